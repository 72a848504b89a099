import { useStore } from '@nanostores/react';
import { useEffect } from 'react';
import { useForm } from 'react-hook-form';
import { oidcProviders, oidcStartPath } from '../../contract/auth.ts';
import { pageLocale } from '../../lib/page.ts';
import { rememberedUsername } from '../../lib/remember.ts';
import { $login, loginSms, loginWithCode, loginWithPassword, playFree, resetLogin, sendLoginCode, setLoginTab, type LoginTab } from '../../stores/login.ts';
import { text } from '../../stores/messages.ts';
import { $modalIntent, closeModal, openModal } from '../../stores/modal.ts';
import { $features, $status } from '../../stores/status.ts';
import { Captcha } from './Captcha.tsx';
import { Check, Field } from './Field.tsx';
import { MobileCodeFields } from './MobileCodeFields.tsx';
import { FormEnd } from './FormEnd.tsx';
import { LoginVerify } from './LoginVerify.tsx';
import { Modal } from './Modal.tsx';
import { submitWith } from './submit.ts';
import { Tabs } from './Tabs.tsx';

interface LoginFields {
  username: string;
  password: string;
  remember: boolean;
  mobileNum: string;
  code: string;
  captcha: string;
}

/** loginPopupModal (SPEC §2): password or SMS code, free play, recovery and register links, Google and Facebook. */
export default function LoginDialog() {
  const form = useStore($login);
  const features = useStore($features);
  const status = useStore($status);
  const intent = useStore($modalIntent);
  // The fields' values live in react-hook-form; the store checks them with the operator's rules and sends them.
  const fields = useForm<LoginFields>({ defaultValues: { username: rememberedUsername(), password: '', remember: true, mobileNum: '', code: '', captcha: '' } });
  const { username, password, remember, mobileNum, code, captcha } = fields.watch();
  const typed = (name: Exclude<keyof LoginFields, 'remember'>) => (value: string) => fields.setValue(name, value);
  const setUsername = typed('username');
  const setPassword = typed('password');
  const setRemember = (value: boolean) => fields.setValue('remember', value);
  const setMobileNum = typed('mobileNum');
  const setCode = typed('code');
  const setCaptcha = typed('captcha');

  // A dialog starts clean the next time it opens; state set before it mounted (a sign-in return) is kept.
  useEffect(() => resetLogin, []);

  // Every try uses up the captcha: its input empties when a new image comes.
  useEffect(() => {
    if (!form.busy) fields.setValue('captcha', '');
  }, [form.busy, fields]);

  const agentSite = intent.site === 'agent';
  const tabs: { id: LoginTab; label: string }[] = [{ id: 'password', label: text('account.login.tab.password') }];
  if (features.MOBILEVERCODELOGIN3) tabs.push({ id: 'sms', label: text('account.login.tab.sms') });
  const tab = tabs.some((entry) => entry.id === form.tab) ? form.tab : 'password';
  const providers = oidcProviders.filter((provider) => status?.info.signIn[provider] && !agentSite);

  const submit = submitWith(() =>
    tab === 'password' ? loginWithPassword({ username, password, captcha, remember }) : loginWithCode({ mobileNum, verificationCode: code, captcha }),
  );

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
              <Field label={text('account.field.username')} value={username} onValue={setUsername} error={form.errors.username} autoComplete="username" autoCapitalize="off" spellCheck={false} maxLength={64} />
              <Field label={text('account.field.password')} type="password" value={password} onValue={setPassword} error={form.errors.password} autoComplete="current-password" maxLength={128} />
            </>
          ) : (
            <>
              <MobileCodeFields
                mobileLabel={text('account.field.mobileNum')}
                codeLabel={text('account.field.verificationCode')}
                mobileNum={mobileNum}
                code={code}
                onMobileNum={setMobileNum}
                onCode={setCode}
                errors={form.errors}
                machine={loginSms}
                onSend={() => void sendLoginCode(mobileNum)}
              />
            </>
          )}
          {form.captcha && <Captcha value={captcha} onValue={setCaptcha} error={form.errors.captcha} />}
          {tab === 'password' && <Check label={text('account.login.remember')} checked={remember} onChecked={setRemember} />}
          <FormEnd busy={form.busy} message={form.message} submit={text('account.login.submit')} />
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
            <a key={provider} className={`btn btn--ghost account-provider account-provider--${provider}`} href={`${oidcStartPath(provider)}?lang=${pageLocale()}`}>
              {text(`signin.${provider}`)}
            </a>
          ))}
        </div>
      )}
    </Modal>
  );
}
