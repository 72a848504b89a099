import { useStore } from '@nanostores/react';
import { useEffect } from 'react';
import { $captchaImage, ensureCaptcha, refreshCaptcha } from '../../stores/captcha.ts';
import { text } from '../../stores/messages.ts';
import { Field } from './Field.tsx';

interface CaptchaProps {
  value: string;
  onValue: (value: string) => void;
  error?: string;
}

/** The captcha input and its image; selecting the image asks for a new one (at most once a second). */
export function Captcha({ value, onValue, error }: CaptchaProps) {
  const image = useStore($captchaImage);
  useEffect(() => {
    void ensureCaptcha();
  }, []);
  return (
    <Field
      label={text('account.field.captcha')}
      value={value}
      onValue={onValue}
      error={error}
      autoComplete="off"
      autoCapitalize="off"
      spellCheck={false}
      maxLength={12}
      addon={
        <button type="button" className="account-captcha" aria-label={text('account.captcha.image')} onClick={() => void refreshCaptcha()}>
          {image && <img src={image} alt="" width={120} height={40} />}
        </button>
      }
    />
  );
}
