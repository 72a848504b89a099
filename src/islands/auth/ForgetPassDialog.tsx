import { zodResolver } from '@hookform/resolvers/zod';
import { useStore } from '@nanostores/react';
import { useEffect, useMemo } from 'react';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import { forgotByEmailSchema, forgotByPhoneSchema } from '../../contract/auth.ts';
import { checkCode, checkEmail, checkMobile, checkPassword, requireValue } from '../../stores/checks.ts';
import { text } from '../../stores/messages.ts';
import { closeModal } from '../../stores/modal.ts';
import {
  $recovery,
  recoverByEmail,
  recoverByPhone,
  recoverySms,
  resetRecovery,
  sendResetCode,
  setRecoveryTab,
  type EmailRecovery,
  type PhoneRecovery,
  type RecoveryTab,
} from '../../stores/recovery.ts';
import { $features, $status } from '../../stores/status.ts';
import { Field } from './Field.tsx';
import { bind, dialogErrors, ruled } from './form-fields.ts';
import { MobileCodeFields } from './MobileCodeFields.tsx';
import { FormEnd } from './FormEnd.tsx';
import { Modal } from './Modal.tsx';
import { submitWith } from './submit.ts';
import { Tabs } from './Tabs.tsx';

/** forgetPassModal (SPEC §2): a new password by e-mail, or set one with a code sent to the phone (CHNGPASSVERIF3). */
export default function ForgetPassDialog() {
  const form = useStore($recovery);
  const features = useStore($features);
  const status = useStore($status);
  const schemas = useMemo(() => {
    const rules = status?.info.register ?? [];
    const email = forgotByEmailSchema.shape;
    const phone = forgotByPhoneSchema.shape;
    return {
      email: z.object({ username: ruled(requireValue, email.username), email: ruled(checkEmail, email.email) }),
      phone: z.object({
        mobileNum: ruled((value) => checkMobile(rules, value), phone.mobileNum),
        verificationCode: ruled(checkCode, phone.verificationCode),
        newPassword: ruled((value) => checkPassword(rules, value), phone.newPassword),
      }),
    };
  }, [status]);
  const byEmail = useForm<EmailRecovery>({ resolver: zodResolver(schemas.email), defaultValues: { username: '', email: '' } });
  const byPhone = useForm<PhoneRecovery>({ resolver: zodResolver(schemas.phone), defaultValues: { mobileNum: '', verificationCode: '', newPassword: '' } });

  // A dialog starts clean the next time it opens; state set before it mounted (a sign-in return) is kept.
  useEffect(() => resetRecovery, []);

  const tabs: { id: RecoveryTab; label: string }[] = [{ id: 'email', label: text('account.forgot.tab.email') }];
  if (features.CHNGPASSVERIF3) tabs.push({ id: 'phone', label: text('account.forgot.tab.phone') });
  const tab = tabs.some((entry) => entry.id === form.tab) ? form.tab : 'email';

  if (form.sent) {
    return (
      <Modal key="sent" title={text('account.forgot.title')} size="dialog" onClose={closeModal}>
        <p className="dialog__message" role="status">
          {text('account.message.in_been_out')}
        </p>
        <div className="dialog__actions">
          <button type="button" className="btn btn--primary" onClick={closeModal}>
            {text('account.ok')}
          </button>
        </div>
      </Modal>
    );
  }

  // The store checks the same rules again and owns the call.
  const submit = submitWith(
    tab === 'email' ? byEmail.handleSubmit((values) => recoverByEmail(values)) : byPhone.handleSubmit((values) => recoverByPhone(values)),
  );
  const errors = dialogErrors(tab === 'email' ? byEmail.formState.errors : byPhone.formState.errors, form.errors);
  const mobile = bind(byPhone, 'mobileNum');
  const code = bind(byPhone, 'verificationCode');

  return (
    <Modal key="form" title={text('account.forgot.title')} onClose={closeModal}>
      <Tabs label={text('account.forgot.tabs')} tabs={tabs} selected={tab} onSelect={setRecoveryTab}>
        <form className="account-form" noValidate onSubmit={submit}>
          {tab === 'email' ? (
            <>
              <p className="account-lead">{text('account.forgot.emailLead')}</p>
              <Field
                label={text('account.field.username')}
                {...bind(byEmail, 'username')}
                error={errors.username}
                autoComplete="username"
                autoCapitalize="off"
                maxLength={64}
              />
              <Field label={text('account.field.email')} type="email" {...bind(byEmail, 'email')} error={errors.email} autoComplete="email" maxLength={120} />
              <FormEnd busy={form.busy} message={form.message} submit={text('account.forgot.submit')} />
            </>
          ) : (
            <>
              <p className="account-lead">{text('account.forgot.phoneLead')}</p>
              <MobileCodeFields
                mobileLabel={text('account.field.mobileNum')}
                codeLabel={text('account.field.verificationCode')}
                mobileNum={mobile.value}
                code={code.value}
                onMobileNum={mobile.onValue}
                onCode={code.onValue}
                errors={errors}
                machine={recoverySms}
                onSend={() => void sendResetCode(mobile.value)}
              />
              <Field
                label={text('account.field.newPassword')}
                type="password"
                {...bind(byPhone, 'newPassword')}
                error={errors.newPassword}
                autoComplete="new-password"
                maxLength={128}
              />
              <FormEnd busy={form.busy} message={form.message} submit={text('account.forgot.phoneSubmit')} />
            </>
          )}
        </form>
      </Tabs>
    </Modal>
  );
}
