import { expect, test, type Page } from '@playwright/test';
import games from '../../src/content/data/games.json' with { type: 'json' };
import type { Locale } from '../../src/i18n/locales.ts';
import { freshUsername } from './support/accounts.ts';
import { localizePath, text } from './support/i18n.ts';
import { operator, memberIdOf } from './support/money.ts';
import { expectLoggedIn, logIn, openLogin, sessionArea, submitPasswordLogin, untilLanded } from './support/session.ts';

const defaultPassword = 'Tala@2026';

/** Signs agent1 in on the agent site (/agentHome), which opens its agent center there. */
async function agentSignIn(page: Page, locale: Locale): Promise<void> {
  await page.goto(localizePath(locale, '/agentHome'));
  await page
    .getByRole('complementary')
    .getByRole('button', { name: text(locale, 'cta.login') })
    .click();
  const dialog = page.getByRole('dialog', { name: text(locale, 'account.login.title') });
  await untilLanded(page, () => submitPasswordLogin(dialog, locale, 'agent1', 'Agent@1234'));
  await expect(page.getByRole('heading', { level: 1, name: text(locale, 'agentCenter.title') })).toBeVisible();
}

async function openEntry(page: Page, locale: Locale, entry: string, key: Parameters<typeof text>[1]): Promise<void> {
  await page
    .getByRole('navigation', { name: text(locale, 'agentCenter.entries') })
    .getByRole('link', { name: text(locale, key), exact: true })
    .click();
  await expect(page).toHaveURL(new RegExp(`#${entry}$`));
  await expect(page.getByRole('heading', { level: 2, name: text(locale, key) })).toBeVisible();
}

test('agent1 registers a member who changes the default password, deposits and plays; agent1 then sees the member, the bet and the profit (en, pt, tl)', async ({
  page,
  browser,
  request,
}) => {
  test.setTimeout(120_000);
  // en: agent1 signs in on the agent site and registers a member in the register center.
  await agentSignIn(page, 'en');
  await openEntry(page, 'en', 'registerCenter', 'agentCenter.entry.registerCenter');
  await expect(page.getByText('AGENT1', { exact: true })).toBeVisible();
  const username = freshUsername('ac');
  await page.getByLabel(text('en', 'agentCenter.register.username'), { exact: true }).fill(username);
  await page.getByRole('button', { name: text('en', 'agentCenter.register.submit') }).click();
  await expect(page.getByText(text('en', 'agentCenter.register.done').replace('{{username}}', username))).toBeVisible();
  // The agent is shown the password to hand over, once, with a button that copies it.
  const shown = page.locator('[data-initial-password]');
  await expect(shown).toHaveText(defaultPassword);
  await page.context().grantPermissions(['clipboard-read', 'clipboard-write']);
  await page.getByRole('button', { name: text('en', 'agentCenter.register.copyPassword') }).click();
  await expect(page.getByText(text('en', 'center.copy.done'))).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(defaultPassword);
  await expect(page.getByRole('button', { name: text('en', 'agentCenter.register.copyLink') })).toBeVisible();
  await expect(page.getByRole('link', { name: text('en', 'agentCenter.register.saveQr') })).toHaveAttribute('download', 'register-AGENT1.png');

  // pt: the new member signs in with the default password, must change it, deposits and spins the slot.
  const memberContext = await browser.newContext();
  const member = await memberContext.newPage();
  await member.goto('/pt/');
  await submitPasswordLogin(await openLogin(member, 'pt'), 'pt', username, defaultPassword);
  const change = member.getByRole('dialog', { name: text('pt', 'account.change.title') });
  await expect(change).toContainText(text('pt', 'account.change.default'));
  await change.getByLabel(text('pt', 'account.field.newPassword'), { exact: true }).fill('Mine@2026x');
  await change.getByLabel(text('pt', 'account.field.confirmNewPassword'), { exact: true }).fill('Mine@2026x');
  await untilLanded(member, () => change.getByRole('button', { name: text('pt', 'account.change.submit') }).click());
  await expect(change).toBeHidden();
  await expectLoggedIn(member, 'pt');

  await member.goto(`${localizePath('pt', '/member')}#depositv2`);
  await member.getByLabel(text('pt', 'center.deposit.channel')).selectOption({ index: 1 });
  await member.getByLabel(text('pt', 'center.amount.label'), { exact: true }).fill('500');
  await member.getByLabel(text('pt', 'center.deposit.reference'), { exact: true }).fill('REF-AGENT-9');
  await member.getByRole('button', { name: text('pt', 'center.deposit.submit') }).click();
  await expect(member.getByText(text('pt', 'center.deposit.filed'))).toBeVisible();
  const memberId = await memberIdOf(request, username);
  const pending = await operator<Array<{ id: number; memberId: number }>>(request, 'get', '/ops/deposits?status=pending');
  await operator(request, 'post', `/ops/deposits/${pending.find((deposit) => deposit.memberId === memberId)?.id}/approve`, {
    reason: 'seen on the statement',
    actor: 'e2e',
  });

  await member.goto('/pt/game?gameId=90001');
  const game = member.frameLocator('iframe[data-stage-frame]');
  // The deposit of 500, no bonus chosen.
  await expect(game.locator('#house-balance')).toContainText('500');
  await game.locator('#slot-spin').click();
  await expect(game.locator('#house-history li').first()).toBeVisible();
  await memberContext.close();

  // tl: agent1 finds the member in its downline, its bet in team betting and its result in profit and loss.
  await page.goto(`${localizePath('tl', '/agentHome')}#downlineManagmentView`);
  await expect(page.getByRole('heading', { level: 2, name: text('tl', 'agentCenter.entry.downlineManagmentView') })).toBeVisible();
  const downline = page.getByRole('region', { name: text('tl', 'agentCenter.entry.downlineManagmentView') });
  await expect(downline.getByRole('row', { name: new RegExp(username) })).toContainText('agent1');
  await openEntry(page, 'tl', 'personalHistoryCopy', 'agentCenter.entry.personalHistoryCopy');
  const reels = games.find((game) => game.code === 'house-slot-tala-reels')!;
  await expect(
    page.getByRole('region', { name: text('tl', 'agentCenter.entry.personalHistoryCopy') }).getByRole('row', { name: new RegExp(username) }),
  ).toContainText(reels.name.tl);
  await openEntry(page, 'tl', 'palStatementsAgentCopy', 'agentCenter.entry.palStatementsAgentCopy');
  const profit = page.getByRole('region', { name: text('tl', 'agentCenter.entry.palStatementsAgentCopy') });
  await expect(profit.getByRole('row', { name: new RegExp(username) })).toContainText('500.00');
});

test('a member and a trial account cannot open the agent center (tl, en)', async ({ page, browser }) => {
  await logIn(page, 'tl', 'demo', 'Demo@1234');
  await expect(sessionArea(page, 'tl').getByRole('link', { name: text('tl', 'session.agent') })).toHaveCount(0);
  await page.goto(localizePath('tl', '/agentHome'));
  await expect(page.getByText(text('tl', 'agentCenter.notAgent'))).toBeVisible();
  await expect(page.getByRole('navigation', { name: text('tl', 'agentCenter.entries') })).toHaveCount(0);

  const trial = await browser.newContext();
  const trialPage = await trial.newPage();
  await trialPage.goto('/');
  await (await openLogin(trialPage, 'en')).getByRole('button', { name: text('en', 'account.login.freeplay') }).click();
  await expectLoggedIn(trialPage, 'en');
  await trialPage.goto('/agentHome');
  await expect(trialPage.getByText(text('en', 'center.in_need_true_account'))).toBeVisible();
  await expect(trialPage.getByRole('navigation', { name: text('en', 'agentCenter.entries') })).toHaveCount(0);
  await trial.close();
});
