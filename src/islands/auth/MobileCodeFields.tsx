import type { SmsButton as SmsButtonMachine } from '../../stores/sms.ts';
import { Field } from './Field.tsx';
import { SmsButton } from './SmsButton.tsx';

interface Props {
  mobileLabel: string;
  codeLabel: string;
  mobileNum: string;
  code: string;
  onMobileNum(value: string): void;
  onCode(value: string): void;
  errors: Record<string, string | undefined>;
  machine: SmsButtonMachine;
  onSend(): void;
}

/** A mobile number with its send-code button, and the code it brings: SMS login and phone recovery alike. */
export function MobileCodeFields({ mobileLabel, codeLabel, mobileNum, code, onMobileNum, onCode, errors, machine, onSend }: Props) {
  return (
    <>
      <Field
        label={mobileLabel}
        type="tel"
        value={mobileNum}
        onValue={onMobileNum}
        error={errors.mobileNum}
        autoComplete="tel"
        maxLength={20}
        addon={<SmsButton machine={machine} onSend={onSend} />}
      />
      <Field label={codeLabel} value={code} onValue={onCode} error={errors.verificationCode} autoComplete="one-time-code" inputMode="numeric" maxLength={6} />
    </>
  );
}
