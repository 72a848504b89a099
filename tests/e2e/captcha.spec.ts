import { expect, test, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import type { Locale } from '../../src/i18n/locales.ts';
import { loginLimits } from '../../server/modules/auth/attempts.ts';
import { registerMember } from './support/accounts.ts';
import { watchCaptchas } from './support/captcha.ts';
import { skipServerTime } from './support/clock.ts';
import { localizePath, text } from './support/i18n.ts';
import { expectLoggedIn, openLogin, submitPasswordLogin, untilLanded } from './support/session.ts';

/**
 * The captcha of the login dialog, as a person meets it. The once-a-second limit on new pictures
 * holds on the page and on the server alike; the tests let that second pass on both clocks (the
 * page's through Playwright's clock, the server's through the test server's skip, hence the clock
 * project) instead of waiting it out.
 */
async function aSecondLater(page: Page, request: APIRequestContext): Promise<void> {
  await page.clock.fastForward(1100);
  await skipServerTime(request, 1100);
}

const pictureIn = (dialog: Locator, locale: Locale) => dialog.getByRole('img', { name: text(locale, 'account.captcha.image') });

/** Submits the dialog and waits for the server's answer to the login. */
async function submitted(page: Page, act: () => Promise<void>): Promise<void> {
  const answered = page.waitForResponse((response) => new URL(response.url()).pathname === '/wps/session/login');
  await act();
  await answered;
}

/** Wrong passwords on one account until failures gather there and the dialog asks for the captcha. */
async function failUntilCaptcha(page: Page, dialog: Locator, locale: Locale, username: string): Promise<void> {
  for (let attempt = 1; attempt <= loginLimits.accountCaptchaFailures; attempt++) {
    await submitted(page, () => submitPasswordLogin(dialog, locale, username, 'Wrong@1234'));
    await expect(dialog).toContainText(text(locale, 'error.INVALID_CREDENTIALS'));
    // One failure, or two, ask nothing of a person (a typo behind a shared address, too).
    if (attempt < loginLimits.accountCaptchaFailures) await expect(pictureIn(dialog, locale)).toHaveCount(0);
  }
  await expect(pictureIn(dialog, locale)).toBeVisible();
}

// Each test has a client IP of its own, so one test's failures ask no other test for a captcha.
test.describe(() => {
  test.use({ extraHTTPHeaders: { 'x-forwarded-for': '198.51.100.43' } });

  test('a person types what the picture shows, after a wrong answer too, and is in', async ({ page, request }) => {
    await page.clock.install();
    const captchas = watchCaptchas(page);
    const member = await registerMember(request, 'cap');
    await page.goto('/help');
    const dialog = await openLogin(page, 'en');
    await failUntilCaptcha(page, dialog, 'en', member.username);
    const picture = pictureIn(dialog, 'en');
    const captchaField = dialog.getByLabel(text('en', 'account.field.captcha'), { exact: true });
    const first = await picture.getAttribute('src');

    // A wrong answer: refused, and the used picture makes way for a new one.
    await dialog.getByLabel(text('en', 'account.field.password'), { exact: true }).fill(member.password);
    await captchaField.fill('QQQQ');
    await aSecondLater(page, request);
    await submitted(page, () => dialog.getByRole('button', { name: text('en', 'account.login.submit'), exact: true }).click());
    await expect(dialog).toContainText(text('en', 'error.CAPTCHA_INVALID'));
    await expect.poll(() => picture.getAttribute('src')).not.toBe(first);
    await expect(captchaField).toHaveValue('');

    // What the new picture shows, as the server drew it, typed as a person might: in small letters.
    const answer = await captchas.answerShown(picture, request);
    await captchaField.fill(answer.toLowerCase());
    await untilLanded(page, () => dialog.getByRole('button', { name: text('en', 'account.login.submit'), exact: true }).click());
    await expectLoggedIn(page, 'en');
  });
});

test.describe(() => {
  test.use({ extraHTTPHeaders: { 'x-forwarded-for': '198.51.100.41' } });

  test('the captcha is drawn at 240×80, described, and a labelled button brings a new picture at most once a second', async ({ page, request }) => {
    await page.clock.install();
    const locale = 'tl';
    const loads: string[] = [];
    page.on('request', (call) => {
      if (new URL(call.url()).pathname === '/wps/captcha') loads.push(call.url());
    });
    // Not the home page, whose publicity popup may cover the header.
    await page.goto(localizePath(locale, '/help'));
    const dialog = await openLogin(page, locale);
    await failUntilCaptcha(page, dialog, locale, 'nocaptcha41');
    const picture = pictureIn(dialog, locale);
    expect(await picture.evaluate((image: HTMLImageElement) => [image.naturalWidth, image.naturalHeight])).toEqual([240, 80]);
    // Shown at least at the old 120×40, and never wider than the dialog.
    const shown = await picture.boundingBox();
    expect(shown!.width).toBeGreaterThanOrEqual(200);
    const first = await picture.getAttribute('src');

    const refresh = dialog.getByRole('button', { name: text(locale, 'account.captcha.refresh') });
    await expect(refresh).toBeVisible();
    await expect(refresh).toHaveText(text(locale, 'account.captcha.refresh'));
    // Within the second, a click asks for nothing.
    const before = loads.length;
    await refresh.click();
    expect(loads.length).toBe(before);
    await expect(picture).toHaveAttribute('src', first!);
    await aSecondLater(page, request);
    await refresh.click();
    await expect.poll(() => picture.getAttribute('src')).not.toBe(first);
    expect(loads.length).toBe(before + 1);
  });
});

test.describe(() => {
  test.use({ extraHTTPHeaders: { 'x-forwarded-for': '198.51.100.42' } });

  test('the captcha fits a 360 px phone', async ({ page }) => {
    await page.setViewportSize({ width: 360, height: 760 });
    await page.goto('/help');
    const dialog = await openLogin(page, 'en');
    await failUntilCaptcha(page, dialog, 'en', 'nocaptcha42');
    const picture = pictureIn(dialog, 'en');
    const box = await picture.boundingBox();
    const panel = await dialog.boundingBox();
    expect(box!.x + box!.width).toBeLessThanOrEqual(panel!.x + panel!.width);
    await expect(dialog.getByRole('button', { name: text('en', 'account.captcha.refresh') })).toBeInViewport();
  });
});
