import { expect, test, type Page } from '@playwright/test';
import { localizePath, text } from './support/i18n.ts';
import { fund } from './support/money.ts';
import { headerBalance, logIn, submitPasswordLogin, untilLanded } from './support/session.ts';

/**
 * The aggregator simulator stands in for Hub88 (playwright.config.ts): the test server synced and
 * showed its games at start, so they are in the lobbies, and its game page calls the platform's
 * /aggregators/hub88 wallet with real signatures.
 */

/** The amount a text shows, digits only ("₱ 1,234.50" -> "123450"). */
const cents = (shown: string | null) => Number((shown ?? '').replace(/\D/g, ''));

async function agentSignIn(page: Page): Promise<void> {
  await page.goto(localizePath('en', '/agentHome'));
  await page
    .getByRole('complementary')
    .getByRole('button', { name: text('en', 'cta.login') })
    .click();
  const dialog = page.getByRole('dialog', { name: text('en', 'account.login.title') });
  await untilLanded(page, () => submitPasswordLogin(dialog, 'en', 'agent1', 'Agent@1234'));
  await expect(page.getByRole('heading', { level: 1, name: text('en', 'agentCenter.title') })).toBeVisible();
}

test("the demo member opens the aggregator's slot from the lobby; its bet and win move the header balance and reach the betting record and agent1's team betting", async ({
  page,
  browser,
  request,
}) => {
  test.setTimeout(90_000);
  await fund(request, 'demo', 100);
  await logIn(page, 'en', 'demo', 'Demo@1234');
  const balance = headerBalance(page, 'en');
  await expect(balance).toContainText(/\d/);
  const before = cents(await balance.textContent());

  // The slots lobby lists the simulator's studio and its shown slot beside the built-in games; the retired one is not there.
  await page.goto('/rng');
  // So does the nav's Slots drop-down, once it opens, after Tala's own provider.
  await page.locator('.cat-nav__item--menu[data-category="RNG"]').hover();
  const menu = page.getByRole('list', { name: text('en', 'header.providers').replace('{{category}}', 'Slots') });
  await expect(menu.getByRole('link', { name: 'Sim Studio' })).toHaveAttribute('href', /\/rng\?vendor=/);
  await expect(menu.getByRole('link', { name: 'Sim Studio' })).toBeVisible();
  const studio = page.getByRole('navigation', { name: text('en', 'lobby.vendors').replace('{{category}}', 'Slots') }).getByRole('link', { name: 'Sim Studio' });
  await expect(studio).toBeVisible();
  await studio.click();
  const cards = page.locator('a[data-game-id]:visible');
  await expect(cards).toHaveCount(2);
  await expect(page.getByText('Retired Slot')).toHaveCount(0);
  await cards.filter({ hasText: 'Lucky Lanterns' }).click();
  await expect(page).toHaveURL(/\/game\?gameId=\d+&vendor=H88/);

  // The simulator's own page, in the stage's frame: a bet of 10.00 that pays ×2.
  const game = page.frameLocator('iframe[data-stage-frame]');
  await expect(game.getByRole('heading', { name: 'Lucky Lanterns' })).toBeVisible();
  await expect(game.locator('#balance')).toHaveText(`${(before / 100).toFixed(2)} PHP`);
  await game.getByLabel('Stake').fill('10');
  await game.getByLabel('Pays').selectOption('2');
  await game.getByRole('button', { name: 'Play', exact: true }).click();
  const log = game.locator('#log');
  await expect(log).toContainText(`bet: RS_OK (balance ${((before - 1000) / 100).toFixed(2)})`);
  await expect(log).toContainText(`win: RS_OK (balance ${((before + 1000) / 100).toFixed(2)})`);

  // A third party's page cannot tell the header: the live event stream does, within two seconds.
  await expect.poll(async () => cents(await balance.textContent()), { timeout: 2_000 }).toBe(before + 1000);

  // The member's betting record shows the round: stake 10.00, won.
  await page.goto('/member#personalHistoryCopy');
  const record = page.getByRole('region', { name: text('en', 'member.entry.personalHistoryCopy') });
  const row = record.getByRole('row').filter({ hasText: 'Lucky Lanterns' });
  await expect(row).toHaveCount(1);
  await expect(row).toContainText('10.00');
  await expect(row.getByRole('cell').last()).toHaveText(text('en', 'bets.status.won'));

  // agent1, demo's upline, sees the same round in its team betting.
  const agentContext = await browser.newContext();
  const agent = await agentContext.newPage();
  await agentSignIn(agent);
  await agent
    .getByRole('navigation', { name: text('en', 'agentCenter.entries') })
    .getByRole('link', { name: text('en', 'agentCenter.entry.personalHistoryCopy'), exact: true })
    .click();
  const team = agent.getByRole('region', { name: text('en', 'agentCenter.entry.personalHistoryCopy') });
  const teamRow = team.getByRole('row', { name: /demo/ }).filter({ hasText: 'Lucky Lanterns' });
  await expect(teamRow).toHaveCount(1);
  await expect(teamRow).toContainText('10.00');
  await agentContext.close();
});
