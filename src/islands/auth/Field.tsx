import { useId, useState, type InputHTMLAttributes, type ReactNode, type Ref } from 'react';
import { text } from '../../stores/messages.ts';

type InputProps = Omit<InputHTMLAttributes<HTMLInputElement>, 'id' | 'value' | 'onChange' | 'type'>;

interface FieldProps extends InputProps {
  label: string;
  value: string;
  onValue: (value: string) => void;
  error?: string;
  type?: 'text' | 'password' | 'email' | 'tel';
  /** Beside the input, e.g. the SMS button or the captcha image. */
  addon?: ReactNode;
  /** The form's hold on the input (react-hook-form focuses the first one it finds invalid). */
  ref?: Ref<HTMLInputElement>;
}

function EyeIcon({ crossed }: { crossed: boolean }) {
  return (
    <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round">
      <path d="M2 12s3.6-7 10-7 10 7 10 7-3.6 7-10 7S2 12 2 12Z" />
      <circle cx="12" cy="12" r="3" />
      {crossed && <path d="M4 4l16 16" />}
    </svg>
  );
}

/** A labelled input with its error under it (SPEC §8), tied to it for screen readers. */
export function Field({ label, value, onValue, error, type = 'text', addon, ref, ...input }: FieldProps) {
  const id = useId();
  const errorId = `${id}-error`;
  const [revealed, setRevealed] = useState(false);
  const secret = type === 'password';
  return (
    <div className="account-field">
      <label htmlFor={id}>{label}</label>
      <div className="account-field__control">
        <input
          {...input}
          ref={ref}
          id={id}
          type={secret && revealed ? 'text' : type}
          className={secret ? 'account-field__secret' : undefined}
          value={value}
          onChange={(event) => onValue(event.target.value)}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : undefined}
        />
        {secret && (
          <button
            type="button"
            className="account-field__reveal"
            aria-pressed={revealed}
            aria-label={text(revealed ? 'account.password.hide' : 'account.password.show')}
            onClick={() => setRevealed(!revealed)}
          >
            <EyeIcon crossed={revealed} />
          </button>
        )}
        {addon}
      </div>
      {error && (
        <p id={errorId} className="account-field__error">
          {error}
        </p>
      )}
    </div>
  );
}

interface CheckProps {
  label: string;
  checked: boolean;
  onChecked: (checked: boolean) => void;
  error?: string;
}

export function Check({ label, checked, onChecked, error }: CheckProps) {
  const id = useId();
  const errorId = `${id}-error`;
  return (
    <div className="account-check">
      <input
        id={id}
        type="checkbox"
        checked={checked}
        onChange={(event) => onChecked(event.target.checked)}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? errorId : undefined}
      />
      <label htmlFor={id}>{label}</label>
      {error && (
        <p id={errorId} className="account-field__error">
          {error}
        </p>
      )}
    </div>
  );
}
