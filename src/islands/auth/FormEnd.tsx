import { text } from '../../stores/messages.ts';

interface FormEndProps {
  busy: boolean;
  message: string;
  submit: string;
}

/** The foot of an account form: the failure message, and the submit button that shows the loader. */
export function FormEnd({ busy, message, submit }: FormEndProps) {
  return (
    <>
      {message && (
        <p className="account-message" role="alert">
          {message}
        </p>
      )}
      <button type="submit" className="btn btn--primary account-submit" disabled={busy} aria-busy={busy}>
        {busy && <span className="account-spinner" aria-hidden="true" />}
        {submit}
      </button>
      {busy && (
        <span className="visually-hidden" role="status">
          {text('account.loading')}
        </span>
      )}
    </>
  );
}
