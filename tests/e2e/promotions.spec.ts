import { expect, test } from '@playwright/test';
import { registerMember } from './support/accounts.ts';
import { localizePath, testLocales, text } from './support/i18n.ts';
import { operator } from './support/money.ts';
import { sessionArea, submitPasswordLogin, untilLanded } from './support/session.ts';

// The smallest PNG there is: the server checks an application's images by their bytes.
const png = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=', 'base64');
const day = 86_400_000;

test.describe('promotions: the operator adds one, it shows without a rebuild, a member applies and claims', () => {
  for (const locale of testLocales) {
    test(`in ${locale}`, async ({ page, request }) => {
      // Registration, a login, an upload and four page loads that each fetch the list after the shell.
      test.setTimeout(120_000);
      const code = `e2e-apply-${locale}-${Date.now().toString(36)}`;
      const title = { en: `Lucky slip ${code}`, pt: `Bilhete da sorte ${code}`, tl: `Swerteng slip ${code}` };
      const words = { en: 'Send us your best slip.', pt: 'Envie seu melhor bilhete.', tl: 'Ipadala ang pinakamagandang slip mo.' };
      // The clock project moves the server's time ahead: the window is wide enough to hold it.
      const created = await operator<{ id: number }>(request, 'post', '/ops/promotions', {
        code,
        kind: 'application',
        type: 'DAILY',
        title,
        summary: words,
        body: words,
        rules: { amount: 25, turnover: 0, claimDays: 7 },
        // Ahead of the demo promotions, so it is among the home page's three teasers too.
        sortOrder: -1000,
        startsAt: new Date(Date.now() - 30 * day).toISOString(),
        endsAt: new Date(Date.now() + 400 * day).toISOString(),
        reason: 'browser test',
        actor: 'e2e',
      });

      // A visitor sees it at once, running, and is asked to log in to apply.
      await page.goto(localizePath(locale, '/promotions'));
      const card = page.getByRole('article', { name: title[locale] });
      // The list arrives after the prebuilt shell, through a dynamic import and the API: slow on a busy machine.
      const loaded = { timeout: 30_000 };
      await expect(card).toContainText(text(locale, 'promo.status.joined'), loaded);
      await expect(card.getByRole('button', { name: text(locale, 'promo.loginToJoin') })).toBeVisible();
      const homeTeasers = page.getByRole('region', { name: text(locale, 'home.promotions') });
      await page.goto(localizePath(locale, '/'));
      await expect(homeTeasers.getByRole('link', { name: title[locale] })).toHaveAttribute('href', `${localizePath(locale, '/promotions')}#${code}`, loaded);

      // A member applies with a comment and a picture of the slip.
      const member = await registerMember(request, 'pr');
      // Through the header's login dialog; the header hydrates late on a busy machine.
      await sessionArea(page, locale)
        .getByRole('button', { name: text(locale, 'session.login') })
        .click({ timeout: 30_000 });
      const dialog = page.getByRole('dialog', { name: text(locale, 'account.login.title') });
      await expect(dialog).toBeVisible(loaded);
      // A login ends on the home page (stores/signed-in.ts); the member then comes back.
      await untilLanded(page, () => submitPasswordLogin(dialog, locale, member.username, member.password));
      await expect(page).toHaveURL(new RegExp(`127\\.0\\.0\\.1:\\d+${localizePath(locale, '/')}$`));
      await expect.poll(() => page.evaluate(() => sessionStorage.getItem('token')).catch(() => null), loaded).toMatch(/^[\w-]{43}$/);
      await page.goto(localizePath(locale, '/promotions'));
      await expect(card).toContainText(text(locale, 'promo.status.joined'), loaded);
      await card.getByText(text(locale, 'promo.apply'), { exact: true }).click();
      await card.getByLabel(text(locale, 'promo.commentLabel').replace('{{max}}', '140')).fill('Five legs, all won on Sunday');
      await card.getByLabel(text(locale, 'promo.imagesLabel').replace('{{max}}', '3')).setInputFiles({ name: 'slip.png', mimeType: 'image/png', buffer: png });
      await card.getByRole('button', { name: text(locale, 'promo.applySubmit') }).click();
      await expect(card).toContainText(text(locale, 'promo.status.applying'), loaded);

      // The operator approves: the reward is claimed from the card itself.
      const applications = await operator<{ id: number; username: string; promotionId: number }[]>(
        request,
        'get',
        '/ops/promotion-applications?status=applying',
      );
      const application = applications.find((row) => row.username === member.username && row.promotionId === created.id);
      expect(application).toBeDefined();
      await operator(request, 'post', `/ops/promotion-applications/${application?.id}/approve`, { reason: 'slip checked', actor: 'e2e' });
      await page.reload();
      await expect(card).toContainText(text(locale, 'promo.status.issued'), loaded);
      await card.getByRole('button', { name: text(locale, 'center.rewards.claim') }).click();
      await expect(card).toContainText(text(locale, 'promo.claimedNow'), loaded);
      await expect(card).toContainText(text(locale, 'promo.status.claimed'));

      // Ended by the operator, it leaves the page.
      await operator(request, 'post', `/ops/promotions/${created.id}/end`, { reason: 'browser test over', actor: 'e2e' });
      await page.reload();
      await expect(page.getByRole('article').first()).toBeVisible(loaded);
      await expect(card).toHaveCount(0);
      await page.goto(localizePath(locale, '/'));
      await expect(page.locator('tala-home-promotions[data-live]')).toHaveCount(1, loaded);
      await expect(homeTeasers.getByRole('link', { name: title[locale] })).toHaveCount(0, loaded);
    });
  }
});

test.describe("promotion periods on the operator's calendar", () => {
  const welcome = { en: 'Welcome Bonus on Your First Deposit', pt: 'Bônus de Boas-vindas no Primeiro Depósito' } as const;

  test.describe('read from New York', () => {
    test.use({ timezoneId: 'America/New_York' });
    test('show the days the operator means, and say whose clock they are on', async ({ page }) => {
      // Two page loads, each fetching the list after the shell.
      test.setTimeout(90_000);
      await page.goto(localizePath('en', '/promotions'));
      const dates = page.getByRole('article', { name: welcome.en }).locator('[data-slot="dates"]');
      await expect(dates).toHaveText('Jan 1, 2026 – Dec 31, 2027 (Manila time)', { timeout: 30_000 });
      await page.goto(localizePath('pt', '/promotions'));
      const datesPt = page.getByRole('article', { name: welcome.pt }).locator('[data-slot="dates"]');
      await expect(datesPt).toHaveText('1 de jan. de 2026 – 31 de dez. de 2027 (hora de Manila)', { timeout: 30_000 });
    });
  });

  test('read in Manila, say nothing of the zone', async ({ page }) => {
    await page.goto(localizePath('en', '/promotions'));
    const dates = page.getByRole('article', { name: welcome.en }).locator('[data-slot="dates"]');
    await expect(dates).toHaveText('Jan 1, 2026 – Dec 31, 2027', { timeout: 30_000 });
  });
});
