import { expect, test } from '@playwright/test';
import { localizePath, testLocales, text } from './support/i18n.ts';

const terms = { en: 'Terms of Use', pt: 'Termos de Uso', tl: 'Mga Tuntunin sa Paggamit' } as const;

for (const locale of testLocales) {
  test(`the register dialog and the footer lead to the terms of use and the privacy notice (${locale})`, async ({ page }) => {
    await page.goto(localizePath(locale, '/register'));
    const dialog = page.getByRole('dialog', { name: text(locale, 'account.register.title') });
    await expect(dialog.getByRole('link', { name: text(locale, 'account.register.privacy') })).toHaveAttribute('href', localizePath(locale, '/helpprivacy'));
    const link = dialog.getByRole('link', { name: text(locale, 'account.register.terms') });
    await expect(link).toHaveAttribute('href', localizePath(locale, '/helpterms'));

    await page.goto(localizePath(locale, '/helpterms'));
    await expect(page.getByRole('heading', { name: terms[locale] }).first()).toBeVisible();
    await expect(page.getByRole('contentinfo').getByRole('link', { name: terms[locale] })).toHaveAttribute('href', localizePath(locale, '/helpterms'));
  });
}

for (const locale of testLocales) {
  test(`a footer help link opens its article as a dialog over the page, and closing it leaves the reader there (${locale})`, async ({ page }) => {
    const from = localizePath(locale, '/promotions');
    await page.goto(from);
    await page.getByRole('contentinfo').getByRole('link', { name: terms[locale] }).click();
    const dialog = page.getByRole('dialog', { name: terms[locale] });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByRole('heading', { name: terms[locale] })).toBeVisible();
    await expect(dialog.getByRole('link', { name: text(locale, 'help.dialog.page') })).toHaveAttribute('href', localizePath(locale, '/helpterms'));
    expect(new URL(page.url()).pathname).toBe(from);

    await dialog.getByRole('button', { name: text(locale, 'notice.close') }).click();
    await expect(dialog).toBeHidden();
    expect(new URL(page.url()).pathname).toBe(from);
  });
}
