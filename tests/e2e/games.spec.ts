import { expect, test, type FrameLocator } from '@playwright/test';
import { registerMember } from './support/accounts.ts';
import { text } from './support/i18n.ts';
import { fund } from './support/money.ts';
import { headerBalance, logIn } from './support/session.ts';

/** The amount a text shows, digits only ("₱ 1,234.50" -> "123450"), to compare two displays of one balance. */
const digits = (shown: string | null) => (shown ?? '').replace(/\D/g, '');

const gameFrame = (page: import('@playwright/test').Page): FrameLocator => page.frameLocator('iframe[data-stage-frame]');

test('a member opens the slot from the nav, spins, and sees the balance and the bet in the betting record', async ({ page, request }) => {
  const member = await registerMember(request, 'slot');
  await fund(request, member.username, 100);
  await logIn(page, 'en', member.username, member.password);

  await page.locator('.cat-nav__item[data-category="RNG"]').hover();
  await page.locator('.cat-nav__item[data-category="RNG"] a[data-vendor="HOUSE_SLOT"]').click();
  await expect(page).toHaveURL(/\/rng\?vendor=HOUSE_SLOT$/);
  await page.locator('a[data-game-id="90001"]').first().click();
  await expect(page).toHaveURL(/\/game\?gameId=90001/);

  const game = gameFrame(page);
  await expect(game.getByRole('heading', { name: 'Tala Reels' })).toBeVisible();
  await expect(game.locator('#house-balance')).toContainText('100.00');
  await game.getByRole('button', { name: 'Spin' }).click();
  await expect(game.locator('#slot-status')).toHaveText(/You won|No win this time|less than your stake|came back/);
  const after = digits(await game.locator('#house-balance').textContent());
  await expect.poll(async () => digits(await headerBalance(page, 'en').textContent())).toBe(after);
  await expect(game.locator('#house-history li').first()).toBeVisible();

  await page.goto('/member#personalHistoryCopy');
  await expect(page.getByRole('region', { name: 'Betting record' })).toContainText('Tala Reels');
});

test("the game session's token leaves the slot's address at once, and the frame still plays after a reload", async ({ page, request }) => {
  const member = await registerMember(request, 'slottoken');
  await fund(request, member.username, 100);
  await logIn(page, 'en', member.username, member.password);
  await page.goto('/game?gameId=90001');

  const game = gameFrame(page);
  await expect(game.getByRole('heading', { name: 'Tala Reels' })).toBeVisible();
  // The launch hands the token in the fragment of the frame's src; the page must not keep it in its address.
  const src = (await page.locator('iframe[data-stage-frame]').getAttribute('src')) ?? '';
  const token = new URLSearchParams(src.split('#')[1] ?? '').get('session') ?? '';
  expect(token.length).toBeGreaterThan(30);
  const frame = page.frames().find((candidate) => new URL(candidate.url()).pathname === '/house/slot');
  if (!frame) throw new Error('no slot frame');
  const address = () => frame.evaluate(() => ({ search: location.search, hash: location.hash, href: location.href }));
  await expect.poll(address).toEqual({ search: '?lang=en', hash: '', href: expect.not.stringContaining(token) });
  expect(page.url()).not.toContain(token);

  await expect(game.locator('#house-balance')).toContainText('100.00');
  await game.getByRole('button', { name: 'Spin' }).click();
  await expect(game.locator('#slot-status')).toHaveText(/You won|No win this time/);
  await expect(game.locator('#house-history li')).toHaveCount(1);

  // A reload of the game finds the session this tab kept: the round just played is there and another plays.
  await frame.evaluate(() => location.reload());
  await expect(game.locator('#house-history li')).toHaveCount(1);
  await game.getByRole('button', { name: 'Spin' }).click();
  await expect(game.locator('#house-history li')).toHaveCount(2);
  expect(await address()).toEqual({ search: '?lang=en', hash: '', href: expect.not.stringContaining(token) });
});

test('favourites survive a reload, and the lobby filters and search narrow the games', async ({ page, request }) => {
  const member = await registerMember(request, 'fav');
  await logIn(page, 'en', member.username, member.password);
  await page.goto('/rng');
  const star = page.getByRole('button', { name: text('en', 'lobby.favourite').replace('{{game}}', 'Tala Reels') });
  await star.click();
  await expect(star).toHaveAttribute('aria-pressed', 'true');
  await page.reload();
  await expect(star).toHaveAttribute('aria-pressed', 'true');

  const filters = page.getByRole('group', { name: text('en', 'lobby.filters') });
  const visibleCards = page.locator('a[data-game-id]:visible');
  await filters.getByRole('button', { name: text('en', 'lobby.filter.FAV') }).click();
  await expect(visibleCards).toHaveCount(1);
  await expect(visibleCards.first()).toHaveAttribute('data-game-id', '90001');

  await filters.getByRole('button', { name: text('en', 'lobby.filter.HOT') }).click();
  await expect(visibleCards).toHaveCount(7);
  await filters.getByRole('button', { name: text('en', 'lobby.filter.ALL') }).click();
  // The content catalogue's 52, and the aggregator simulator's two shown slots (playwright.config.ts).
  await expect(visibleCards).toHaveCount(54);
  await page.getByRole('searchbox', { name: text('en', 'lobby.search') }).fill('tala reels');
  await expect(visibleCards).toHaveCount(1);
});
