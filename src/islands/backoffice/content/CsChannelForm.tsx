import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { csTypes, opsCsChannelPayloadSchema, type OpsCsChannel, type OpsCsChannelPayload } from '../../../contract/inbox.ts';
import { Field } from '../../../ui/Field.tsx';
import { useText } from '../../../ui/text.tsx';
import { useToastedAction } from '../../../ui/useToastedAction.ts';
import { useBackofficeText } from '../i18n.tsx';
import { saveCsChannel } from './api.ts';
import { errorOf } from './form-fields.ts';

type CsChannelFormInput = z.input<typeof opsCsChannelPayloadSchema>;

const defaultsOf = (channel: OpsCsChannel | null): CsChannelFormInput => ({
  csType: channel?.csType ?? 'LIVECHAT',
  title: channel?.title ?? '',
  url: channel?.url ?? '',
  sortOrder: channel?.sortOrder ?? 0,
  enabled: channel?.enabled ?? true,
  reason: '',
});

/** A customer-service channel, new or changed: the members' site lists the switched-on ones by order. */
export function CsChannelForm({ channel, onSaved, onCancel }: { channel: OpsCsChannel | null; onSaved: () => void; onCancel: () => void }) {
  const { t: kit } = useText();
  const t = useBackofficeText();
  const form = useForm<CsChannelFormInput, unknown, OpsCsChannelPayload>({
    resolver: zodResolver(opsCsChannelPayloadSchema),
    defaultValues: defaultsOf(channel),
  });
  const error = (path: string) => errorOf(form, kit, path);
  const { run } = useToastedAction();

  const submit = form.handleSubmit(async (input) => {
    const done = await run(
      () => saveCsChannel(channel?.id ?? null, input),
      () => t('backoffice.csChannels.saved', { title: input.title }),
    );
    if (done) onSaved();
  });

  return (
    <form className="mc-form bo-content-form" aria-labelledby="bo-cs-channel-form" onSubmit={(event) => void submit(event)} noValidate>
      <h2 id="bo-cs-channel-form">{channel ? t('backoffice.notices.editOf', { title: channel.title }) : t('backoffice.csChannels.new')}</h2>
      <Field label={t('backoffice.csChannels.type')}>
        <select {...form.register('csType')}>
          {csTypes.map((option) => (
            <option key={option} value={option}>
              {t(`backoffice.csChannels.type.${option}`)}
            </option>
          ))}
        </select>
      </Field>
      <Field label={t('backoffice.promotions.title')} error={error('title')}>
        <input {...form.register('title')} />
      </Field>
      <Field label={t('backoffice.csChannels.url')} hint={t('backoffice.csChannels.urlHint')} error={error('url')}>
        <input type="url" {...form.register('url')} />
      </Field>
      <Field label={t('backoffice.promotions.sortOrder')} hint={t('backoffice.promotions.sortOrderHint')} error={error('sortOrder')}>
        <input type="number" step="1" {...form.register('sortOrder', { valueAsNumber: true })} />
      </Field>
      <label className="bo-check">
        <input type="checkbox" {...form.register('enabled')} />
        {t('backoffice.notices.enabled')}
      </label>
      <Field label={kit('center.reason.label')} hint={kit('center.reason.hint')} error={error('reason')}>
        <textarea rows={2} {...form.register('reason')} />
      </Field>
      <div className="bo-actions">
        <button type="submit" className="btn btn--primary" disabled={form.formState.isSubmitting}>
          {t('backoffice.csChannels.save')}
        </button>
        <button type="button" className="btn btn--ghost" onClick={onCancel}>
          {kit('center.cancel')}
        </button>
      </div>
    </form>
  );
}
