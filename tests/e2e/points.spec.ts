import { expect, test, type Page } from '@playwright/test';
import type { Locale } from '../../src/i18n/locales.ts';
import { registerMember } from './support/accounts.ts';
import { localizePath, text } from './support/i18n.ts';
import { fund, memberIdOf, operator, paymentPassword, prepareWithdrawals, tokenOf } from './support/money.ts';
import { headerBalance, logIn } from './support/session.ts';

/** Digits only ("₱ 1,234.50" -> "123450"), to compare amounts however the language writes them. */
const digits = (shown: string | null) => (shown ?? '').replace(/\D/g, '');
const keychain = { en: 'Lucky keychain', pt: 'Chaveiro da sorte', tl: 'Suwerteng keychain' } as const;

const pointsBalance = (page: Page) => page.getByTestId('points-balance');
/** The section of a list (its table is a region of the same name inside it). */
const history = (page: Page, locale: Locale) => page.getByRole('region', { name: text(locale, 'points.history.title') }).first();
const record = (page: Page, locale: Locale) => page.getByRole('region', { name: text(locale, 'points.record.title') }).first();

async function openMall(page: Page, locale: Locale) {
  await page.goto(localizePath(locale, '/pointMall'));
  await expect(page.getByRole('heading', { level: 2, name: text(locale, 'points.mall.title') })).toBeVisible();
}

async function redeemKeychain(page: Page, locale: Locale, address: string) {
  await page.getByRole('button', { name: text(locale, 'points.mall.chooseItem').replace('{{item}}', keychain[locale]) }).click();
  await page.getByLabel(text(locale, 'points.redeem.address'), { exact: true }).fill(address);
  await page.getByLabel(text(locale, 'center.paymentPassword.label'), { exact: true }).first().fill(paymentPassword);
  await page.getByRole('button', { name: text(locale, 'points.redeem.submit') }).click();
  await expect(page.getByText(text(locale, 'points.redeem.done').replace('{{item}}', keychain[locale]))).toBeVisible();
}

async function convert(page: Page, locale: Locale, points: number, password: string) {
  const form = page.locator('form', { has: page.getByLabel(text(locale, 'points.convert.points'), { exact: true }) });
  await form.getByLabel(text(locale, 'points.convert.points'), { exact: true }).fill(String(points));
  await form.getByLabel(text(locale, 'center.paymentPassword.label'), { exact: true }).fill(password);
  await form.getByRole('button', { name: text(locale, 'points.convert.submit'), exact: true }).click();
  return form;
}

async function redemptionOf(request: Parameters<typeof operator>[0], username: string) {
  const memberId = await memberIdOf(request, username);
  const waiting = await operator<Array<{ id: number; memberId: number; points: number }>>(request, 'get', '/ops/points/redemptions?status=process');
  const mine = waiting.find((redemption) => redemption.memberId === memberId);
  expect(mine).toBeTruthy();
  return mine as { id: number; points: number };
}

test('a member plays, sees the points, redeems an item the operator approves, and converts points to money (en)', async ({ page, request }) => {
  // The whole life of a redemption and a conversion, after a spin: longer than one page's test.
  test.setTimeout(90_000);
  const member = await registerMember(request, 'pts');
  await fund(request, member.username, 500);
  await logIn(page, 'en', member.username, member.password);
  await prepareWithdrawals(request, await tokenOf(page), member.password, 'Juan Dela Cruz');

  // A 200.00 spin on the slot (RNG: 1 point per 1.00 of valid bet) earns 200 points when it settles.
  await page.goto('/game?gameId=90001');
  const game = page.frameLocator('iframe[data-stage-frame]');
  await game.locator('#house-stake').fill('200');
  await game.getByRole('button', { name: 'Spin' }).click();
  await expect(game.locator('#slot-status')).toHaveText(/You won|No win this time|less than your stake|came back/);

  await openMall(page, 'en');
  await expect(pointsBalance(page)).toHaveText('200');
  await expect(record(page, 'en')).toContainText(text('en', 'points.record.type.points-earn'));
  await redeemKeychain(page, 'en', '12 Mabini St, Quezon City');
  await expect(pointsBalance(page)).toHaveText('100');
  await expect(history(page, 'en')).toContainText(text('en', 'points.status.process'));

  const redemption = await redemptionOf(request, member.username);
  expect(redemption.points).toBe(100);
  await operator(request, 'post', `/ops/points/redemptions/${redemption.id}/approve`, { reason: 'shipped by courier', actor: 'e2e' });
  await page.reload();
  await expect(history(page, 'en')).toContainText(text('en', 'points.status.approved'));
  await expect(history(page, 'en')).toContainText('shipped by courier');

  // After the reload the header asks for the balance again: read it once it shows (500 less a 200 stake is never 0).
  await expect(headerBalance(page, 'en')).toHaveText(/[1-9]/);
  const before = digits(await headerBalance(page, 'en').textContent());
  const form = await convert(page, 'en', 100, paymentPassword);
  await expect(form.getByRole('status')).toContainText('₱1.00');
  await expect(pointsBalance(page)).toHaveText('0');
  await expect.poll(async () => Number(digits(await headerBalance(page, 'en').textContent()))).toBe(Number(before) + 100);
  await expect(history(page, 'en')).toContainText(text('en', 'points.type.convert'));
});

test('a redemption the operator rejects gives the points back, with the reason (pt)', async ({ page, request }) => {
  const member = await registerMember(request, 'ptr');
  await logIn(page, 'pt', member.username, member.password);
  await prepareWithdrawals(request, await tokenOf(page), member.password, 'Maria Santos');
  await operator(request, 'post', `/ops/members/${await memberIdOf(request, member.username)}/points`, {
    points: 350,
    reason: 'missão cumprida',
    actor: 'e2e',
  });

  await openMall(page, 'pt');
  await expect(pointsBalance(page)).toHaveText('350');
  await expect(record(page, 'pt')).toContainText(text('pt', 'points.record.type.points-grant'));
  await redeemKeychain(page, 'pt', 'Rua das Flores 10, Lisboa');
  await expect(pointsBalance(page)).toHaveText('250');

  const redemption = await redemptionOf(request, member.username);
  await operator(request, 'post', `/ops/points/redemptions/${redemption.id}/reject`, { reason: 'endereço fora da área de entrega', actor: 'e2e' });
  await page.reload();
  await expect(pointsBalance(page)).toHaveText('350');
  await expect(history(page, 'pt')).toContainText(text('pt', 'points.status.rejected'));
  await expect(history(page, 'pt')).toContainText('endereço fora da área de entrega');
  await expect(record(page, 'pt')).toContainText(text('pt', 'points.record.type.points-refund'));
});

test('a conversion with a wrong payment password moves nothing; the right one moves both balances (tl)', async ({ page, request }) => {
  const member = await registerMember(request, 'ptc');
  await logIn(page, 'tl', member.username, member.password);
  await prepareWithdrawals(request, await tokenOf(page), member.password, 'Jose Rizal');
  await operator(request, 'post', `/ops/members/${await memberIdOf(request, member.username)}/points`, { points: 300, reason: 'promo', actor: 'e2e' });

  await openMall(page, 'tl');
  await expect(pointsBalance(page)).toHaveText('300');
  const form = await convert(page, 'tl', 300, '999999');
  await expect(form.getByRole('alert').first()).toBeVisible();
  await expect(pointsBalance(page)).toHaveText('300');
  await expect(headerBalance(page, 'tl')).toContainText('0.00');

  await convert(page, 'tl', 300, paymentPassword);
  await expect(pointsBalance(page)).toHaveText('0');
  await expect(headerBalance(page, 'tl')).toContainText('3.00');
  await expect(record(page, 'tl')).toContainText(text('tl', 'points.record.type.points-convert'));
});
