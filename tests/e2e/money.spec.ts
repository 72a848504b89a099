import { expect, test, type Page } from '@playwright/test';
import type { Locale } from '../../src/i18n/locales.ts';
import { dayIn } from '../../src/lib/date-range.ts';
import { registerMember } from './support/accounts.ts';
import { localizePath, text } from './support/i18n.ts';
import { fund, memberIdOf, operator, paymentPassword, prepareWithdrawals, proofPng, tokenOf } from './support/money.ts';
import { headerBalance, logIn } from './support/session.ts';

async function openCenterPage(page: Page, locale: Locale, id: string, entryKey: Parameters<typeof text>[1]) {
  await page.goto(`${localizePath(locale, '/member')}#${id}`);
  await expect(page.getByRole('heading', { level: 2, name: text(locale, entryKey) })).toBeVisible();
}

test('a deposit opted into the welcome bonus is filed and approved, the header follows, and the bonus is forfeited (pt)', async ({ page, request }) => {
  const member = await registerMember(request, 'dep');
  await logIn(page, 'pt', member.username, member.password);
  await expect(headerBalance(page, 'pt')).toContainText('0,00');
  await openCenterPage(page, 'pt', 'depositv2', 'member.entry.depositv2');
  await page.getByLabel(text('pt', 'center.deposit.channel')).selectOption({ index: 1 });
  await page.getByLabel(text('pt', 'center.amount.label'), { exact: true }).fill('1500');
  await page.getByLabel(text('pt', 'center.deposit.reference'), { exact: true }).fill('REF-778899');
  // "No bonus" is chosen until the member picks one; the member's mobile was proved at registration.
  const bonus = page.getByLabel(text('pt', 'center.deposit.bonus.label'), { exact: true });
  await expect(bonus).toHaveValue('0');
  await expect(bonus.locator('option', { hasText: 'Bônus de Boas-vindas no Primeiro Depósito' })).toHaveCount(1);
  await bonus.selectOption((await bonus.locator('option', { hasText: 'Bônus de Boas-vindas' }).getAttribute('value')) ?? '');
  await page.getByRole('button', { name: text('pt', 'center.deposit.submit') }).click();
  await expect(page.getByText(text('pt', 'center.deposit.filed'))).toBeVisible();
  const deposits = page.getByRole('region', { name: text('pt', 'center.deposit.list') });
  await expect(deposits.getByRole('listitem').filter({ hasText: 'REF-778899' })).toContainText(text('pt', 'center.deposit.status.pending'));

  const memberId = await memberIdOf(request, member.username);
  const pending = await operator<Array<{ id: number; memberId: number; amount: number }>>(request, 'get', '/ops/deposits?status=pending');
  const mine = pending.find((deposit) => deposit.memberId === memberId);
  expect(mine?.amount).toBe(1500);
  await operator(request, 'post', `/ops/deposits/${mine?.id}/approve`, { reason: 'payment seen on the bank statement', actor: 'e2e' });

  // The demo Welcome Bonus adds 50% of a first deposit: 1.500 + 750. The member comes back to the
  // page (the approval happened elsewhere) and the header follows without the refresh button.
  await page.evaluate(() => window.dispatchEvent(new Event('focus')));
  await expect(headerBalance(page, 'pt')).toContainText('2.250,00');

  // Forfeited from the reward center after a confirmation: the bonus goes back, the deposit stays.
  await openCenterPage(page, 'pt', 'rewardCenter', 'member.entry.rewardCenter');
  const paid = page.locator('li.mc-reward', { hasText: 'Bônus de Boas-vindas no Primeiro Depósito' });
  await paid.getByRole('button', { name: text('pt', 'center.rewards.forfeit') }).click();
  const confirm = paid.getByRole('alertdialog');
  await expect(confirm).toContainText(text('pt', 'center.rewards.forfeitConfirm'));
  await confirm.getByRole('button', { name: text('pt', 'center.rewards.forfeit') }).click();
  await expect(page.locator('li.mc-reward', { hasText: 'Bônus de Boas-vindas no Primeiro Depósito' })).toContainText(text('pt', 'center.rewards.forfeited'));
  await expect(headerBalance(page, 'pt')).toContainText('1.500,00');
});

test('a withdrawal is requested, approved and paid, and the member confirms it received (en)', async ({ page, request }) => {
  const member = await registerMember(request, 'wd');
  await fund(request, member.username, 2000);
  await logIn(page, 'en', member.username, member.password);
  await prepareWithdrawals(request, await tokenOf(page), member.password, 'Juan Dela Cruz');
  await openCenterPage(page, 'en', 'withdraw', 'member.entry.withdraw');
  await page.getByLabel(text('en', 'center.amount.label'), { exact: true }).fill('750.50');
  await page.getByLabel(text('en', 'center.paymentPassword.label'), { exact: true }).fill(paymentPassword);
  await page.getByRole('button', { name: text('en', 'center.withdraw.submit'), exact: true }).click();
  await expect(page.getByText(text('en', 'center.withdraw.requested'))).toBeVisible();
  await expect(headerBalance(page, 'en')).toContainText('1,249.50');

  const memberId = await memberIdOf(request, member.username);
  const withdrawals = await operator<Array<{ id: number; memberId: number }>>(request, 'get', '/ops/withdrawals');
  const mine = withdrawals.find((withdrawal) => withdrawal.memberId === memberId);
  await operator(request, 'post', `/ops/withdrawals/${mine?.id}/approve`, { reason: 'checks passed', actor: 'e2e' });
  await operator(request, 'post', `/ops/withdrawals/${mine?.id}/pay`, { reason: 'sent by bank transfer', actor: 'e2e' });

  await page.reload();
  await expect(page.getByText(text('en', 'center.withdraw.status.paid'), { exact: true })).toBeVisible();
  await page.getByRole('button', { name: text('en', 'center.withdraw.received'), exact: true }).click();
  await expect(page.getByText(text('en', 'center.withdraw.status.received'), { exact: true })).toBeVisible();
});

test('a paid withdrawal reported not received carries the proof images (en)', async ({ page, request }) => {
  const member = await registerMember(request, 'nr');
  await fund(request, member.username, 900);
  await logIn(page, 'en', member.username, member.password);
  await prepareWithdrawals(request, await tokenOf(page), member.password, 'Maria Santos');
  await openCenterPage(page, 'en', 'withdraw', 'member.entry.withdraw');
  await page.getByLabel(text('en', 'center.amount.label'), { exact: true }).fill('300');
  await page.getByLabel(text('en', 'center.paymentPassword.label'), { exact: true }).fill(paymentPassword);
  await page.getByRole('button', { name: text('en', 'center.withdraw.submit'), exact: true }).click();
  await expect(page.getByText(text('en', 'center.withdraw.requested'))).toBeVisible();

  const memberId = await memberIdOf(request, member.username);
  const mine = (await operator<Array<{ id: number; memberId: number }>>(request, 'get', '/ops/withdrawals')).find(
    (withdrawal) => withdrawal.memberId === memberId,
  );
  await operator(request, 'post', `/ops/withdrawals/${mine?.id}/approve`, { reason: 'checks passed', actor: 'e2e' });
  await operator(request, 'post', `/ops/withdrawals/${mine?.id}/pay`, { reason: 'sent by bank transfer', actor: 'e2e' });

  await page.reload();
  await page.getByRole('button', { name: text('en', 'center.withdraw.notReceived'), exact: true }).click();
  await page.getByLabel(text('en', 'center.withdraw.proof')).setInputFiles([{ name: 'statement.png', mimeType: 'image/png', buffer: proofPng }]);
  await page.getByRole('button', { name: text('en', 'center.withdraw.sendProof') }).click();
  await expect(page.getByText(text('en', 'center.withdraw.status.not_received'), { exact: true })).toBeVisible();
  const reported = (await operator<Array<{ id: number; status: string; proofCount: number }>>(request, 'get', '/ops/withdrawals')).find(
    (withdrawal) => withdrawal.id === mine?.id,
  );
  expect(reported).toMatchObject({ status: 'not_received', proofCount: 1 });
});

test('a member transfers to their upline agent with the payment password (tl)', async ({ page, request }) => {
  // Registered through agent1's invitation code, so agent1 is the upline.
  const member = await registerMember(request, 'up', { affiliateCode: 'AGENT1' });
  await fund(request, member.username, 500);
  await logIn(page, 'tl', member.username, member.password);
  await prepareWithdrawals(request, await tokenOf(page), member.password, 'Ana Reyes');
  await openCenterPage(page, 'tl', 'transferUpline', 'member.entry.transferUpline');
  await page.getByLabel(text('tl', 'center.amount.label'), { exact: true }).fill('120');
  await page.getByLabel(text('tl', 'center.paymentPassword.label'), { exact: true }).fill(paymentPassword);
  await page.getByRole('button', { name: text('tl', 'center.upline.submit') }).click();
  await expect(headerBalance(page, 'tl')).toContainText('380.00');
});

test('the account record lists movements and filters them by type (en)', async ({ page, request }) => {
  const member = await registerMember(request, 'rec');
  await fund(request, member.username, 640);
  await logIn(page, 'en', member.username, member.password);
  await openCenterPage(page, 'en', 'transactionHistory', 'member.entry.transactionHistory');
  const table = page.getByRole('table');
  await expect(table).toContainText(text('en', 'record.type.adjustment'));
  await expect(table).toContainText('640.00');
  await page.getByLabel(text('en', 'center.record.type'), { exact: true }).selectOption('deposit');
  await expect(page.getByText(text('en', 'center.record.empty'))).toBeVisible();
  await page.getByLabel(text('en', 'center.record.type'), { exact: true }).selectOption('adjustment');
  await expect(page.getByRole('table')).toContainText('640.00');
});

test('the account record ends on the operator’s today in a browser whose day is another (en)', async ({ browser, request }) => {
  // The server counts days in the operator's zone (TIME_ZONE's default, Asia/Manila). Of UTC−12 and
  // UTC+14, one is always on another calendar day than Manila: the browser is put there.
  const now = new Date();
  const operatorDay = dayIn(now, 'Asia/Manila');
  const timezoneId = dayIn(now, 'Etc/GMT+12') !== operatorDay ? 'Etc/GMT+12' : 'Pacific/Kiritimati';
  const member = await registerMember(request, 'day');
  await fund(request, member.username, 320);
  const page = await (await browser.newContext({ timezoneId })).newPage();
  await logIn(page, 'en', member.username, member.password);
  await openCenterPage(page, 'en', 'transactionHistory', 'member.entry.transactionHistory');
  await expect(page.getByLabel(text('en', 'center.period.to'), { exact: true })).toHaveValue(operatorDay);
  await expect(page.getByRole('table')).toContainText('320.00');
  await page.context().close();
});
