import './kit.css';
import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect, useId, useRef, type ReactNode } from 'react';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import { Field } from './Field.tsx';
import { fieldMessages } from './form-errors.ts';
import { useText } from './text.tsx';

/** What every operator action is recorded with: the same bounds the operator API's schemas set. */
export const reasonSchema = z.object({ reason: z.string().trim().min(3).max(500) });

interface ReasonDialogProps {
  title: string;
  /** The confirm button's words: the action itself ("Approve 3 deposits"). */
  confirmLabel: string;
  /** What the action will touch, above the reason. */
  children?: ReactNode;
  pending?: boolean;
  onConfirm: (reason: string) => void;
  onCancel: () => void;
}

/**
 * Asks for the reason of an action before it runs. A modal <dialog>: focus moves into it, Escape or
 * Cancel closes it, and focus goes back where it was.
 */
export function ReasonDialog({ title, confirmLabel, children, pending = false, onConfirm, onCancel }: ReasonDialogProps) {
  const { t } = useText();
  const dialog = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  const form = useForm<z.infer<typeof reasonSchema>>({ resolver: zodResolver(reasonSchema), defaultValues: { reason: '' } });
  const errors = fieldMessages(form, t);

  useEffect(() => {
    const element = dialog.current;
    const before = document.activeElement;
    if (element && !element.open) element.showModal();
    return () => {
      if (element?.open) element.close();
      if (before instanceof HTMLElement) before.focus();
    };
  }, []);

  const submit = form.handleSubmit(({ reason }) => onConfirm(reason));
  return (
    <dialog
      ref={dialog}
      className="ui-dialog"
      aria-labelledby={titleId}
      onCancel={(event) => {
        event.preventDefault();
        onCancel();
      }}
    >
      <form className="mc-form" onSubmit={(event) => void submit(event)} noValidate>
        <h2 id={titleId}>{title}</h2>
        {children}
        <Field label={t('center.reason.label')} hint={t('center.reason.hint')} error={errors.reason}>
          <textarea rows={3} {...form.register('reason')} />
        </Field>
        <div className="ui-dialog__buttons">
          <button type="button" className="btn btn--ghost" onClick={onCancel}>
            {t('center.cancel')}
          </button>
          <button type="submit" className="btn btn--primary" disabled={pending}>
            {confirmLabel}
          </button>
        </div>
      </form>
    </dialog>
  );
}
