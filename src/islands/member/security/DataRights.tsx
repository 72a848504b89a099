import { useState } from 'react';
import type { CloseAccountPayload } from '../../../contract/member.ts';
import { localeTags } from '../../../i18n/locales.ts';
import { closeAccount, downloadMyData } from '../../../lib/api/member.ts';
import { goTo } from '../../../lib/page.ts';
import { $member, $memberIcon } from '../../../stores/member.ts';
import { signOut } from '../../../stores/session.ts';
import { Field } from '../../../ui/Field.tsx';
import { Notice } from '../../../ui/Notice.tsx';
import { useText } from '../../../ui/text.tsx';
import { useAction } from '../../../ui/useAction.ts';

/** Hands a downloaded file to the browser's own download, under the name the server chose. */
function save(blob: Blob, name: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 60_000);
}

/** Download my data: the whole archive, JSON and CSV (data privacy laws' right of access). */
function ExportData() {
  const { t } = useText();
  const action = useAction();
  const download = () =>
    void action.run({}, async () => {
      const archive = await downloadMyData();
      save(archive, `my-data-${new Date().toISOString().slice(0, 10)}.zip`);
      return true;
    });
  return (
    <section aria-labelledby="mc-export">
      <h3 id="mc-export">{t('center.dataRights.title')}</h3>
      <p>{t('center.dataRights.exportIntro')}</p>
      <Notice kind="error">{action.message}</Notice>
      <button type="button" className="btn btn--ghost" onClick={download} disabled={action.pending}>
        {action.pending ? t('center.dataRights.exporting') : t('center.dataRights.export')}
      </button>
    </section>
  );
}

/**
 * Close my account: the password and an optional reason ask for it; the server answers until when
 * it may be confirmed, and only the confirmation closes. Then the member is signed out here too.
 */
function CloseAccount() {
  const { t, locale } = useText();
  const action = useAction();
  const [payload, setPayload] = useState<CloseAccountPayload>({ password: '', reason: '' });
  const [confirmBy, setConfirmBy] = useState<string | null>(null);

  const send = async (confirm: boolean) => {
    const reason = payload.reason?.trim() || undefined;
    const answer = await action.run({ confirm }, () =>
      closeAccount({
        password: payload.password,
        reason,
        ...(confirm ? { confirm: true as const } : {}),
        ...(payload.forfeit ? { forfeit: true as const } : {}),
      }),
    );
    if (!answer) return;
    if (answer.state === 'confirm') {
      setConfirmBy(answer.confirmBy);
      return;
    }
    signOut();
    $member.set(undefined);
    $memberIcon.set('');
    goTo('/');
  };

  return (
    <section aria-labelledby="mc-close">
      <h3 id="mc-close">{t('center.dataRights.closeTitle')}</h3>
      <p>{t('center.dataRights.closeIntro')}</p>
      {confirmBy === null ? (
        <form
          className="mc-form"
          noValidate
          onSubmit={(event) => {
            event.preventDefault();
            void send(false);
          }}
        >
          <Field label={t('center.dataRights.password')} error={action.errors.password}>
            <input
              type="password"
              autoComplete="current-password"
              value={payload.password}
              onChange={(event) => setPayload({ ...payload, password: event.target.value })}
            />
          </Field>
          <Field label={t('center.dataRights.reason')} error={action.errors.reason}>
            <textarea maxLength={500} value={payload.reason ?? ''} onChange={(event) => setPayload({ ...payload, reason: event.target.value })} />
          </Field>
          <label className="mc-check">
            <input
              type="checkbox"
              checked={payload.forfeit === true}
              onChange={(event) => setPayload(event.target.checked ? { ...payload, forfeit: true } : { password: payload.password, reason: payload.reason })}
            />
            {t('center.dataRights.forfeit')}
          </label>
          <Notice kind="error">{action.message}</Notice>
          <button type="submit" className="btn btn--primary" disabled={action.pending || payload.password === ''}>
            {t('center.dataRights.close')}
          </button>
        </form>
      ) : (
        <div role="alertdialog" aria-labelledby="mc-close-confirm" className="mc-form">
          <p id="mc-close-confirm">
            {t('center.dataRights.confirmText', {
              time: new Date(confirmBy).toLocaleTimeString(localeTags[locale], { hour: '2-digit', minute: '2-digit', hour12: false }),
            })}
          </p>
          <Notice kind="error">{action.message}</Notice>
          <button type="button" className="btn btn--primary" onClick={() => void send(true)} disabled={action.pending}>
            {t('center.dataRights.confirm')}
          </button>
          <button
            type="button"
            className="btn btn--ghost"
            onClick={() => {
              setConfirmBy(null);
              setPayload({ password: '', reason: '' });
            }}
          >
            {t('center.dataRights.keep')}
          </button>
        </div>
      )}
    </section>
  );
}

/** The member's data rights in the security center. */
export function DataRights() {
  return (
    <>
      <ExportData />
      <CloseAccount />
    </>
  );
}
