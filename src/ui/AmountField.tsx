import { useCallback } from 'react';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { formatMoney } from '../lib/format-money.ts';
import type { AmountProblem } from '../lib/amount.ts';
import { useText } from './text.tsx';
import { Field } from './Field.tsx';

interface AmountFieldProps {
  /** The form's registration of the amount (react-hook-form). */
  input: UseFormRegisterReturn;
  error?: string;
  min?: number;
  max?: number;
}

/** The amount input of every money form, with its limits shown as a hint. */
export function AmountField({ input, error, min, max }: AmountFieldProps) {
  const { t, locale } = useText();
  const hint = min !== undefined && max !== undefined ? t('center.amount.limits', { min: formatMoney(min, locale), max: formatMoney(max, locale) }) : undefined;
  return (
    <Field label={t('center.amount.label')} error={error} hint={hint}>
      <input type="text" inputMode="decimal" autoComplete="off" {...input} />
    </Field>
  );
}

/** The words of an amount problem found before sending. */
export function useAmountMessage() {
  const { t, locale } = useText();
  return useCallback(
    (problem: AmountProblem, limits: { min?: number; max?: number } = {}) => {
      if (problem === 'min' && limits.min !== undefined) return t('center.amount.min', { min: formatMoney(limits.min, locale) });
      if (problem === 'max' && limits.max !== undefined) return t('center.amount.max', { max: formatMoney(limits.max, locale) });
      return t('center.amount.invalid');
    },
    [t, locale],
  );
}
