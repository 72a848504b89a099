import { useState } from 'react';
import { asFailure } from '../../../lib/api/failure.ts';
import { toast } from '../../../stores/toast.ts';
import { Field } from '../../../ui/Field.tsx';
import { ReasonDialog } from '../../../ui/ReasonDialog.tsx';
import { useText } from '../../../ui/text.tsx';
import { failureMessage } from '../../../ui/useAction.ts';
import { useBackofficeText } from '../i18n.tsx';
import { moveUnder } from './api.ts';

/** Moves a member, and the whole team below it, under another upline: the new upline's name and the reason. */
export function MoveDialog({ who, onDone, onCancel }: { who: { id: number; username: string }; onDone: () => void; onCancel: () => void }) {
  const t = useBackofficeText();
  const { t: kit } = useText();
  const [upline, setUpline] = useState('');
  const [pending, setPending] = useState(false);
  const confirm = async (reason: string) => {
    setPending(true);
    try {
      const moved = await moveUnder(who.id, upline.trim(), reason);
      toast('success', t('backoffice.agents.moved', { username: moved.username, upline: moved.upline, count: moved.movedMembers }));
      onDone();
    } catch (error) {
      toast('error', failureMessage(asFailure(error), kit));
    } finally {
      setPending(false);
    }
  };
  return (
    <ReasonDialog
      title={t('backoffice.agents.moveOf', { username: who.username })}
      confirmLabel={t('backoffice.agents.move')}
      pending={pending}
      onConfirm={(reason) => void confirm(reason)}
      onCancel={onCancel}
    >
      <Field label={t('backoffice.agents.newUpline')} hint={t('backoffice.agents.moveHint')}>
        <input autoComplete="off" spellCheck={false} value={upline} onChange={(event) => setUpline(event.target.value)} />
      </Field>
    </ReasonDialog>
  );
}
