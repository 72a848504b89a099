import { zodResolver } from '@hookform/resolvers/zod';
import { useStore } from '@nanostores/react';
import { useEffect, useMemo } from 'react';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import { loginPayloadSchema, oidcProviders, oidcStartPath } from '../../contract/auth.ts';
import { isPhoneLoginOn } from '../../contract/system.ts';
import { checkCode, checkMobile, requireValue } from '../../stores/checks.ts';
import { pageLocale } from '../../lib/page.ts';
import { rememberedUsername } from '../../lib/remember.ts';
import {
  $login,
  loginSms,
  loginWithCode,
  loginWithPassword,
  playFree,
  resetLogin,
  sendLoginCode,
  setLoginTab,
  signInToAgentSite,
  type LoginTab,
} from '../../stores/login.ts';
import { text } from '../../stores/messages.ts';
import { $modalIntent, closeModal, openModal } from '../../stores/modal.ts';
import { $features, $status } from '../../stores/status.ts';
import { Captcha } from './Captcha.tsx';
import { Check, Field } from './Field.tsx';
import { bind, dialogErrors, ruled } from './form-fields.ts';
import { MobileCodeFields } from './MobileCodeFields.tsx';
import { FormEnd } from './FormEnd.tsx';
import { LoginVerify } from './LoginVerify.tsx';
import { Modal } from './Modal.tsx';
import { submitWith } from './submit.ts';
import { Tabs } from './Tabs.tsx';

interface PasswordFields {
  username: string;
  password: string;
  remember: boolean;
  captcha: string;
}

interface CodeFields {
  mobileNum: string;
  code: string;
  captcha: string;
}

const [byNameWire, byCodeWire] = loginPayloadSchema.options;
const captchaWire = z.string().trim().max(12);

/** loginPopupModal (SPEC §2): password or SMS code, free play, recovery and register links, Google and Facebook. */
export default function LoginDialog() {
  const form = useStore($login);
  const features = useStore($features);
  const status = useStore($status);
  const intent = useStore($modalIntent);
  // The fields live in react-hook-form, checked with the operator's rules and the login call's own
  // schema (the captcha only once the server asks for it); the store checks again and sends them.
  const schemas = useMemo(() => {
    const rules = status?.info.register ?? [];
    const captcha = form.captcha ? ruled(requireValue, captchaWire) : captchaWire;
    return {
      byName: z.object({
        username: ruled(requireValue, byNameWire.shape.username),
        password: ruled(requireValue, byNameWire.shape.password),
        remember: z.boolean(),
        captcha,
      }),
      byCode: z.object({
        mobileNum: ruled((value) => checkMobile(rules, value), byCodeWire.shape.mobileNum),
        code: ruled(checkCode, byCodeWire.shape.verificationCode),
        captcha,
      }),
    };
  }, [status, form.captcha]);
  const byName = useForm<PasswordFields>({
    resolver: zodResolver(schemas.byName),
    defaultValues: { username: rememberedUsername(), password: '', remember: true, captcha: '' },
  });
  const byCode = useForm<CodeFields>({ resolver: zodResolver(schemas.byCode), defaultValues: { mobileNum: '', code: '', captcha: '' } });

  // A dialog starts clean the next time it opens; state set before it mounted (a sign-in return) is kept.
  useEffect(() => resetLogin, []);

  // Every try uses up the captcha: its input empties when a new image comes.
  useEffect(() => {
    if (form.busy) return;
    byName.setValue('captcha', '');
    byCode.setValue('captcha', '');
  }, [form.busy, byName, byCode]);

  const agentSite = intent.site === 'agent';
  const tabs: { id: LoginTab; label: string }[] = [{ id: 'password', label: text('account.login.tab.password') }];
  if (isPhoneLoginOn((modId) => features[modId])) tabs.push({ id: 'sms', label: text('account.login.tab.sms') });
  const tab = tabs.some((entry) => entry.id === form.tab) ? form.tab : 'password';
  const providers = oidcProviders.filter((provider) => status?.info.signIn[provider] && !agentSite);

  const submit = submitWith(
    tab === 'password'
      ? byName.handleSubmit((values) => loginWithPassword(values))
      : byCode.handleSubmit((values) => loginWithCode({ mobileNum: values.mobileNum, verificationCode: values.code, captcha: values.captcha })),
  );
  const errors = dialogErrors(tab === 'password' ? byName.formState.errors : byCode.formState.errors, form.errors);
  const mobile = bind(byCode, 'mobileNum');
  const code = bind(byCode, 'code');
  const captcha = tab === 'password' ? bind(byName, 'captcha') : bind(byCode, 'captcha');

  const title = text(agentSite ? 'account.login.agentTitle' : 'account.login.title');
  if (form.verification) {
    return (
      <Modal key="verify" title={text('account.verify.title')} onClose={closeModal}>
        <LoginVerify />
      </Modal>
    );
  }

  return (
    <Modal key="login" title={title} onClose={closeModal}>
      <Tabs label={text('account.login.tabs')} tabs={tabs} selected={tab} onSelect={setLoginTab}>
        <form className="account-form" noValidate onSubmit={submit}>
          {tab === 'password' ? (
            <>
              <Field
                label={text('account.field.username')}
                {...bind(byName, 'username')}
                error={errors.username}
                autoComplete="username"
                autoCapitalize="off"
                spellCheck={false}
                maxLength={64}
              />
              <Field
                label={text('account.field.password')}
                type="password"
                {...bind(byName, 'password')}
                error={errors.password}
                autoComplete="current-password"
                maxLength={128}
              />
            </>
          ) : (
            <>
              <MobileCodeFields
                mobileLabel={text('account.field.mobileNum')}
                codeLabel={text('account.field.verificationCode')}
                mobileNum={mobile.value}
                code={code.value}
                onMobileNum={mobile.onValue}
                onCode={code.onValue}
                errors={errors}
                machine={loginSms}
                onSend={() => void sendLoginCode(mobile.value)}
              />
            </>
          )}
          {form.captcha && <Captcha value={captcha.value} onValue={captcha.onValue} error={errors.captcha} />}
          {tab === 'password' && (
            <Check label={text('account.login.remember')} checked={byName.watch('remember')} onChecked={(value) => byName.setValue('remember', value)} />
          )}
          <FormEnd busy={form.busy} message={form.message} submit={text('account.login.submit')} />
          {form.agentOffer && (
            <button type="button" className="btn btn--primary account-wide" disabled={form.busy} onClick={() => void signInToAgentSite()}>
              {text('account.login.toAgentSite')}
            </button>
          )}
        </form>
      </Tabs>
      <div className="account-links">
        <button type="button" className="account-link" onClick={() => openModal('forgetPass')}>
          {text('account.login.forgot')}
        </button>
        {!agentSite && (
          <span>
            {text('account.login.noAccount')}{' '}
            <button type="button" className="account-link" onClick={() => openModal('register')}>
              {text('account.login.register')}
            </button>
          </span>
        )}
      </div>
      {features.FREEPLAY3 && !agentSite && (
        <button type="button" className="btn btn--ghost account-wide" disabled={form.busy} onClick={() => void playFree()}>
          {text('account.login.freeplay')}
        </button>
      )}
      {providers.length > 0 && (
        <div className="account-providers">
          <p>{text('account.login.others')}</p>
          {providers.map((provider) => (
            <a
              key={provider}
              className={`btn btn--ghost account-provider account-provider--${provider}`}
              href={`${oidcStartPath(provider)}?lang=${pageLocale()}`}
            >
              {text(`signin.${provider}`)}
            </a>
          ))}
        </div>
      )}
    </Modal>
  );
}
