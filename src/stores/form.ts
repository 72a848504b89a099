import { map, type MapStore } from 'nanostores';
import type { RuleFailure } from '../contract/rules.ts';
import { asFailure } from '../lib/api/failure.ts';
import { failureText } from './failure-text.ts';
import { text } from './messages.ts';

/** What every account form shows besides its inputs: the loader, errors under inputs, a message above the buttons. */
export interface FormState {
  busy: boolean;
  errors: Record<string, string>;
  message: string;
}

export type FormStore<Extra extends object = object> = MapStore<FormState & Extra>;

export const idleForm: FormState = { busy: false, errors: {}, message: '' };

export function formStore<Extra extends object>(extra: Extra): FormStore<Extra> {
  return map<FormState & Extra>({ ...idleForm, ...extra });
}

/** Field errors in words, from the rule failures of src/contract/rules.ts. */
export function ruleErrors(failures: Readonly<Record<string, RuleFailure | null | undefined>>): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const [field, failure] of Object.entries(failures)) if (failure) errors[field] = text(failure.key, failure.vars);
  return errors;
}

/** Shows client-side errors; answers whether the form may be sent. */
export function acceptOrShow<S extends FormState>(form: MapStore<S>, errors: Record<string, string>): boolean {
  const valid = Object.keys(errors).length === 0;
  form.set({ ...form.get(), errors, message: valid ? '' : form.get().message });
  return valid;
}

/** Starts a call: the loader shows, old errors go. */
export function startBusy<S extends FormState>(form: MapStore<S>): void {
  form.set({ ...form.get(), busy: true, errors: {}, message: '' });
}

/** Ends a failed call: the loader hides, the server's message and field errors show. */
export function showFailure<S extends FormState>(form: MapStore<S>, error: unknown): void {
  const failure = asFailure(error);
  const fields = Object.fromEntries(Object.entries(failure.fields).map(([field, message]) => [field, message || text('error.VALIDATION_FAILED')]));
  form.set({ ...form.get(), busy: false, errors: fields, message: failureText(failure) });
}

export function stopBusy<S extends FormState>(form: MapStore<S>): void {
  form.set({ ...form.get(), busy: false });
}
