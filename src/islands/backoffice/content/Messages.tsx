import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import { messageKinds, opsMessagePayloadSchema, type OpsMessagePayload } from '../../../contract/inbox.ts';
import { Field } from '../../../ui/Field.tsx';
import { SelectField } from '../../../ui/SelectField.tsx';
import { useText } from '../../../ui/text.tsx';
import { useToastSubmit } from '../../../ui/useToastSubmit.ts';
import { useBackofficeText } from '../i18n.tsx';
import { sendMessage } from './api.ts';
import { errorOf } from './form-fields.ts';
import { FormEnd } from './FormEnd.tsx';

const segments = ['member', 'team', 'vip', 'all'] as const;

/**
 * The form keeps every segment's fields at once (switching back and forth loses nothing); only the
 * chosen segment's go to the contract's recipient schema, which then judges them.
 */
const recipientFields = z
  .object({ segment: z.enum(segments), username: z.string(), agentUsername: z.string(), rankLevel: z.number(), orHigher: z.boolean() })
  .transform(({ segment, username, agentUsername, rankLevel, orHigher }): z.input<typeof opsMessagePayloadSchema.shape.to> => {
    if (segment === 'member') return { segment, username };
    if (segment === 'team') return { segment, agentUsername };
    if (segment === 'vip') return { segment, rankLevel, orHigher };
    return { segment };
  })
  .pipe(opsMessagePayloadSchema.shape.to);
const messageFormSchema = opsMessagePayloadSchema.extend({ to: recipientFields });
type MessageFormInput = z.input<typeof messageFormSchema>;

const blank: MessageFormInput = {
  to: { segment: 'member', username: '', agentUsername: '', rankLevel: 1, orHigher: false },
  kind: 'notice',
  title: '',
  body: '',
  reason: '',
};

/**
 * A message to members' inboxes: one member, an agent's whole team, a VIP rank (or it and those
 * above), or everyone. Marketing messages skip members in a time-out or self-exclusion, as the server rules.
 */
export default function Messages() {
  const { t: kit } = useText();
  const t = useBackofficeText();
  const form = useForm<MessageFormInput, unknown, OpsMessagePayload>({ resolver: zodResolver(messageFormSchema), defaultValues: blank });
  const error = (path: string) => errorOf(form, kit, path);
  const segment = form.watch('to.segment');

  const submit = useToastSubmit(form, async (input) => {
    const sent = await sendMessage(input);
    form.reset(blank);
    return t('backoffice.messages.sent', { title: input.title, count: sent.recipients });
  });

  return (
    <form className="mc-form bo-content-form" aria-labelledby="bo-message-form" onSubmit={(event) => void submit(event)} noValidate>
      <h2 id="bo-message-form">{t('backoffice.messages.new')}</h2>
      <SelectField
        label={t('backoffice.messages.to')}
        registration={form.register('to.segment')}
        options={segments}
        optionLabel={(option) => t(`backoffice.messages.segment.${option}`)}
      />
      {segment === 'member' && (
        <Field label={t('backoffice.messages.username')} error={error('to.username')}>
          <input autoComplete="off" {...form.register('to.username')} />
        </Field>
      )}
      {segment === 'team' && (
        <Field label={t('backoffice.messages.agentUsername')} hint={t('backoffice.messages.agentHint')} error={error('to.agentUsername')}>
          <input autoComplete="off" {...form.register('to.agentUsername')} />
        </Field>
      )}
      {segment === 'vip' && (
        <>
          <Field label={t('backoffice.messages.rankLevel')} error={error('to.rankLevel')}>
            <input type="number" min={0} max={100} step={1} {...form.register('to.rankLevel', { valueAsNumber: true })} />
          </Field>
          <label className="bo-check">
            <input type="checkbox" {...form.register('to.orHigher')} />
            {t('backoffice.messages.orHigher')}
          </label>
        </>
      )}
      <SelectField
        label={t('backoffice.messages.kind')}
        hint={t('backoffice.messages.kindHint')}
        registration={form.register('kind')}
        options={messageKinds}
        optionLabel={(option) => t(`backoffice.messages.kind.${option}`)}
      />
      <Field label={t('backoffice.promotions.title')} error={error('title')}>
        <input {...form.register('title')} />
      </Field>
      <Field label={t('backoffice.messages.body')} error={error('body')}>
        <textarea rows={6} {...form.register('body')} />
      </Field>
      <FormEnd reason={form.register('reason')} error={error('reason')} submit={t('backoffice.messages.send')} busy={form.formState.isSubmitting} />
    </form>
  );
}
