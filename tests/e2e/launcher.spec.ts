import { expect, test } from '@playwright/test';
import { locales } from '../../src/i18n/locales.ts';
import { registerMember } from './support/accounts.ts';
import { text } from './support/i18n.ts';
import { fund } from './support/money.ts';
import { headerBalance, logIn } from './support/session.ts';

/** The amount a text shows, digits only ("₱ 1,234.50" -> "123450"), to compare two displays of one balance. */
const digits = (shown: string | null) => (shown ?? '').replace(/\D/g, '');

for (const locale of locales) {
  test(`${locale}: the launcher opens a studio game from its lobby, the balance follows a play, and the record shows it`, async ({ page, request }) => {
    const member = await registerMember(request, `launch${locale}`);
    await fund(request, member.username, 100);
    await logIn(page, locale, member.username, member.password);
    const prefix = locale === 'en' ? '' : `/${locale}`;

    await page.goto(`${prefix}/live?vendor=VELVT`);
    await page.locator('a[data-game-id="10105"]').first().click();
    await expect(page).toHaveURL(/\/game\?gameId=10105/);

    const game = page.frameLocator('iframe[data-stage-frame]');
    await expect(game.locator('#house-balance')).toContainText('100');
    await game.locator('[data-pick="red"]').click();
    await game.locator('#instant-play').click();
    await expect(game.locator('#instant-stage')).not.toBeEmpty();
    await expect(game.locator('#house-history li').first()).toBeVisible();
    const after = digits(await game.locator('#house-balance').textContent());
    expect(after).not.toBe('10000');
    await expect.poll(async () => digits(await headerBalance(page, locale).textContent())).toBe(after);
    // The header is the page's one balance: the launcher shows none of its own.
    await expect(page.locator('[data-launcher-balance]')).toHaveCount(0);

    // The betting record names the studio, not its code, and words the play by the member's net result.
    await page.goto(`${prefix}/member#personalHistoryCopy`);
    const record = page.getByRole('region', { name: text(locale, 'member.entry.personalHistoryCopy') });
    const row = record.getByRole('row').filter({ hasText: 'Velvet Tables' });
    await expect(row).toHaveCount(1);
    await expect(record).not.toContainText('VELVT');
    await expect(row.getByRole('cell').last()).toHaveText(text(locale, Number(after) > 10000 ? 'bets.status.won' : 'bets.status.lost'));
  });
}
