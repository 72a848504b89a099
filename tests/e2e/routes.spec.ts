import { expect, test } from '@playwright/test';
import helpArticles from '../../src/content/data/help.json' with { type: 'json' };
import { localizePath, testLocales, text } from './support/i18n.ts';

/** Every route of SPEC §2 and the catalogue key of its title. */
const routes: Array<[path: string, titleKey: Parameters<typeof text>[1]]> = [
  ['/', 'page.home.title'],
  ['/index', 'page.home.title'],
  ['/index.html', 'page.home.title'],
  ['/home', 'page.home.title'],
  ['/register', 'page.register.title'],
  ['/register.html', 'page.register.title'],
  ['/agentHome', 'page.agentHome.title'],
  ['/pointMall', 'page.pointMall.title'],
  ['/integral', 'page.integral.title'],
  ['/elott', 'page.elott.title'],
  ['/lottery', 'page.lottery.title'],
  ['/vnlottery', 'page.vnlottery.title'],
  ['/lottert', 'page.lottert.title'],
  ['/sealottery', 'page.sealottery.title'],
  ['/rng', 'page.rng.title'],
  ['/bgs', 'page.bgs.title'],
  ['/bingo', 'page.bingo.title'],
  ['/fish', 'page.fish.title'],
  ['/live', 'page.live.title'],
  ['/pvp', 'page.pvp.title'],
  ['/hot', 'page.hot.title'],
  ['/sports', 'page.sports.title'],
  ['/esports', 'page.esports.title'],
  ['/cockfight', 'page.cockfight.title'],
  ['/promotions', 'page.promotions.title'],
  ['/help', 'page.help.title'],
  ['/helpmc', 'page.helpmc.title'],
  ['/down', 'page.down.title'],
  ['/join', 'page.join.title'],
  ['/seamless', 'page.seamless.title'],
  ['/game', 'page.game.title'],
  ['/member', 'page.member.title'],
];

for (const locale of testLocales) {
  test.describe(`routes in ${locale}`, () => {
    for (const [path, titleKey] of routes) {
      test(`${path} answers with its page in ${locale}`, async ({ request }) => {
        const url = localizePath(locale, path);
        const response = await request.get(url);
        expect(response.status(), url).toBe(200);
        expect(response.headers()['content-type']).toContain('text/html');
        const html = await response.text();
        expect(html).toMatch(new RegExp(`<html[^>]*\\slang="${locale === 'en' ? 'en' : locale === 'pt' ? 'pt-BR' : 'fil-PH'}"`));
        const title = /<title>([^<]*)<\/title>/.exec(html)?.[1] ?? '';
        expect(title.startsWith(text(locale, titleKey).replace(/&/g, '&amp;'))).toBe(true);
        expect(html).toMatch(/<h1[\s>]/);
        expect(html).toContain(`hreflang="pt-BR"`);
        expect(html).toMatch(/<link rel="canonical"/);
      });
    }

    test(`every help topic has its page in ${locale}`, async ({ request }) => {
      for (const article of helpArticles) {
        const response = await request.get(localizePath(locale, `/help${article.tag}`));
        expect(response.status()).toBe(200);
        expect(await response.text()).toContain(article.title[locale].replace(/&/g, '&amp;'));
      }
    });

    test(`an unknown page shows the ${locale} 404`, async ({ page }) => {
      const response = await page.goto(localizePath(locale, '/no-such-page'));
      expect(response?.status()).toBe(404);
      await expect(page.locator('h1')).toHaveText(text(locale, 'page.notFound.heading'));
    });
  });
}

test('the sitemap lists pages with their language alternates, and robots.txt points to it', async ({ request }) => {
  const sitemap = await (await request.get('/sitemap.xml')).text();
  expect(sitemap).toContain('<urlset');
  expect(sitemap).toMatch(/hreflang="fil-PH"/);
  expect(sitemap).toContain('/pt/promotions');
  const robots = await (await request.get('/robots.txt')).text();
  expect(robots).toContain('Sitemap:');
});

test('pages come with security and cache headers', async ({ request }) => {
  const response = await request.get('/rng');
  const headers = response.headers();
  expect(headers['content-security-policy']).toContain("default-src 'self'");
  expect(headers['x-content-type-options']).toBe('nosniff');
  expect(headers['cache-control']).toBe('no-cache');
});
