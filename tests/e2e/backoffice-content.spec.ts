import { expect, test } from '@playwright/test';
import { registrationWithoutCaptcha } from './support/accounts.ts';
import { localizePath, testLocales, text } from './support/i18n.ts';
import { createStaff, enrolAndSignIn, staffPassword } from './support/staff.ts';

const day = 86_400_000;
const pad = (value: number) => String(value).padStart(2, '0');
/** What a `datetime-local` input takes, on the browser's clock (the config's Asia/Manila). */
const localInput = (at: Date) => {
  const zoned = new Date(at.toLocaleString('en-US', { timeZone: 'Asia/Manila' }));
  return `${zoned.getFullYear()}-${pad(zoned.getMonth() + 1)}-${pad(zoned.getDate())}T${pad(zoned.getHours())}:${pad(zoned.getMinutes())}`;
};

// What the setup project does for the whole run, again here, so this file also runs on its own (--no-deps).
test.beforeAll(async ({ request }) => registrationWithoutCaptcha(request));

for (const locale of testLocales) {
  test(`the marketing desk creates a promotion from the form and a visitor sees it on the promotions page (${locale})`, async ({ page, request }) => {
    test.setTimeout(90_000);
    const code = `bo-${locale}-${Date.now().toString(36)}`;
    const titles = { en: `Weekend cashback ${code}`, pt: `Cashback de fim de semana ${code}`, tl: `Cashback sa Sabado't Linggo ${code}` };
    const username = await createStaff(request, `mkt${locale}`, ['marketing']);
    await enrolAndSignIn(page, request, locale, username, staffPassword);

    await page
      .getByRole('navigation', { name: text(locale, 'backoffice.nav') })
      .getByRole('link', { name: text(locale, 'backoffice.screen.promotions') })
      .click();
    await page.getByRole('button', { name: text(locale, 'backoffice.promotions.new') }).click();
    const form = page.getByRole('form', { name: text(locale, 'backoffice.promotions.new') });
    // The contract's schema checks the form before anything is sent: no code, no reason.
    await form.getByRole('button', { name: text(locale, 'backoffice.promotions.create') }).click();
    await expect(form.getByText(text(locale, 'center.required')).first()).toBeVisible();

    await form.getByLabel(text(locale, 'backoffice.promotions.code'), { exact: true }).fill(code);
    // A cashback pays only when the operator settles it: the running promotion this test leaves behind
    // moves no other test's money, as a deposit bonus would on every deposit of the run.
    await form.getByLabel(text(locale, 'backoffice.promotions.kind')).selectOption('cashback');
    for (const language of testLocales) {
      const group = form.getByRole('group', { name: text(locale, `backoffice.content.language.${language}`) });
      await group.getByLabel(text(locale, 'backoffice.promotions.title')).fill(titles[language]);
      await group.getByLabel(text(locale, 'backoffice.promotions.summary')).fill(`${titles[language]}: 10%`);
      await group.getByLabel(text(locale, 'backoffice.promotions.body')).fill(`${titles[language]}: 10%, 5x`);
    }
    await form.getByLabel(text(locale, 'backoffice.promotions.percent')).fill('10');
    await form.getByLabel(text(locale, 'backoffice.promotions.cap')).fill('200');
    await form.getByLabel(text(locale, 'backoffice.promotions.turnover')).fill('5');
    // The clock project moves the server's time ahead: the window is wide enough to hold it.
    await form.getByLabel(text(locale, 'backoffice.promotions.startsAt')).fill(localInput(new Date(Date.now() - 30 * day)));
    await form.getByLabel(text(locale, 'backoffice.promotions.endsAt')).fill(localInput(new Date(Date.now() + 400 * day)));
    // Behind the others: the promotions page lists every running one, and the home page's few teasers
    // stay for the promotions browser test, which puts its own first.
    await form.getByLabel(text(locale, 'backoffice.promotions.sortOrder')).fill('1000');
    await form.getByLabel(text(locale, 'center.reason.label')).fill('weekend campaign');
    await form.getByRole('button', { name: text(locale, 'backoffice.promotions.create') }).click();

    await expect(page.getByRole('status').filter({ hasText: text(locale, 'backoffice.promotions.created').replace('{{code}}', code) })).toBeVisible();
    const row = page
      .getByRole('region', { name: text(locale, 'backoffice.screen.promotions') })
      .getByRole('row')
      .filter({ hasText: code });
    await expect(row).toContainText(text(locale, 'backoffice.promotions.status.joined'));

    // The public page reads the list from the API after its prebuilt shell: no rebuild, in the page's language.
    await page.goto(localizePath(locale, '/promotions'));
    const card = page.getByRole('article', { name: titles[locale] });
    await expect(card).toContainText(text(locale, 'promo.status.joined'), { timeout: 30_000 });
  });
}
