import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { memberNotePayloadSchema } from '../../../contract/backoffice.ts';
import { toast } from '../../../stores/toast.ts';
import { Field } from '../../../ui/Field.tsx';
import { fieldMessages } from '../../../ui/form-errors.ts';
import { Loading } from '../../../ui/Loading.tsx';
import { Notice } from '../../../ui/Notice.tsx';
import { Time } from '../../../ui/Time.tsx';
import { useText } from '../../../ui/text.tsx';
import { useAction } from '../../../ui/useAction.ts';
import { useLoad } from '../../../ui/useLoad.ts';
import { addMemberNote, getMemberNotes } from '../api.ts';
import { useBackofficeText } from '../i18n.tsx';
import { Section } from './Section.tsx';

/** Staff's internal notes on the member (never shown to the member), newest first, and a form to add one. */
export function Notes({ id }: { id: number }) {
  const t = useBackofficeText();
  const { t: kit } = useText();
  const loaded = useLoad(() => getMemberNotes(id), String(id));
  const action = useAction();
  const form = useForm<z.input<typeof memberNotePayloadSchema>>({ resolver: zodResolver(memberNotePayloadSchema), defaultValues: { text: '' } });
  const errors = { ...action.errors, ...fieldMessages(form, kit) };
  const submit = form.handleSubmit(async ({ text }) => {
    const note = await action.run({ id, text }, () => addMemberNote(id, text));
    if (!note) return;
    form.reset();
    toast('success', t('backoffice.notes.added'));
    loaded.reload();
  });
  return (
    <Section title={t('backoffice.section.notes')}>
      <form className="mc-form" onSubmit={(event) => void submit(event)} noValidate>
        <Field label={t('backoffice.notes.new')} error={errors.text}>
          <textarea rows={3} {...form.register('text')} />
        </Field>
        <Notice kind="error">{action.message}</Notice>
        <button type="submit" className="btn btn--primary" disabled={action.pending}>
          {t('backoffice.notes.add')}
        </button>
      </form>
      <Loading state={loaded}>
        {(notes) =>
          notes.length === 0 ? (
            <p className="mc-empty">{t('backoffice.none')}</p>
          ) : (
            <ul className="bo-notes">
              {notes.map((note) => (
                <li key={note.id}>
                  <p>{note.text}</p>
                  <small className="bo-muted">
                    {note.author} · <Time iso={note.at} />
                  </small>
                </li>
              ))}
            </ul>
          )
        }
      </Loading>
    </Section>
  );
}
