import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { expect, test, type Browser, type Page } from '@playwright/test';
import type { ContractCategory } from '../../src/contract/contracts.ts';
import { localeTags, type Locale } from '../../src/i18n/locales.ts';
import { skipServerTime } from './support/clock.ts';
import { localizePath, text } from './support/i18n.ts';
import { e2eOpsToken, e2eOrigin } from './support/server.ts';
import { logIn, submitPasswordLogin, untilLanded } from './support/session.ts';

const run = promisify(execFile);
const dayMs = 86_400_000;
/** The operator's zone (TIME_ZONE's default, Asia/Manila) is UTC+8 all year. */
const zoneOffsetMs = 8 * 3_600_000;

/**
 * An agent signed in on the agent site, its center open at one entry. With an offer waiting for its
 * answer, the sign-in's popup of offers lists it and opens the entry (SPEC §6 consolidated).
 */
async function agentAt(browser: Browser, locale: Locale, username: string, entry: 'dailySalary' | 'agentRevenueReport', offerWaiting = false): Promise<Page> {
  const page = await (await browser.newContext()).newPage();
  await page.goto(localizePath(locale, '/agentHome'));
  await page
    .getByRole('complementary')
    .getByRole('button', { name: text(locale, 'cta.login') })
    .click();
  await untilLanded(page, () => submitPasswordLogin(page.getByRole('dialog', { name: text(locale, 'account.login.title') }), locale, username, 'Agent@1234'));
  await expect(page.getByRole('heading', { level: 1, name: text(locale, 'agentCenter.title') })).toBeVisible({ timeout: 15_000 });
  if (offerWaiting) {
    const popup = page.getByRole('dialog', { name: text(locale, 'session.offers.title') });
    await expect(popup).toBeVisible({ timeout: 15_000 });
    await popup
      .getByRole('listitem')
      .filter({ hasText: text(locale, 'session.offers.kind.daily') })
      .getByRole('link')
      .click();
  } else {
    // By its link, which shows once the consolidated answer allows it.
    await page
      .getByRole('navigation', { name: text(locale, 'agentCenter.entries') })
      .getByRole('link', { name: text(locale, `agentCenter.entry.${entry}`), exact: true })
      .click();
  }
  await expect(page).toHaveURL(new RegExp(`#${entry}$`));
  return page;
}

/**
 * agent1 (en) offers its direct downline agent1a a daily salary contract, agent1a signs it (pt),
 * player3 of agent1a's team plays, the day closes and the operator's command settles it, and both
 * agents find the salary in "my income" and in their account record (tl). It skips the server's
 * clock past midnight, so it runs in the clock project.
 */
test('a daily salary contract is offered, signed, settled by the ops command and paid to both agents (en, pt, tl)', async ({ browser, request }) => {
  test.setTimeout(180_000);
  const offerer = await agentAt(browser, 'en', 'agent1', 'dailySalary');
  await expect(offerer.getByRole('heading', { level: 2, name: text('en', 'agentCenter.entry.dailySalary') })).toBeVisible();
  await offerer.getByLabel(text('en', 'agentCenter.contracts.offer.downline'), { exact: true }).selectOption({ label: 'agent1a' });
  const rate = offerer
    .getByRole('group', { name: text('en', 'agentCenter.contracts.offer.tier').replace('{{n}}', '1') })
    .getByLabel(text('en', 'agentCenter.contracts.offer.ratePercent'), { exact: true });
  // Checked against agent1's own 1% as it is typed.
  await rate.fill('1.5');
  await expect(offerer.getByText(text('en', 'agentCenter.contracts.problem.above'))).toBeVisible();
  await rate.fill('0.5');
  // Casino tables earn their own 0.4% at the first tier; the other categories earn the tier's 0.5%.
  const first = offerer.getByRole('group', { name: text('en', 'agentCenter.contracts.offer.tier').replace('{{n}}', '1') });
  await first.getByLabel(text('en', 'agentCenter.contracts.offer.perCategory')).check();
  await first.getByLabel(text('en', 'agentCenter.contracts.category.LIVE'), { exact: true }).fill('0.4');
  // A second tier: 1% from 1,000.00 of valid bet and 1 active member, as agent1's own contract pays there.
  await offerer.getByRole('button', { name: text('en', 'agentCenter.contracts.offer.addTier') }).click();
  const second = offerer.getByRole('group', { name: text('en', 'agentCenter.contracts.offer.tier').replace('{{n}}', '2') });
  await second.getByLabel(text('en', 'agentCenter.contracts.col.betVolume'), { exact: true }).fill('1000');
  await second.getByLabel(text('en', 'agentCenter.contracts.col.activeMember'), { exact: true }).fill('1');
  await second.getByLabel(text('en', 'agentCenter.contracts.offer.ratePercent'), { exact: true }).fill('1');
  await offerer.getByRole('button', { name: text('en', 'agentCenter.contracts.offer.submit') }).click();
  await expect(offerer.getByText(text('en', 'agentCenter.contracts.offer.sent').replace('{{name}}', 'agent1a'))).toBeVisible();

  const holder = await agentAt(browser, 'pt', 'agent1a', 'dailySalary', true);
  const request1 = holder.getByRole('listitem').filter({ hasText: text('pt', 'agentCenter.contracts.request.new').replace('{{name}}', 'agent1') });
  await expect(request1).toContainText('0,50%');
  await request1.getByRole('button', { name: text('pt', 'agentCenter.contracts.action.sign') }).click();
  await expect(holder.getByText(text('pt', 'agentCenter.contracts.offeredBy').replace('{{name}}', 'agent1'))).toBeVisible();
  // Where agent1a stands in the day so far, counted as settlement counts it: the next tier and what it lacks.
  const standing = holder.getByRole('region', { name: text('pt', 'agentCenter.contracts.standing.title') });
  await expect(standing).toContainText(text('pt', 'agentCenter.contracts.col.validBet'));
  await expect(standing).toContainText(text('pt', 'agentCenter.contracts.col.activeMember'));
  await expect(standing.getByRole('definition').nth(4)).toHaveText(`${text('pt', 'agentCenter.contracts.offer.tier').replace('{{n}}', '2')} · 1,00%`);
  await expect(standing).toContainText(text('pt', 'agentCenter.contracts.standing.missing'));
  await holder.getByRole('button', { name: text('pt', 'agentCenter.contracts.agreement.open') }).click();
  // Each category with its own rates, from the first tier to the second.
  const agreement = holder.getByRole('dialog', { name: text('pt', 'agentCenter.contracts.agreement.title') });
  const categoryRow = (category: ContractCategory) => agreement.getByRole('row').filter({ hasText: text('pt', `agentCenter.contracts.category.${category}`) });
  await expect(categoryRow('LIVE').getByRole('cell').nth(1)).toHaveText('0,40% – 1,00%');
  await expect(categoryRow('RNG').getByRole('cell').nth(1)).toHaveText('0,50% – 1,00%');
  await agreement.getByRole('button', { name: text('pt', 'agentCenter.contracts.agreement.close') }).click();

  const player = await (await browser.newContext()).newPage();
  await logIn(player, 'pt', 'player3', 'Demo@1234');
  await player.goto('/pt/game?gameId=90001');
  const game = player.frameLocator('iframe[data-stage-frame]');
  await game.locator('#slot-spin').click();
  await expect(game.locator('#house-history li').first()).toBeVisible();

  // Past the operator's midnight: the day closes, and the operator settles it from the command line.
  const now = await skipServerTime(request, 0);
  const day = new Date(now.getTime() + zoneOffsetMs).toISOString().slice(0, 10);
  // The server skips at most an hour at a time.
  for (let left = dayMs - ((now.getTime() + zoneOffsetMs) % dayMs) + 120_000; left > 0; left -= 3_600_000)
    await skipServerTime(request, Math.min(left, 3_600_000));
  const { stdout } = await run('node', ['scripts/ops.ts', 'contracts', 'settle', 'daily', day, '--reason', 'end of day', '--url', e2eOrigin], {
    env: { ...process.env, OPS_TOKEN: e2eOpsToken },
  });
  expect(stdout).toMatch(new RegExp(`daily ${day} .*: (paid|already settled)`));

  // Sessions went idle over the skipped hours: both agents sign in again, in Tagalog.
  for (const username of ['agent1', 'agent1a']) {
    const agent = await agentAt(browser, 'tl', username, 'agentRevenueReport');
    const income = agent.getByRole('region', { name: text('tl', 'agentCenter.entry.agentRevenueReport') });
    await expect(income.getByRole('table')).toContainText(text('tl', 'record.type.salary'));
    // The remark names the settled day in the reader's words, as the server writes it (server/modules/records/remarks.ts).
    const dayWords = new Intl.DateTimeFormat(localeTags.tl, { dateStyle: 'medium', timeZone: 'Asia/Manila' }).format(new Date(`${day}T12:00:00Z`));
    await expect(income.getByRole('table')).toContainText(text('tl', 'record.remark.contract.daily').replace('{{period}}', dayWords));
    await agent.goto(`${localizePath('tl', '/member')}#transactionHistory`);
    await expect(agent.getByRole('table')).toContainText(text('tl', 'record.type.salary'));
    await agent.context().close();
  }
});
