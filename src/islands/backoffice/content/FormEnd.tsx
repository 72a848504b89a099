import type { UseFormRegisterReturn } from 'react-hook-form';
import { Field } from '../../../ui/Field.tsx';
import { useText } from '../../../ui/text.tsx';

interface FormEndProps {
  /** The form's `reason` field, which the audit trail keeps with the change. */
  reason: UseFormRegisterReturn;
  error: string | undefined;
  /** The submit button's words. */
  submit: string;
  busy: boolean;
  /** Where the form can be closed without saving. */
  onCancel?: () => void;
}

/** The end of every content form: the reason for the change, then its submit button and cancel. */
export function FormEnd({ reason, error, submit, busy, onCancel }: FormEndProps) {
  const { t: kit } = useText();
  return (
    <>
      <Field label={kit('center.reason.label')} hint={kit('center.reason.hint')} error={error}>
        <textarea rows={2} {...reason} />
      </Field>
      <div className="bo-actions">
        <button type="submit" className="btn btn--primary" disabled={busy}>
          {submit}
        </button>
        {onCancel && (
          <button type="button" className="btn btn--ghost" onClick={onCancel}>
            {kit('center.cancel')}
          </button>
        )}
      </div>
    </>
  );
}
