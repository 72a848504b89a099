import { useState } from 'react';
import { useForm } from 'react-hook-form';
import type { SettingEntry, SettingKey } from '../../../contract/operator.ts';
import { asFailure } from '../../../lib/api/failure.ts';
import { toast } from '../../../stores/toast.ts';
import { fieldMessages } from '../../../ui/form-errors.ts';
import { ReasonDialog } from '../../../ui/ReasonDialog.tsx';
import { Time } from '../../../ui/Time.tsx';
import { useText } from '../../../ui/text.tsx';
import { failureMessage } from '../../../ui/useAction.ts';
import { type BackofficeKey, useBackofficeText } from '../i18n.tsx';
import { changeSetting } from './api.ts';
import { formOf, settingResolver, type FormValues } from './forms.ts';
import { History } from './History.tsx';
import { SettingInputs } from './SettingInputs.tsx';
import { useValueText } from './useValueText.ts';

/**
 * One setting: its form, who changed it last, and its history. Saving asks for the reason and shows
 * the value being replaced beside the new one. The screen remounts the card with the saved entry,
 * so the form, its checks and the history start again from the server's answer.
 */
export function SettingCard({ entry, onSaved }: { entry: SettingEntry; onSaved: (entry: SettingEntry) => void }) {
  const t = useBackofficeText();
  const { t: kit } = useText();
  const shown = useValueText();
  const key: SettingKey = entry.key;
  const spec = formOf(key);
  const form = useForm<FormValues>({ resolver: settingResolver(key, entry.value), defaultValues: spec.from(entry.value) });
  const errors = fieldMessages(form, kit);
  const [asked, setAsked] = useState<{ value: unknown } | null>(null);
  const [pending, setPending] = useState(false);
  const [historyOpen, setHistoryOpen] = useState(false);
  const titleId = `setting-${key}`;

  const ask = form.handleSubmit((value) => setAsked({ value }));
  const confirm = async (reason: string) => {
    if (!asked) return;
    setPending(true);
    try {
      const saved = await changeSetting(key, asked.value, reason);
      toast('success', t('backoffice.settings.saved', { setting: t(`backoffice.settings.key.${key}` as BackofficeKey) }));
      setAsked(null);
      onSaved(saved);
    } catch (error) {
      toast('error', failureMessage(asFailure(error), kit));
    } finally {
      setPending(false);
    }
  };

  const rootError = form.formState.errors.root ? kit('center.error.field') : '';
  return (
    <section className="bo-section bo-setting" aria-labelledby={titleId} data-setting={key}>
      <h3 id={titleId}>{t(`backoffice.settings.key.${key}` as BackofficeKey)}</h3>
      <p className="bo-muted">
        {entry.updatedAt ? (
          <>
            {t('backoffice.settings.changedBy', { actor: entry.updatedBy ?? '—' })} <Time iso={entry.updatedAt} />
          </>
        ) : (
          t('backoffice.settings.default')
        )}
      </p>
      <form className="mc-form" onSubmit={(event) => void ask(event)} noValidate>
        <SettingInputs settingKey={key} spec={spec} form={form} errors={errors} />
        {rootError && (
          <p className="mc-field__error" role="alert">
            {rootError}
          </p>
        )}
        <button type="submit" className="btn btn--primary" disabled={!form.formState.isDirty}>
          {t('backoffice.settings.save')}
        </button>
      </form>
      <details onToggle={(event) => setHistoryOpen(event.currentTarget.open)}>
        <summary>{t('backoffice.settings.history.title')}</summary>
        {historyOpen && <History settingKey={key} />}
      </details>
      {asked && (
        <ReasonDialog
          title={t('backoffice.settings.confirm', { setting: t(`backoffice.settings.key.${key}` as BackofficeKey) })}
          confirmLabel={t('backoffice.settings.save')}
          pending={pending}
          onConfirm={(reason) => void confirm(reason)}
          onCancel={() => setAsked(null)}
        >
          <dl className="bo-setting__change">
            <dt>{t('backoffice.settings.history.before')}</dt>
            <dd>
              <code className="bo-setting__value">{shown(entry.value)}</code>
            </dd>
            <dt>{t('backoffice.settings.history.after')}</dt>
            <dd>
              <code className="bo-setting__value">{shown(asked.value)}</code>
            </dd>
          </dl>
        </ReasonDialog>
      )}
    </section>
  );
}
