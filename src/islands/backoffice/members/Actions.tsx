import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import type { MemberPicture } from '../../../contract/backoffice.ts';
import { opsMovePayloadSchema } from '../../../contract/agent.ts';
import { opsMessagePayloadSchema } from '../../../contract/inbox.ts';
import { signedAmountSchema } from '../../../contract/payments.ts';
import type { StaffMe } from '../../../contract/staff.ts';
import { asFailure } from '../../../lib/api/failure.ts';
import { holds } from '../../../stores/staff.ts';
import { toast } from '../../../stores/toast.ts';
import { Field } from '../../../ui/Field.tsx';
import { fieldMessages } from '../../../ui/form-errors.ts';
import { ReasonDialog } from '../../../ui/ReasonDialog.tsx';
import { useText } from '../../../ui/text.tsx';
import { failureMessage } from '../../../ui/useAction.ts';
import { adjustMember, endMemberSessions, moveMember, resetMemberPassword, sendMessage, setMemberStatus } from '../api.ts';
import { useBackofficeText } from '../i18n.tsx';
import { Section } from './Section.tsx';

interface Asked {
  title: string;
  confirm: string;
  /** Runs the action with the reason and answers the toast's words. */
  run: (reason: string) => Promise<string>;
}

const adjustSchema = z.object({ amount: z.coerce.number<string>().pipe(signedAmountSchema) });
const messageShape = opsMessagePayloadSchema.shape;
const messageSchema = z.object({ title: messageShape.title, body: messageShape.body });
const moveSchema = z.object({ uplineUsername: opsMovePayloadSchema.shape.uplineUsername });

/**
 * What staff may do to the member, each asking for its reason first: suspend or reactivate, end the
 * sessions, reset the password, adjust the balance, send a message, move under another upline (with
 * the member's whole team). A button shows only to the
 * staff whose permissions the server would accept it from.
 */
export function Actions({ member, staff, onDone }: { member: MemberPicture; staff: StaffMe; onDone: () => void }) {
  const t = useBackofficeText();
  const { t: kit } = useText();
  const [asked, setAsked] = useState<Asked | null>(null);
  const [pending, setPending] = useState(false);
  const adjust = useForm<z.input<typeof adjustSchema>, unknown, z.output<typeof adjustSchema>>({
    resolver: zodResolver(adjustSchema),
    defaultValues: { amount: '' },
  });
  const message = useForm<z.infer<typeof messageSchema>>({ resolver: zodResolver(messageSchema), defaultValues: { title: '', body: '' } });
  const adjustErrors = fieldMessages(adjust, kit);
  const messageErrors = fieldMessages(message, kit);
  const move = useForm<z.infer<typeof moveSchema>>({ resolver: zodResolver(moveSchema), defaultValues: { uplineUsername: '' } });
  const moveErrors = fieldMessages(move, kit);
  const manage = holds(staff, 'members.manage');
  const suspended = member.status === 'suspended';

  const confirm = async (reason: string) => {
    if (!asked) return;
    setPending(true);
    try {
      toast('success', await asked.run(reason));
      setAsked(null);
      onDone();
    } catch (error) {
      toast('error', failureMessage(asFailure(error), kit));
    } finally {
      setPending(false);
    }
  };

  const askAdjust = adjust.handleSubmit(({ amount }) => {
    const key = crypto.randomUUID();
    setAsked({
      title: t('backoffice.action.adjust'),
      confirm: t('backoffice.action.adjust'),
      run: async (reason) => {
        const result = await adjustMember(member.id, amount, reason, key);
        adjust.reset();
        return t('backoffice.action.adjusted', { balance: String(result.balance) });
      },
    });
  });
  const askMessage = message.handleSubmit(({ title, body }) =>
    setAsked({
      title: t('backoffice.action.message'),
      confirm: t('backoffice.action.send'),
      run: async (reason) => {
        await sendMessage({ to: { segment: 'member', username: member.username }, kind: 'notice', title, body, reason });
        message.reset();
        return t('backoffice.action.sent');
      },
    }),
  );

  const askMove = move.handleSubmit(({ uplineUsername }) =>
    setAsked({
      title: t('backoffice.action.move'),
      confirm: t('backoffice.action.move'),
      run: async (reason) => {
        const moved = await moveMember(member.id, uplineUsername, reason);
        move.reset();
        return t('backoffice.action.moved', { username: moved.username, upline: moved.upline, count: moved.movedMembers });
      },
    }),
  );

  return (
    <Section title={t('backoffice.section.actions')}>
      {manage && (
        <div className="bo-actions">
          <button
            type="button"
            className="btn btn--primary"
            onClick={() =>
              setAsked({
                title: t(suspended ? 'backoffice.action.reactivate' : 'backoffice.action.suspend'),
                confirm: t(suspended ? 'backoffice.action.reactivate' : 'backoffice.action.suspend'),
                run: async (reason) => {
                  const result = await setMemberStatus(member.id, suspended ? 'active' : 'suspended', reason);
                  return t(`backoffice.action.status.${result.status}`, { username: result.username });
                },
              })
            }
          >
            {t(suspended ? 'backoffice.action.reactivate' : 'backoffice.action.suspend')}
          </button>
          <button
            type="button"
            className="btn btn--ghost"
            onClick={() =>
              setAsked({
                title: t('backoffice.action.endSessions'),
                confirm: t('backoffice.action.endSessions'),
                run: async (reason) => t('backoffice.action.sessionsEnded', { count: (await endMemberSessions(member.id, reason)).ended }),
              })
            }
          >
            {t('backoffice.action.endSessions')}
          </button>
          <button
            type="button"
            className="btn btn--ghost"
            onClick={() =>
              setAsked({
                title: t('backoffice.action.resetPassword'),
                confirm: t('backoffice.action.resetPassword'),
                run: async (reason) => {
                  await resetMemberPassword(member.id, reason);
                  return t('backoffice.action.passwordReset');
                },
              })
            }
          >
            {t('backoffice.action.resetPassword')}
          </button>
        </div>
      )}
      {holds(staff, 'payments') && (
        <form className="bo-search" onSubmit={(event) => void askAdjust(event)} noValidate>
          <Field label={t('backoffice.action.amount')} hint={t('backoffice.action.amountHint')} error={adjustErrors.amount}>
            <input type="text" inputMode="decimal" autoComplete="off" {...adjust.register('amount')} />
          </Field>
          <button type="submit" className="btn btn--ghost">
            {t('backoffice.action.adjust')}
          </button>
        </form>
      )}
      {holds(staff, 'support') && (
        <form className="mc-form" onSubmit={(event) => void askMessage(event)} noValidate>
          <Field label={t('backoffice.action.messageTitle')} error={messageErrors.title}>
            <input type="text" {...message.register('title')} />
          </Field>
          <Field label={t('backoffice.action.messageBody')} error={messageErrors.body}>
            <textarea rows={3} {...message.register('body')} />
          </Field>
          <button type="submit" className="btn btn--ghost">
            {t('backoffice.action.message')}
          </button>
        </form>
      )}
      {holds(staff, 'agents') && (
        <form className="bo-search" onSubmit={(event) => void askMove(event)} noValidate>
          <Field label={t('backoffice.action.newUpline')} hint={t('backoffice.action.moveHint')} error={moveErrors.uplineUsername}>
            <input type="text" autoComplete="off" {...move.register('uplineUsername')} />
          </Field>
          <button type="submit" className="btn btn--ghost">
            {t('backoffice.action.move')}
          </button>
        </form>
      )}
      {asked && (
        <ReasonDialog
          title={asked.title}
          confirmLabel={asked.confirm}
          pending={pending}
          onConfirm={(reason) => void confirm(reason)}
          onCancel={() => setAsked(null)}
        >
          <p>{member.username}</p>
        </ReasonDialog>
      )}
    </Section>
  );
}
