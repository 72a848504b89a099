import type { UseFormRegisterReturn } from 'react-hook-form';
import { Field } from './Field.tsx';

interface SelectFieldProps<T extends string> {
  label: string;
  hint?: string;
  error?: string;
  /** The form's registration of the field: `form.register('kind')`. */
  registration: UseFormRegisterReturn;
  /** The values to choose from, as the contract lists them. */
  options: readonly T[];
  /** How each value is worded; as it is by default (codes such as a category id). */
  optionLabel?: (option: T) => string;
  /** A first, empty choice worded so (an optional field's "any" or "every"); its value is ''. */
  empty?: string;
}

/** A labelled select of a react-hook-form form: one option per value of a list. */
export function SelectField<T extends string>({ label, hint, error, registration, options, optionLabel, empty }: SelectFieldProps<T>) {
  return (
    <Field label={label} hint={hint} error={error}>
      <select {...registration}>
        {empty !== undefined && <option value="">{empty}</option>}
        {options.map((option) => (
          <option key={option} value={option}>
            {optionLabel ? optionLabel(option) : option}
          </option>
        ))}
      </select>
    </Field>
  );
}
