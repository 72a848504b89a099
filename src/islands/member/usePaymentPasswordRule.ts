import { useStore } from '@nanostores/react';
import { useEffect, useMemo } from 'react';
import { paymentPasswordRule } from '../../contract/member.ts';
import { familyFailure } from '../../contract/field-rules.ts';
import type { RegisterFieldRule } from '../../contract/system.ts';
import { $status, loadStatus } from '../../stores/status.ts';
import type { Translate } from '../../ui/text.tsx';
import { ruleWords } from '../../ui/form-errors.ts';

/**
 * The rule a payment password follows (the operator's register settings, as the server reads them),
 * and its words for a hint under the field, so a member learns it before sending rather than from a
 * refusal. Undefined until the settings are in; a failed load leaves the server's check alone.
 */
export function usePaymentPasswordRule(t: Translate): { rule: RegisterFieldRule; hint?: string } | undefined {
  const status = useStore($status);
  useEffect(() => {
    if (!status) loadStatus().catch(() => undefined);
  }, [status]);
  return useMemo(() => {
    if (!status) return undefined;
    const rule = paymentPasswordRule(status.info.register);
    // "any" says only that a format is wrong: no hint to give up front.
    return { rule, hint: rule.family === 'any' ? undefined : ruleWords(t)(familyFailure(rule)) };
  }, [status, t]);
}
