import { z } from 'zod';
import { exclusionPayloadSchema, limitChangeSchema, limitKinds, limitPeriods, realityCheckSchema, selfExclusionDays } from '../../../../contract/protection.ts';
import { exclusionPayloadOf, limitChangeOf, type ExclusionChoice } from '../../../../stores/protection.ts';

/**
 * The protection forms as the browser checks them: what the store would send, read from the typed
 * text the way the store reads it, must pass the contract's schema. The store checks again and owns
 * the sending; these only let the form word a problem before anything is sent.
 */

export const limitFormSchema = z.object({ kind: z.enum(limitKinds), period: z.enum(limitPeriods), value: z.string() }).superRefine((form, context) => {
  if (!limitChangeSchema.safeParse(limitChangeOf(form)).success) context.addIssue({ code: 'custom', path: ['value'], message: '' });
});
export type LimitFields = z.infer<typeof limitFormSchema>;

export const realityFormSchema = z.object({
  minutes: z.string().refine((text) => text.trim() !== '' && realityCheckSchema.shape.minutes.safeParse(Number(text)).success),
});
export type RealityFields = z.infer<typeof realityFormSchema>;

/** The length select's value: "timeout", "permanent" or a self-exclusion's days. */
export interface ExclusionFields {
  length: string;
  days: string;
  paymentPassword: string;
  understood: boolean;
}

export function exclusionChoiceOf(fields: ExclusionFields): ExclusionChoice {
  if (fields.length === 'timeout') return { kind: 'timeout', days: Number(fields.days) };
  return { kind: 'self', days: fields.length === 'permanent' ? 'permanent' : (Number(fields.length) as (typeof selfExclusionDays)[number]) };
}

export const exclusionFormSchema = z
  .object({ length: z.string(), days: z.string(), paymentPassword: z.string(), understood: z.boolean() })
  .superRefine((fields, context) => {
    if (!fields.understood) context.addIssue({ code: 'custom', path: ['understood'], message: '' });
    const sent = exclusionPayloadSchema.safeParse(exclusionPayloadOf(exclusionChoiceOf(fields), fields.paymentPassword));
    for (const issue of sent.error?.issues ?? []) context.addIssue({ code: 'custom', path: issue.path.slice(0, 1), message: '' });
  });
