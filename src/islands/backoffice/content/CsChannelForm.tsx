import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { csTypes, opsCsChannelPayloadSchema, type OpsCsChannel, type OpsCsChannelPayload } from '../../../contract/inbox.ts';
import { Field } from '../../../ui/Field.tsx';
import { SelectField } from '../../../ui/SelectField.tsx';
import { useText } from '../../../ui/text.tsx';
import { useToastSubmit } from '../../../ui/useToastSubmit.ts';
import { useBackofficeText } from '../i18n.tsx';
import { saveCsChannel } from './api.ts';
import { errorOf } from './form-fields.ts';
import { FormEnd } from './FormEnd.tsx';

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

  const submit = useToastSubmit(form, async (input) => {
    await saveCsChannel(channel?.id ?? null, input);
    onSaved();
    return t('backoffice.csChannels.saved', { title: input.title });
  });

  return (
    <form className="mc-form bo-content-form" aria-labelledby="bo-cs-channel-form" onSubmit={(event) => void submit(event)} noValidate>
      <h2 id="bo-cs-channel-form">{channel ? t('backoffice.notices.editOf', { title: channel.title }) : t('backoffice.csChannels.new')}</h2>
      <SelectField
        label={t('backoffice.csChannels.type')}
        registration={form.register('csType')}
        options={csTypes}
        optionLabel={(option) => t(`backoffice.csChannels.type.${option}`)}
      />
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
      <FormEnd
        reason={form.register('reason')}
        error={error('reason')}
        submit={t('backoffice.csChannels.save')}
        busy={form.formState.isSubmitting}
        onCancel={onCancel}
      />
    </form>
  );
}
