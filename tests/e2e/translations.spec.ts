import { expect, test } from '@playwright/test';
import en from '../../src/i18n/en.json' with { type: 'json' };
import pt from '../../src/i18n/pt.json' with { type: 'json' };
import tl from '../../src/i18n/tl.json' with { type: 'json' };
import vendors from '../../src/content/data/vendors.json' with { type: 'json' };
import { mayMatchEnglish } from '../../src/i18n/same-words.ts';
import { registerMember } from './support/accounts.ts';
import { localizePath, text } from './support/i18n.ts';
import { logIn } from './support/session.ts';

/**
 * What a member reads in Portuguese or Tagalog carries no English catalogue text (issue 14, item 6):
 * the side menu, the header and the member center's pages, rendered in the browser by the islands
 * (the catalogue test covers the files; this covers what the pages put on screen).
 */
const catalogues = { pt, tl } as const;
// Studios' names are names: the betting record's vendor filter lists them as they are in every language,
// and one of them ("Tala Derby") is also the English title of the derby game, which each language translates.
const studioNames = new Set(vendors.map((vendor) => vendor.name));
const entries = ['', '#depositv2', '#withdraw', '#rewardCenter', '#messageV2', '#personalHistoryCopy', '#securityCenter', '#responsibleGaming'];

for (const locale of ['pt', 'tl'] as const) {
  test(`the member center shows no English catalogue text in ${locale}`, async ({ page, request }) => {
    test.setTimeout(90_000);
    const own = new Set(Object.values(catalogues[locale]));
    // English texts this language translates: one of them on screen is a text nobody translated.
    const english = new Set(
      Object.entries(en)
        .filter(
          ([key, value]) =>
            catalogues[locale][key as keyof typeof en] !== value && !own.has(value) && !studioNames.has(value) && !mayMatchEnglish(locale, value),
        )
        .map(([, value]) => value),
    );
    const member = await registerMember(request, 'tr');
    await logIn(page, locale, member.username, member.password);
    const found: string[] = [];
    for (const entry of entries) {
      await page.goto(`${localizePath(locale, '/member')}${entry}`);
      await expect(page.getByRole('heading', { level: 1, name: text(locale, 'member.title') })).toBeVisible();
      // A signed-in page keeps its live event stream open, so the network never idles: the page's own
      // loads have ended once no loading line shows.
      await expect(page.locator('.mc-loading')).toHaveCount(0);
      const lines = (await page.locator('body').innerText()).split('\n').map((line) => line.trim());
      found.push(...lines.filter((line) => english.has(line)).map((line) => `${entry || '/member'}: ${line}`));
    }
    expect([...new Set(found)]).toEqual([]);
  });
}
