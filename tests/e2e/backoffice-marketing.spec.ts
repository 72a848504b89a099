import { expect, test, type Locator, type Page } from '@playwright/test';
import { registerMember, registrationWithoutCaptcha } from './support/accounts.ts';
import { text } from './support/i18n.ts';
import { createStaff, enrolAndSignIn, staffPassword } from './support/staff.ts';

const en = (key: Parameters<typeof text>[1], name = '') => text('en', key).replace(/\{\{\w+\}\}/, name);
const inEnglish = (form: Locator) => form.getByRole('group', { name: en('backoffice.content.language.en') });
const rowOf = (page: Page, screen: 'missions' | 'vip', hasText: string) =>
  page
    .getByRole('region', { name: en(`backoffice.screen.${screen}`) })
    .getByRole('row')
    .filter({ hasText });

// What the setup project does for the whole run, again here, so this file also runs on its own (--no-deps).
test.beforeAll(async ({ request }) => registrationWithoutCaptcha(request));

test('the marketing desk adds a mission and changes a VIP rank, and members read both', async ({ page, request }) => {
  test.setTimeout(90_000);
  const stamp = Date.now().toString(36);
  const [code, title, benefits] = [`bo-rounds-${stamp}`, `Play a million rounds ${stamp}`, `A personal host and a birthday gift ${stamp}`];
  const member = { headers: { authorization: `Bearer ${(await registerMember(request, 'mkt', { login: true })).token}` } };
  await enrolAndSignIn(page, request, 'en', await createStaff(request, 'mktvip', ['marketing']), staffPassword);
  const nav = page.getByRole('navigation', { name: en('backoffice.nav') });

  await nav.getByRole('link', { name: en('backoffice.screen.missions'), exact: true }).click();
  await page.getByRole('button', { name: en('backoffice.missions.new') }).click();
  const form = page.getByRole('form', { name: en('backoffice.missions.new') });
  await form.getByLabel(en('backoffice.promotions.code'), { exact: true }).fill(code);
  await form.getByLabel(en('backoffice.missions.period')).selectOption('weekly');
  await form.getByLabel(en('backoffice.missions.metric')).selectOption('rounds');
  // A million rounds in a week: no test completes it, so no reward center or badge of another test changes.
  await form.getByLabel(en('backoffice.missions.target')).fill('1000000');
  await form.getByLabel(en('backoffice.promotions.reward'), { exact: true }).fill('1');
  await inEnglish(form).getByLabel(en('backoffice.promotions.title')).fill(title);
  await form.getByLabel(en('center.reason.label')).fill('weekly campaign');
  await form.getByRole('button', { name: en('backoffice.missions.create') }).click();
  await expect(page.getByRole('status').filter({ hasText: en('backoffice.missions.created', code) })).toBeVisible();
  const row = rowOf(page, 'missions', code);
  await expect(row).toContainText(title);
  await expect(row).toContainText(en('backoffice.notices.shown'));
  const board = async () => JSON.stringify((await (await request.get('/wps/missions', member)).json()).value);
  expect(await board()).toContain(title);

  // Switched off again, it leaves the members' board (and the other tests' pages) as it found them.
  await row.getByRole('button', { name: en('backoffice.csChannels.switchOffOf', title) }).click();
  const dialog = page.getByRole('dialog', { name: en('backoffice.csChannels.switchOffOf', title) });
  await dialog.getByLabel(en('center.reason.label')).fill('checked, campaign over');
  await dialog.getByRole('button', { name: en('backoffice.csChannels.switchOff'), exact: true }).click();
  await expect(row).toContainText(en('backoffice.notices.hidden'));
  expect(await board()).not.toContain(title);

  // Only Diamond's English benefits change: every member's rank stays what it was.
  await nav.getByRole('link', { name: en('backoffice.screen.vip'), exact: true }).click();
  await page.getByRole('button', { name: en('backoffice.notices.editOf', 'Diamond') }).click();
  const rankForm = page.getByRole('form', { name: en('backoffice.notices.editOf', 'Diamond') });
  await inEnglish(rankForm).getByLabel(en('backoffice.vip.benefits')).fill(benefits);
  await rankForm.getByLabel(en('center.reason.label')).fill('birthday gifts for Diamond');
  await rankForm.getByRole('button', { name: en('backoffice.vip.save') }).click();
  await expect(page.getByRole('status').filter({ hasText: en('backoffice.vip.saved', 'Diamond') })).toBeVisible();
  await expect(rowOf(page, 'vip', 'Diamond')).toContainText(benefits);
  const vip = (await (await request.get('/wps/vip', member)).json()).value as { ranks: { name: string; benefits: string }[] };
  expect(vip.ranks).toContainEqual(expect.objectContaining({ name: 'Diamond', benefits }));
});
