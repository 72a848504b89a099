import { atom } from 'nanostores';
import { captchaValueSchema } from '../contract/auth.ts';
import { api, call } from '../lib/api/client.ts';

/** The captcha image as a data URL; empty until one is loaded. */
export const $captchaImage = atom('');

/** A click may ask for a new image at most once a second (SPEC §9). */
export const captchaRefreshGap = 1000;
let lastRequest = Number.NEGATIVE_INFINITY;
/**
 * Loads run one after another: the answer is tied to the browser by the cookie of the last image
 * served, so the image shown must be that last one.
 */
let queue: Promise<void> = Promise.resolve();
let loading = 0;

async function load(): Promise<void> {
  try {
    const png = await call(captchaValueSchema, api().get('wps/captcha', { credentials: 'same-origin' }));
    $captchaImage.set(`data:image/png;base64,${png}`);
  } catch {
    $captchaImage.set('');
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

/** Shows a captcha where none is shown or coming yet (a form that asks for one from the start). */
export function ensureCaptcha(): Promise<void> {
  return $captchaImage.get() || loading > 0 ? queue : enqueue();
}

/**
 * A new captcha. Clicks within a second of the last request are ignored; `force` is for the loads
 * the forms make themselves after a failure, when the image shown has been used up.
 */
export function refreshCaptcha(options: { force?: boolean } = {}): Promise<void> {
  if (!options.force && Date.now() - lastRequest < captchaRefreshGap) return queue;
  return enqueue();
}
