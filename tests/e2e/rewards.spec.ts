import { expect, test } from '@playwright/test';
import { registerMember, freshUsername } from './support/accounts.ts';
import { localizePath, testLocales, text } from './support/i18n.ts';
import { operator, tokenOf } from './support/money.ts';
import { expectLoggedIn } from './support/session.ts';

const welcomeTitle = {
  en: 'Welcome Bonus on Your First Deposit',
  pt: 'Bônus de Boas-vindas no Primeiro Depósito',
  tl: 'Welcome Bonus sa Unang Deposito',
} as const;
const depositTitle = { en: 'Deposit 1,000 this week', pt: 'Deposite 1.000 nesta semana', tl: 'Magdeposito ng 1,000 ngayong linggo' } as const;

test.describe('rewards: invited, the welcome bonus offered and declined, a mission claimed from the reward center', () => {
  for (const locale of testLocales) {
    test(`in ${locale}`, async ({ page, request }) => {
      // A friend already playing invites the new member with their link.
      const inviter = await registerMember(request, 'inv', { login: true });
      const referral = await request.get('/wps/referral', { headers: { authorization: `Bearer ${inviter.token}` } });
      expect(referral.status(), await referral.text()).toBe(200);
      const { code, link } = (await referral.json()).value as { code: string; link: string };
      expect(link).toContain(`/register?ref=${code}`);

      const username = freshUsername('rw');
      await page.goto(`${localizePath(locale, '/register')}?ref=${code}`);
      const dialog = page.getByRole('dialog', { name: text(locale, 'account.register.title') });
      await expect(dialog.getByLabel(text(locale, 'account.field.referralCode'), { exact: true })).toHaveValue(code);
      await dialog.getByLabel(text(locale, 'account.field.username'), { exact: true }).fill(username);
      await dialog.getByLabel(text(locale, 'account.field.password'), { exact: true }).fill('Start@1234');
      await dialog.getByLabel(text(locale, 'account.field.confirmPassword'), { exact: true }).fill('Start@1234');
      await dialog.getByLabel(text(locale, 'account.register.consent')).check();
      await dialog.getByRole('button', { name: text(locale, 'account.register.submit') }).click();
      // Registering logs in and reloads the page; its header hydrates late on a busy machine.
      await expect.poll(() => page.evaluate(() => sessionStorage.getItem('token')).catch(() => null), { timeout: 30_000 }).toMatch(/^[\w-]{43}$/);
      await expect(page.getByRole('dialog', { name: text(locale, 'account.register.title') })).toBeHidden({ timeout: 30_000 });
      await expectLoggedIn(page, locale, username);

      // The first deposit, approved by the operator, chose no bonus: the Welcome Bonus is offered in the reward center.
      const headers = { authorization: `Bearer ${await tokenOf(page)}` };
      const channels = (await (await request.get('/wps/deposit/channels', { headers })).json()).value as { id: number }[];
      const filed = await request.post('/wps/deposit/requests', {
        headers,
        multipart: { channelId: String(channels[0]?.id), amount: '1000', reference: `RW-${username}`, idempotencyKey: crypto.randomUUID() },
      });
      expect(filed.status(), await filed.text()).toBe(200);
      await operator(request, 'post', `/ops/deposits/${(await filed.json()).value.id}/approve`, { reason: 'seen on statement', actor: 'e2e' });

      await page.goto(`${localizePath(locale, '/member')}#rewardCenter`);
      // The member center is an island that hydrates after the page: its first load may take a while on a busy machine.
      const offer = page.locator('li.mc-reward', { hasText: welcomeTitle[locale] });
      await expect(offer).toContainText(text(locale, 'center.rewards.until'), { timeout: 30_000 });
      // Its terms ask for a verified mobile, which a member registered without an SMS code lacks: the claim says so.
      await offer.getByRole('button', { name: text(locale, 'center.rewards.claim') }).click();
      await expect(offer).toContainText(text(locale, 'bonus.condition.verifiedMobile'));
      await offer.getByRole('button', { name: text(locale, 'center.rewards.decline') }).click();
      await expect(page.locator('li.mc-reward', { hasText: welcomeTitle[locale] })).toContainText(text(locale, 'center.rewards.declined'));

      // The week's deposit mission is done: the badge counts it, the reward center pays it once.
      await page.goto(`${localizePath(locale, '/member')}#missionLeaderboard`);
      const mission = page.locator('li', { hasText: depositTitle[locale] });
      await expect(mission).toContainText(text(locale, 'center.missions.state.ready'));
      await expect(page.getByLabel(text(locale, 'center.missions.badge').replace('{{count}}', '1'))).toBeVisible();
      await mission.getByRole('link', { name: text(locale, 'center.missions.claim') }).click();
      const reward = page.locator('li.mc-reward', { hasText: depositTitle[locale] });
      await reward.getByRole('button', { name: text(locale, 'center.rewards.claim') }).click();
      await expect(reward).toContainText(text(locale, 'center.rewards.claimed'));
      await expect(page.getByLabel(text(locale, 'center.missions.badge').replace('{{count}}', '1'))).toBeHidden();
    });
  }
});
