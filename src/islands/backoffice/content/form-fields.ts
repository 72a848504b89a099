import { get, type FieldValues, type UseFormReturn } from 'react-hook-form';
import { z } from 'zod';
import type { Translate } from '../../../ui/text.tsx';

/**
 * A `datetime-local` input's value (the operator's wall clock, no zone) as the instant the contract's
 * schemas take: the browser reads it in its own zone, so what the operator typed is what starts.
 */
export const localInstant = z
  .string()
  .trim()
  .min(1)
  .transform((value, context) => {
    const at = new Date(value);
    if (Number.isNaN(at.getTime())) {
      context.addIssue({ code: 'custom', message: 'not a time' });
      return z.NEVER;
    }
    return at.toISOString();
  });

const pad = (value: number) => String(value).padStart(2, '0');

/** An instant as a `datetime-local` input shows it, on the browser's clock. */
export function localInputOf(at: string | Date): string {
  const date = new Date(at);
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}T${pad(date.getHours())}:${pad(date.getMinutes())}`;
}

/** A number input's value for an optional field: empty means absent, not zero. */
export const optionalNumber = (value: unknown) => (value === '' || value === null || value === undefined ? undefined : Number(value));
/** A select's value for an optional field: the empty choice means absent. */
export const optionalChoice = (value: unknown) => (value === '' ? undefined : value);

/**
 * The message under one field, nested paths included (`title.en`, `rules.percent`): the UI kit's
 * fieldMessages words top-level fields only, and the contract's schemas nest. Empty is "required";
 * anything else the schema refuses is "not valid".
 */
export function errorOf<T extends FieldValues>(form: Pick<UseFormReturn<T>, 'formState' | 'getValues'>, t: Translate, path: string): string | undefined {
  const error = get(form.formState.errors, path) as { type?: string } | undefined;
  if (!error?.type) return undefined;
  const value: unknown = get(form.getValues(), path);
  const empty = value === undefined || value === null || (typeof value === 'string' && value.trim() === '');
  return t(empty ? 'center.required' : 'center.error.field');
}

/** An optional `datetime-local` input: empty is absent, anything else the instant it names. */
export const optionalLocalInstant = z.union([z.literal('').transform(() => undefined), localInstant]);

/** A text input for a nullable field: blank means none. */
export const blankAsNull = (value: unknown) => (typeof value === 'string' && value.trim() === '' ? null : value);

/** A number input for a nullable field: blank means none. */
export const numberOrNull = (value: unknown) => (value === '' || value === null || value === undefined ? null : Number(value));
