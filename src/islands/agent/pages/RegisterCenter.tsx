import { useEffect, useState, type FormEvent } from 'react';
import { creatableTypes, type DownlineItem, type RegisterType } from '../../../contract/agent.ts';
import { $session } from '../../../stores/session.ts';
import { getAffiliate, registerDownline } from '../api.ts';
import { useAgentText } from '../i18n.tsx';
import { Field } from '../../member/ui/Field.tsx';
import { Loading } from '../../member/ui/Loading.tsx';
import { Notice } from '../../member/ui/Notice.tsx';
import { useAction } from '../../member/useAction.ts';
import { useLoad } from '../../member/useLoad.ts';

/** The registration link as a QR code, drawn in the browser by the qrcode library loaded with this page. */
function LinkQr({ url, label }: { url: string; label: string }) {
  const [image, setImage] = useState('');
  useEffect(() => {
    let live = true;
    void import('qrcode').then((qr) => qr.toDataURL(url, { margin: 1, width: 160 })).then((data) => live && setImage(data));
    return () => {
      live = false;
    };
  }, [url]);
  return image ? <img className="ac-qr" src={image} width={160} height={160} alt={label} /> : null;
}

/**
 * registerCenter: opens an account directly under the agent (a member, or a sub-agent where the
 * agent's type allows) with the operator's default password, and shows the agent's own link.
 */
export default function RegisterCenter() {
  const t = useAgentText();
  const affiliate = useLoad(getAffiliate);
  const action = useAction();
  const [username, setUsername] = useState('');
  const [email, setEmail] = useState('');
  const [mobileNum, setMobileNum] = useState('');
  const [type, setType] = useState<RegisterType>(0);
  const [created, setCreated] = useState<DownlineItem | undefined>();
  const agentType = Number($session.get().isAgent);
  const types: readonly RegisterType[] = creatableTypes[agentType] ?? [0];

  async function submit(event: FormEvent) {
    event.preventDefault();
    setCreated(undefined);
    const payload = { username: username.trim(), type, ...(email.trim() ? { email: email.trim() } : {}), ...(mobileNum.trim() ? { mobileNum: mobileNum.trim() } : {}) };
    const result = await action.run(payload, () => registerDownline(payload));
    if (result) {
      setCreated(result);
      setUsername('');
      setEmail('');
      setMobileNum('');
    }
  }

  return (
    <div className="mc-stack">
      <form className="mc-form" onSubmit={submit} noValidate>
        <Field label={t('agentCenter.register.username')} error={action.errors.username}>
          <input value={username} onChange={(event) => setUsername(event.target.value)} autoComplete="off" required />
        </Field>
        {types.length > 1 && (
          <Field label={t('agentCenter.register.type')}>
            <select value={type} onChange={(event) => setType(types.find((option) => option === Number(event.target.value)) ?? 0)}>
              {types.map((option) => (
                <option key={option} value={option}>
                  {option === 0 ? t('agentCenter.type.member') : t('agentCenter.type.agent', { type: option })}
                </option>
              ))}
            </select>
          </Field>
        )}
        <Field label={t('agentCenter.register.email')} error={action.errors.email}>
          <input type="email" value={email} onChange={(event) => setEmail(event.target.value)} autoComplete="off" />
        </Field>
        <Field label={t('agentCenter.register.mobileNum')} error={action.errors.mobileNum}>
          <input type="tel" value={mobileNum} onChange={(event) => setMobileNum(event.target.value)} autoComplete="off" />
        </Field>
        <Notice kind="error">{action.message}</Notice>
        {created && <Notice kind="success">{t('agentCenter.register.done', { username: created.username })}</Notice>}
        <button type="submit" className="btn btn--primary" disabled={action.pending}>
          {t('agentCenter.register.submit')}
        </button>
      </form>
      <section aria-labelledby="ac-link">
        <h3 id="ac-link">{t('agentCenter.register.link')}</h3>
        <Loading state={affiliate}>
          {(link) => (
            <div className="ac-link">
              <p>
                {t('agentCenter.register.code')}: <strong>{link.affiliateCode}</strong>
              </p>
              <p>
                <a href={link.registerUrl}>{link.registerUrl}</a>
              </p>
              <LinkQr url={link.registerUrl} label={t('agentCenter.register.qr')} />
            </div>
          )}
        </Loading>
      </section>
    </div>
  );
}
