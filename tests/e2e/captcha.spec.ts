import { expect, test } from '@playwright/test';
import { localizePath, text } from './support/i18n.ts';
import { openLogin, submitPasswordLogin } from './support/session.ts';

// Each test has a client IP of its own, so the failed login that brings up the captcha asks no other
// test for one, and the picture one test asked for does not hold back the next one's (one a second per IP).
test.describe(() => {
  test.use({ extraHTTPHeaders: { 'x-forwarded-for': '198.51.100.41' } });

  test('the captcha is drawn at 240×80, described, and a labelled button brings a new picture', async ({ page }) => {
    const locale = 'tl';
    // Not the home page, whose publicity popup may cover the header.
    await page.goto(localizePath(locale, '/help'));
    const dialog = await openLogin(page, locale);
    await submitPasswordLogin(dialog, locale, 'nocaptcha41', 'Wrong@1234');
    const picture = dialog.getByRole('img', { name: text(locale, 'account.captcha.image') });
    await expect(picture).toBeVisible();
    expect(await picture.evaluate((image: HTMLImageElement) => [image.naturalWidth, image.naturalHeight])).toEqual([240, 80]);
    // Shown at least at the old 120×40, and never wider than the dialog.
    const shown = await picture.boundingBox();
    expect(shown!.width).toBeGreaterThanOrEqual(200);
    const first = await picture.getAttribute('src');

    const refresh = dialog.getByRole('button', { name: text(locale, 'account.captcha.refresh') });
    await expect(refresh).toBeVisible();
    await expect(refresh).toHaveText(text(locale, 'account.captcha.refresh'));
    // New pictures come at most once a second.
    await page.waitForTimeout(1100);
    await refresh.click();
    await expect.poll(() => picture.getAttribute('src')).not.toBe(first);
  });
});

test.describe(() => {
  test.use({ extraHTTPHeaders: { 'x-forwarded-for': '198.51.100.42' } });

  test('the captcha fits a 360 px phone', async ({ page }) => {
    await page.setViewportSize({ width: 360, height: 760 });
    await page.goto('/help');
    const dialog = await openLogin(page, 'en');
    await submitPasswordLogin(dialog, 'en', 'nocaptcha42', 'Wrong@1234');
    const picture = dialog.getByRole('img', { name: text('en', 'account.captcha.image') });
    await expect(picture).toBeVisible();
    const box = await picture.boundingBox();
    const panel = await dialog.boundingBox();
    expect(box!.x + box!.width).toBeLessThanOrEqual(panel!.x + panel!.width);
    await expect(dialog.getByRole('button', { name: text('en', 'account.captcha.refresh') })).toBeInViewport();
  });
});
