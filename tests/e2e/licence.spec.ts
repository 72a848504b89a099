import { expect, test } from '@playwright/test';
import { localizePath, text } from './support/i18n.ts';
import { setSetting } from './support/operator.ts';

const none = { number: '', url: null };

// The licence is one global setting: these tests take turns.
test.describe.configure({ mode: 'serial' });
test.afterAll(async ({ request }) => setSetting(request, 'licence', none));

test('with no licence entered, the footer claims none', async ({ page, request }) => {
  await setSetting(request, 'licence', none);
  await page.goto(localizePath('en', '/'));
  const footer = page.getByRole('contentinfo');
  await expect(footer.getByText(text('en', 'footer.responsible'))).toBeVisible();
  await expect(footer.getByText(/licen/i)).toHaveCount(0);
});

test("the footer names the operator's licence and links the regulator's page for it", async ({ page, request }) => {
  await setSetting(request, 'licence', { number: 'GLI-2026-0042', url: 'https://regulator.example.gov/licences/0042' });
  await page.goto(localizePath('pt', '/'));
  const licence = page.getByRole('contentinfo').getByRole('link', { name: text('pt', 'footer.licence').replace('{{number}}', 'GLI-2026-0042') });
  await expect(licence).toHaveAttribute('href', 'https://regulator.example.gov/licences/0042');
});
