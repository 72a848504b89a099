import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { noticeTypes, opsNoticePayloadSchema, type OpsNotice, type OpsNoticePayload } from '../../../contract/inbox.ts';
import { locales } from '../../../i18n/locales.ts';
import { asFailure } from '../../../lib/api/failure.ts';
import { toast } from '../../../stores/toast.ts';
import { Field } from '../../../ui/Field.tsx';
import { SelectField } from '../../../ui/SelectField.tsx';
import { useText } from '../../../ui/text.tsx';
import { failureMessage } from '../../../ui/useAction.ts';
import { useToastSubmit } from '../../../ui/useToastSubmit.ts';
import { useBackofficeText } from '../i18n.tsx';
import { createNotice, previewNotice, updateNotice } from './api.ts';
import { blankAsNull, errorOf, localInputOf, optionalLocalInstant } from './form-fields.ts';
import { FormEnd } from './FormEnd.tsx';

/** The contract's notice schema, its times typed on the operator's clock (an empty end: no end). */
const noticeFormSchema = opsNoticePayloadSchema.extend({
  startsAt: optionalLocalInstant.pipe(opsNoticePayloadSchema.shape.startsAt),
  endsAt: optionalLocalInstant.transform((value) => value ?? null).pipe(opsNoticePayloadSchema.shape.endsAt.unwrap()),
});
type NoticeFormInput = z.input<typeof noticeFormSchema>;

function defaultsOf(notice: OpsNotice | null): NoticeFormInput {
  return {
    type: (notice?.type ?? 'PL') as NoticeFormInput['type'],
    locale: (notice?.locale ?? null) as NoticeFormInput['locale'],
    title: notice?.title ?? '',
    content: notice?.content ?? '',
    imageUrl: notice?.imageUrl ?? null,
    linkUrl: notice?.linkUrl ?? null,
    sortOrder: notice?.sortOrder ?? 0,
    startsAt: notice ? localInputOf(notice.startsAt) : '',
    endsAt: notice?.endsAt ? localInputOf(notice.endsAt) : '',
    enabled: notice?.enabled ?? true,
    reason: '',
  };
}

/**
 * A notice or banner, new or changed. Its HTML goes through the server's sanitizer before it is
 * stored; the preview asks the same sanitizer, so what it shows is what members of that language see.
 * A notice is written for one language (or all): each language's text is a notice of its own.
 */
export function NoticeForm({ notice, onSaved, onCancel }: { notice: OpsNotice | null; onSaved: () => void; onCancel: () => void }) {
  const { t: kit } = useText();
  const t = useBackofficeText();
  const form = useForm<NoticeFormInput, unknown, OpsNoticePayload>({ resolver: zodResolver(noticeFormSchema), defaultValues: defaultsOf(notice) });
  const error = (path: string) => errorOf(form, kit, path);
  const [preview, setPreview] = useState<string | null>(null);
  const language = form.watch('locale');

  const showPreview = async () => {
    const content = form.getValues('content');
    if (!content.trim()) return void form.trigger('content');
    try {
      setPreview((await previewNotice(content)).content);
    } catch (failure) {
      toast('error', failureMessage(asFailure(failure), kit));
    }
  };

  const submit = useToastSubmit(form, async (input) => {
    if (notice) await updateNotice(notice.id, input);
    else await createNotice(input);
    onSaved();
    return t('backoffice.notices.saved', { title: input.title });
  });

  return (
    <form className="mc-form bo-content-form" aria-labelledby="bo-notice-form" onSubmit={(event) => void submit(event)} noValidate>
      <h2 id="bo-notice-form">{notice ? t('backoffice.notices.editOf', { title: notice.title }) : t('backoffice.notices.new')}</h2>
      <SelectField
        label={t('backoffice.notices.type')}
        registration={form.register('type')}
        options={noticeTypes}
        optionLabel={(option) => t(`backoffice.notices.type.${option}`)}
      />
      <SelectField
        label={t('backoffice.notices.language')}
        hint={t('backoffice.notices.languageHint')}
        registration={form.register('locale', { setValueAs: blankAsNull })}
        options={locales}
        optionLabel={(option) => t(`backoffice.content.language.${option}`)}
        empty={t('backoffice.notices.everyLanguage')}
      />
      <Field label={t('backoffice.promotions.title')} error={error('title')}>
        <input {...form.register('title')} />
      </Field>
      <Field label={t('backoffice.notices.content')} hint={t('backoffice.notices.contentHint')} error={error('content')}>
        <textarea rows={8} {...form.register('content')} />
      </Field>
      <button type="button" className="btn btn--ghost" onClick={() => void showPreview()}>
        {t('backoffice.promotions.preview')}
      </button>
      {preview !== null && (
        <section className="bo-notice-preview" aria-labelledby="bo-notice-preview" lang={language ?? undefined}>
          <h3 id="bo-notice-preview">
            {t('backoffice.notices.previewIn', { language: language ? t(`backoffice.content.language.${language}`) : t('backoffice.notices.everyLanguage') })}
          </h3>
          <p className="bo-notice-preview__title">{form.getValues('title')}</p>
          {/* The server's sanitizer wrote this HTML; it is what the pages show as it is. */}
          <div className="bo-notice-preview__body" dangerouslySetInnerHTML={{ __html: preview }} />
        </section>
      )}
      <Field label={t('backoffice.notices.imageUrl')} hint={t('backoffice.notices.urlHint')} error={error('imageUrl')}>
        <input type="url" {...form.register('imageUrl', { setValueAs: blankAsNull })} />
      </Field>
      <Field label={t('backoffice.notices.linkUrl')} hint={t('backoffice.notices.urlHint')} error={error('linkUrl')}>
        <input type="url" {...form.register('linkUrl', { setValueAs: blankAsNull })} />
      </Field>
      <Field label={t('backoffice.promotions.sortOrder')} hint={t('backoffice.promotions.sortOrderHint')} error={error('sortOrder')}>
        <input type="number" step="1" {...form.register('sortOrder', { valueAsNumber: true })} />
      </Field>
      <Field label={t('backoffice.promotions.startsAt')} hint={t('backoffice.notices.startsHint')} error={error('startsAt')}>
        <input type="datetime-local" {...form.register('startsAt')} />
      </Field>
      <Field label={t('backoffice.promotions.endsAt')} hint={t('backoffice.notices.endsHint')} error={error('endsAt')}>
        <input type="datetime-local" {...form.register('endsAt')} />
      </Field>
      <label className="bo-check">
        <input type="checkbox" {...form.register('enabled')} />
        {t('backoffice.notices.enabled')}
      </label>
      <FormEnd
        reason={form.register('reason')}
        error={error('reason')}
        submit={t('backoffice.notices.save')}
        busy={form.formState.isSubmitting}
        onCancel={onCancel}
      />
    </form>
  );
}
