import { atom } from 'nanostores';
import { captchaLifetimeSeconds, captchaValueSchema } from '../contract/auth.ts';
import { api, call } from '../lib/api/client.ts';
import { isApiFailure } from '../lib/api/failure.ts';

/** The captcha image as a data URL; empty until one is loaded, and while a used one is replaced. */
export const $captchaImage = atom('');

/** A click may ask for a new image at most once a second (SPEC §9); the server holds each address to it too. */
export const captchaRefreshGap = 1000;
/** A picture is replaced this long after it came, before the server stops taking its answer. */
export const captchaFreshFor = (captchaLifetimeSeconds - 15) * 1000;

let lastRequest = Number.NEGATIVE_INFINITY;
let shownAt = Number.NEGATIVE_INFINITY;
/**
 * Loads run one after another: the answer is tied to the browser by the cookie of the last image
 * served, so the image shown must be that last one.
 */
let queue: Promise<void> = Promise.resolve();
let loading = 0;

const pause = (milliseconds: number) => new Promise<void>((resolve) => setTimeout(resolve, milliseconds));

async function load(): Promise<void> {
  for (let attempt = 1; ; attempt++) {
    try {
      const png = await call(captchaValueSchema, api().get('wps/captcha', { credentials: 'same-origin' }));
      shownAt = Date.now();
      $captchaImage.set(`data:image/png;base64,${png}`);
      return;
    } catch (error) {
      // A form's own load right after another picture waits out the server's second, once.
      if (attempt === 1 && isApiFailure(error) && error.code === 'TOO_MANY_REQUESTS') {
        await pause(captchaRefreshGap);
        continue;
      }
      $captchaImage.set('');
      return;
    }
  }
}

function enqueue(): Promise<void> {
  lastRequest = Date.now();
  loading += 1;
  queue = queue.then(load).finally(() => {
    loading -= 1;
  });
  return queue;
}

/** Milliseconds until the picture shown must be replaced; 0 when none is shown or it is due. */
export function captchaFreshLeft(): number {
  return $captchaImage.get() ? Math.max(0, shownAt + captchaFreshFor - Date.now()) : 0;
}

/** Shows a captcha where none is shown, fresh, or coming yet (a form that asks for one from the start). */
export function ensureCaptcha(): Promise<void> {
  return loading > 0 || captchaFreshLeft() > 0 ? queue : enqueue();
}

/**
 * A new captcha. Clicks within a second of the last request are ignored; `force` is for the loads
 * the forms make themselves after a failure: the image shown has been used up, so it goes at once,
 * and no one types its answer while the next one loads.
 */
export function refreshCaptcha(options: { force?: boolean } = {}): Promise<void> {
  if (!options.force && Date.now() - lastRequest < captchaRefreshGap) return queue;
  if (options.force) $captchaImage.set('');
  return enqueue();
}
