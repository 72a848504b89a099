import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import { creatableTypes, registerDownlinePayloadSchema, type RegisteredDownline, type RegisterType } from '../../../contract/agent.ts';
import { $session } from '../../../stores/session.ts';
import { getAffiliate, registerDownline } from '../api.ts';
import { fieldMessages } from '../../../ui/form-errors.ts';
import { useText } from '../../../ui/text.tsx';
import { useAgentText } from '../i18n.tsx';
import { CopyButton, ShareButton } from '../../../ui/CopyButton.tsx';
import { Field } from '../../../ui/Field.tsx';
import { LinkQr } from '../../../ui/LinkQr.tsx';
import { Loading } from '../../../ui/Loading.tsx';
import { Notice } from '../../../ui/Notice.tsx';
import { useAction } from '../../../ui/useAction.ts';
import { useLoad } from '../../../ui/useLoad.ts';

const { username, email, mobileNum } = registerDownlinePayloadSchema.shape;

/** The contract's fields the form types; the operator's field rules stay with the server, which words them. */
const downlineSchema = z.object({ username, email, mobileNum, type: z.number() });
type DownlineFields = z.input<typeof downlineSchema>;

/**
 * registerCenter: opens an account directly under the agent (a member, or a sub-agent where the
 * agent's type allows) with the operator's default password, and shows the agent's own link.
 */
export default function RegisterCenter() {
  const t = useAgentText();
  const affiliate = useLoad(getAffiliate);
  const action = useAction();
  const center = useText().t;
  const form = useForm<DownlineFields>({ resolver: zodResolver(downlineSchema), defaultValues: { username: '', email: '', mobileNum: '', type: 0 } });
  const errors = { ...action.errors, ...fieldMessages(form, center) };
  const [created, setCreated] = useState<RegisteredDownline | undefined>();
  const agentType = Number($session.get().isAgent);
  const types: readonly RegisterType[] = creatableTypes[agentType] ?? [0];

  const submit = form.handleSubmit(async (fields) => {
    setCreated(undefined);
    const type = types.find((option) => option === fields.type) ?? 0;
    // An empty contact field is left out: the account simply has none.
    const payload = {
      username: fields.username ?? '',
      type,
      ...(fields.email ? { email: fields.email } : {}),
      ...(fields.mobileNum ? { mobileNum: fields.mobileNum } : {}),
    };
    const result = await action.run(payload, () => registerDownline(payload));
    if (result) {
      setCreated(result);
      form.reset();
    }
  });

  return (
    <div className="mc-stack">
      <form className="mc-form" onSubmit={(event) => void submit(event)} noValidate>
        <Field label={t('agentCenter.register.username')} error={errors.username}>
          <input autoComplete="off" required {...form.register('username')} />
        </Field>
        {types.length > 1 && (
          <Field label={t('agentCenter.register.type')}>
            <select {...form.register('type', { valueAsNumber: true })}>
              {types.map((option) => (
                <option key={option} value={option}>
                  {option === 0 ? t('agentCenter.type.member') : t('agentCenter.type.agent', { type: option })}
                </option>
              ))}
            </select>
          </Field>
        )}
        <Field label={t('agentCenter.register.email')} error={errors.email}>
          <input type="email" autoComplete="off" {...form.register('email')} />
        </Field>
        <Field label={t('agentCenter.register.mobileNum')} error={errors.mobileNum}>
          <input type="tel" autoComplete="off" {...form.register('mobileNum')} />
        </Field>
        <Notice kind="error">{action.message}</Notice>
        <button type="submit" className="btn btn--primary" disabled={action.pending}>
          {t('agentCenter.register.submit')}
        </button>
      </form>
      {created && (
        <section className="mc-notice mc-notice--success" aria-label={t('agentCenter.register.password')} data-created-account>
          <p>{t('agentCenter.register.done', { username: created.username })}</p>
          <p>
            {t('agentCenter.register.password')}: <code data-initial-password>{created.initialPassword}</code>{' '}
            <CopyButton text={created.initialPassword} label={t('agentCenter.register.copyPassword')} />
          </p>
        </section>
      )}
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
              <p>
                <CopyButton text={link.registerUrl} label={t('agentCenter.register.copyLink')} />{' '}
                <ShareButton url={link.registerUrl} title={t('agentCenter.register.link')} label={t('agentCenter.register.share')} />
              </p>
              <LinkQr
                className="ac-qr"
                url={link.registerUrl}
                label={t('agentCenter.register.qr')}
                download={{ name: `register-${link.affiliateCode}.png`, label: t('agentCenter.register.saveQr') }}
              />
            </div>
          )}
        </Loading>
      </section>
    </div>
  );
}
