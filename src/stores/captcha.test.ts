import { cleanStores } from 'nanostores';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { $captchaImage, captchaFreshFor, captchaFreshLeft, ensureCaptcha, refreshCaptcha } from './captcha.ts';
import { fail, fakeBrowser, ok, route } from './testing/fake-browser.ts';

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

  it('takes a used-up picture away at once, so no one types its answer while the next one loads', async () => {
    $captchaImage.set('data:image/png;base64,dXNlZA==');
    let release: () => void = () => {};
    const answered = new Promise<void>((resolve) => (release = resolve));
    fakeBrowser([route('/wps/captcha', () => ok('bmV4dA=='))]);
    const slow = globalThis.fetch;
    vi.stubGlobal('fetch', async (...args: Parameters<typeof fetch>) => {
      await answered;
      return slow(...args);
    });
    const loaded = refreshCaptcha({ force: true });
    expect($captchaImage.get()).toBe('');
    release();
    await loaded;
    expect($captchaImage.get()).toBe('data:image/png;base64,bmV4dA==');
  });

  it("waits out the server's second once when a form asks again too soon, instead of showing no picture", async () => {
    vi.useFakeTimers({ toFake: ['Date', 'setTimeout'] });
    let served = 0;
    const page = fakeBrowser([route('/wps/captcha', () => (++served === 1 ? fail(429, 'TOO_MANY_REQUESTS') : ok('c2Vjb25k')))]);
    const loaded = refreshCaptcha({ force: true });
    await vi.advanceTimersByTimeAsync(1000);
    await loaded;
    expect(page.calls).toHaveLength(2);
    expect($captchaImage.get()).toBe('data:image/png;base64,c2Vjb25k');
  });

  it('replaces a picture before the server stops taking its answer', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    const page = fakeBrowser([route('/wps/captcha', () => ok('cG5n'))]);
    await refreshCaptcha({ force: true });
    expect(captchaFreshLeft()).toBe(captchaFreshFor);
    await ensureCaptcha();
    expect(page.calls).toHaveLength(1);
    vi.advanceTimersByTime(captchaFreshFor);
    expect(captchaFreshLeft()).toBe(0);
    await ensureCaptcha();
    expect(page.calls).toHaveLength(2);
  });
});
