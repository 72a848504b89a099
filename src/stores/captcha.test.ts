import { cleanStores } from 'nanostores';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { $captchaImage, ensureCaptcha, refreshCaptcha } from './captcha.ts';
import { fakeBrowser, ok, route } from './testing/fake-browser.ts';

afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
  cleanStores($captchaImage);
});

describe('the captcha image (SPEC §2, §9)', () => {
  it('refreshes on click at most once a second; the forms force a fresh one after a failure', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    let served = 0;
    const page = fakeBrowser([route('/wps/captcha', () => ok(btoa(`png-${++served}`)))]);
    await refreshCaptcha();
    await refreshCaptcha();
    expect(page.calls).toHaveLength(1);
    vi.advanceTimersByTime(1000);
    await refreshCaptcha();
    expect(page.calls).toHaveLength(2);
    await refreshCaptcha({ force: true });
    expect(page.calls).toHaveLength(3);
    expect($captchaImage.get()).toBe(`data:image/png;base64,${btoa('png-3')}`);
  });

  it('a form that opens with a captcha loads one only when none is shown or coming', async () => {
    $captchaImage.set('');
    const page = fakeBrowser([route('/wps/captcha', () => ok('cG5n'))]);
    await Promise.all([ensureCaptcha(), ensureCaptcha()]);
    await ensureCaptcha();
    expect(page.calls).toHaveLength(1);
  });
});
