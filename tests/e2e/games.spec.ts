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
  await page.locator('.cat-nav__item[data-category="RNG"] a[data-vendor="TALA"]').click();
  await expect(page).toHaveURL(/\/rng\?vendor=TALA$/);
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
  await expect(game.locator('#slot-status')).toHaveText(/You won|No win this time|less than your stake|came back/);
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

/** Any emoji: a reel that still drew one would depend on the device's fonts. */
const emoji = /[\p{Extended_Pictographic}\u{1F1E6}-\u{1F1FF}]/u;

for (const [device, viewport] of [
  ['phone', { width: 390, height: 844 }],
  ['desktop', { width: 1280, height: 800 }],
] as const) {
  test.describe(`on a ${device}`, () => {
    test.use({ viewport });

    test('a studio slot draws its symbols as pictures, has one play action and one balance, and says what paid', async ({ page, request }) => {
      const member = await registerMember(request, `reels${device}`);
      await fund(request, member.username, 100);
      await logIn(page, 'en', member.username, member.password);
      await page.goto('/game?gameId=10041&vendor=LUMA');
      const game = gameFrame(page);
      await expect(game.getByRole('heading', { level: 2, name: 'Golden Carabao' })).toBeVisible();

      // One play action, named for what it does: no choice of "Spin" beside a "Play" button.
      await expect(game.locator('#instant-choices')).toBeHidden();
      const spin = game.getByRole('button', { name: 'Spin', exact: true });
      await expect(spin).toBeEnabled();
      await expect(game.getByRole('button', { name: text('en', 'house.play.play'), exact: true })).toHaveCount(0);

      // One balance: the header's; neither the launcher nor the frame shows a second one of real money.
      await expect(page.locator('[data-launcher-balance]')).toHaveCount(0);
      await expect(game.locator('.house-bar__balance')).toBeHidden();

      for (let round = 1; round <= 3; round++) {
        await spin.click();
        await expect(game.locator('#house-history li')).toHaveCount(round);
      }
      const cells = game.locator('#instant-stage .instant__cell');
      await expect(cells).toHaveCount(15);
      const drawn = await cells.evaluateAll((nodes) =>
        nodes.map((cell) => {
          const image = cell.querySelector('img');
          const box = cell.getBoundingClientRect();
          return {
            symbol: cell.getAttribute('data-symbol'),
            complete: image?.complete ?? false,
            natural: image ? image.naturalWidth * image.naturalHeight : 0,
            shown: box.width * box.height,
            src: image?.getAttribute('src') ?? '',
          };
        }),
      );
      for (const cell of drawn) {
        expect(cell.complete, cell.symbol ?? '').toBe(true);
        expect(cell.natural, `${cell.symbol} ${cell.src}`).toBeGreaterThan(0);
        expect(cell.shown, cell.symbol ?? '').toBeGreaterThan(0);
        expect(cell.src).toMatch(/^\/art\/symbols\/(L[1-4]|H[1-3]|W|S|B)\.svg$/);
      }
      const texts = await game.locator('body').evaluate((body) => {
        const walker = document.createTreeWalker(body, NodeFilter.SHOW_TEXT);
        const found: string[] = [];
        for (let node = walker.nextNode(); node; node = walker.nextNode()) found.push(node.textContent ?? '');
        return found;
      });
      expect(texts.filter((value) => emoji.test(value))).toEqual([]);

      // At a glance: the result, the net against the stake, and what paid when anything did.
      const status = game.locator('#instant-status');
      await expect(status).toHaveText(/(You won .+!|Paid .+, less than your stake\.|Even: .+|No win this time\.) Net [+−]?\D*[\d.,]+/);
      const net = await status.locator('[data-net]').textContent();
      const paid = game.locator('#instant-paid li');
      if (/No win this time/.test((await status.textContent()) ?? '')) {
        expect(net).toMatch(/^Net −/);
        await expect(paid).toHaveCount(0);
      } else {
        await expect(paid.first()).toHaveText(/^(Line \d+: \d × \w+|\d reels of \w+|\d scatters)/);
      }
      const after = digits(await game.locator('#house-balance').textContent());
      await expect.poll(async () => digits(await headerBalance(page, 'en').textContent())).toBe(after);
      await page.screenshot({ path: test.info().outputPath(`reels-${device}.png`) });
    });
  });
}

test('the Mines board draws its mines and gems as pictures, never as emoji', async ({ page, request }) => {
  const member = await registerMember(request, 'minesart');
  await fund(request, member.username, 100);
  await logIn(page, 'en', member.username, member.password);
  await page.goto('/game?gameId=10144&vendor=PIXEL');
  const game = gameFrame(page);
  await game.getByRole('button', { name: text('en', 'house.play.play'), exact: true }).click();
  await expect(game.locator('#house-history li')).toHaveCount(1);
  const cells = game.locator('#instant-stage .instant__cell');
  await expect(cells).toHaveCount(25);
  const drawn = await cells.evaluateAll((nodes) =>
    nodes.map((cell) => {
      const image = cell.querySelector('img');
      return {
        tile: cell.getAttribute('data-symbol'),
        natural: image ? image.naturalWidth * image.naturalHeight : 0,
        alt: image?.alt ?? '',
        text: cell.textContent,
      };
    }),
  );
  expect(drawn.filter((cell) => cell.tile === 'mine')).toHaveLength(5);
  for (const cell of drawn) {
    expect(cell.natural, cell.tile ?? '').toBeGreaterThan(0);
    expect(cell.alt).toBe(text('en', cell.tile === 'mine' ? 'house.play.symbol.mine' : 'house.play.symbol.gem'));
    expect(cell.text).toBe('');
  }
});
