import { useStore } from '@nanostores/react';
import { useEffect } from 'react';
import { $captchaImage, captchaFreshLeft, ensureCaptcha, refreshCaptcha } from '../../stores/captcha.ts';
import { text } from '../../stores/messages.ts';
import { Field } from './Field.tsx';

interface CaptchaProps {
  value: string;
  onValue: (value: string) => void;
  error?: string;
}

/** The size the server draws at (server/modules/captcha/draw.ts); the page scales it down on narrow screens. */
const drawnWidth = 240;
const drawnHeight = 80;

function RefreshIcon() {
  return (
    <svg
      viewBox="0 0 24 24"
      width="18"
      height="18"
      aria-hidden="true"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      strokeLinecap="round"
      strokeLinejoin="round"
    >
      <path d="M20 11a8 8 0 1 0-2.3 5.7" />
      <path d="M20 4v7h-7" />
    </svg>
  );
}

/**
 * The captcha input, its picture and a labelled button for a new picture (at most one a second).
 * The picture shows capitals: the server takes the answer in any case, and a phone's keyboard starts
 * in capitals to match.
 */
export function Captcha({ value, onValue, error }: CaptchaProps) {
  const image = useStore($captchaImage);
  useEffect(() => {
    void ensureCaptcha();
  }, []);
  // A picture left on the screen is replaced before the server stops taking its answer.
  useEffect(() => {
    if (!image) return;
    const timer = setTimeout(() => void refreshCaptcha({ force: true }), captchaFreshLeft());
    return () => clearTimeout(timer);
  }, [image]);
  return (
    <Field
      label={text('account.field.captcha')}
      value={value}
      onValue={onValue}
      error={error}
      autoComplete="off"
      autoCapitalize="characters"
      spellCheck={false}
      maxLength={12}
      addon={
        <div className="account-captcha">
          {image ? (
            <img className="account-captcha__image" src={image} alt={text('account.captcha.image')} width={drawnWidth} height={drawnHeight} />
          ) : (
            <span className="account-captcha__image" aria-hidden="true" />
          )}
          <button type="button" className="btn btn--ghost account-captcha__refresh" onClick={() => void refreshCaptcha()}>
            <RefreshIcon />
            {text('account.captcha.refresh')}
          </button>
        </div>
      }
    />
  );
}
