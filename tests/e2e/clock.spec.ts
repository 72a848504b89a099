import { expect, test } from '@playwright/test';
import { codeLimits } from '../../server/modules/verification/codes.ts';
import { roundAt, roundTimes } from '../../src/rules/scheduled.ts';
import { registerMember } from './support/accounts.ts';
import { skipServerTime } from './support/clock.ts';
import { text } from './support/i18n.ts';
import { codeIn, lastMessageTo } from './support/messages.ts';
import { fund } from './support/money.ts';
import { expectLoggedIn, logIn, openLogin } from './support/session.ts';

/**
 * Flows that wait on the server's clock (a derby round, the SMS resend interval) skip its time
 * instead of sleeping through it. They run in the `clock` project, one after the other before the
 * other specs start, since skipping moves time for everyone on the test server.
 */

test('a bet on a derby round is settled when the round ends', async ({ page, request }) => {
  const member = await registerMember(request, 'derby');
  await fund(request, member.username, 50);
  await logIn(page, 'en', member.username, member.password);
  await page.goto('/game?gameId=90003&vendor=HOUSE_DERBY');
  const game = page.frameLocator('iframe[data-stage-frame]');
  await expect(game.getByRole('heading', { name: 'Tala Derby' })).toBeVisible();

  // Into the next round's betting time, a second after it opens.
  const now = await skipServerTime(request, 0);
  const round = roundTimes('derby', roundAt('derby', now) + 1);
  await skipServerTime(request, round.opensAt.getTime() + 1000 - now.getTime());
  await expect(game.locator('#round-id')).toHaveText(round.code, { timeout: 10_000 });
  await expect(game.locator('#round-phase')).toHaveText('Betting open');
  await game.getByRole('button', { name: 'Meron' }).click();
  await game.getByRole('button', { name: 'Place bet' }).click();
  await expect(game.locator('#round-my-bets')).toContainText('Meron');

  // To the moment the round's result is due: the page's next poll settles and shows it.
  const placed = await skipServerTime(request, 0);
  await skipServerTime(request, round.settlesAt.getTime() - placed.getTime());
  await expect(game.locator('#round-result')).toContainText('You staked', { timeout: 10_000 });
  await expect(game.locator('#round-my-bets')).not.toContainText('open');
});

test.describe('password recovery by phone', () => {
  test.use({ extraHTTPHeaders: { 'x-forwarded-for': '198.51.100.16' } });

  test('a code, a new password, and logged in', async ({ page, request }) => {
    const member = await registerMember(request, 'phone');
    // The registration's code went to this number: the next may go once the resend interval is over.
    await skipServerTime(request, codeLimits.resendSeconds * 1000);
    await page.goto('/');
    const login = await openLogin(page, 'en');
    await login.getByRole('button', { name: text('en', 'account.login.forgot') }).click();
    const forgot = page.getByRole('dialog', { name: text('en', 'account.forgot.title') });
    await forgot.getByRole('tab', { name: text('en', 'account.forgot.tab.phone') }).click();
    await forgot.getByLabel(text('en', 'account.field.mobileNum'), { exact: true }).fill(member.mobileNum);
    const since = Date.now();
    await forgot.getByRole('button', { name: text('en', 'account.sms.send') }).click();
    const code = codeIn(await lastMessageTo(request, member.mobileNum, since));
    await forgot.getByLabel(text('en', 'account.field.verificationCode'), { exact: true }).fill(code);
    await forgot.getByLabel(text('en', 'account.field.newPassword'), { exact: true }).fill('Reset@5678');
    await forgot.getByRole('button', { name: text('en', 'account.forgot.phoneSubmit') }).click();
    await expectLoggedIn(page, 'en', member.username);
  });
});
