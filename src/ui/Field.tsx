import { cloneElement, useId, type ReactElement } from 'react';

interface FieldProps {
  label: string;
  /** The message under the input; it also marks the input invalid for assistive technology. */
  error?: string;
  hint?: string;
  /** One input, select or textarea; it gets the id, aria-invalid and aria-describedby. */
  children: ReactElement<{ id?: string; 'aria-invalid'?: boolean; 'aria-describedby'?: string }>;
}

/** A labelled input with its hint and its error underneath (SPEC §8: field errors under each input). */
export function Field({ label, error, hint, children }: FieldProps) {
  const id = useId();
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const describedBy = [hint ? hintId : '', error ? errorId : ''].filter(Boolean).join(' ') || undefined;
  return (
    <div className="mc-field">
      <label htmlFor={id}>{label}</label>
      {cloneElement(children, { id, 'aria-invalid': error ? true : undefined, 'aria-describedby': describedBy })}
      {hint && (
        <p id={hintId} className="mc-field__hint">
          {hint}
        </p>
      )}
      {error && (
        <p id={errorId} className="mc-field__error">
          {error}
        </p>
      )}
    </div>
  );
}
