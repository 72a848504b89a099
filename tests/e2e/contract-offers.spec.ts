import { expect, test, type Page } from '@playwright/test';
import type { Locale } from '../../src/i18n/locales.ts';
import { freshUsername } from './support/accounts.ts';
import { localizePath, text } from './support/i18n.ts';
import { tokenOf } from './support/money.ts';
import { signOut, submitPasswordLogin, untilLanded } from './support/session.ts';

const newPassword = 'Offers@2026x';

/** Signs in on the agent site; `landing` waits for the page the login loads (not for a first login, which must change its password first). */
async function agentLogin(page: Page, locale: Locale, username: string, password: string, landing = true): Promise<void> {
  await page.goto(localizePath(locale, '/agentHome'));
  await page
    .getByRole('complementary')
    .getByRole('button', { name: text(locale, 'cta.login') })
    .click();
  const submit = () => submitPasswordLogin(page.getByRole('dialog', { name: text(locale, 'account.login.title') }), locale, username, password);
  if (landing) await untilLanded(page, submit);
  else await submit();
}

/** The center is up and its consolidated answer is in: the flag-gated entry of a contract the agent holds or was offered shows. */
async function consolidatedLoaded(page: Page, locale: Locale, entry: 'dailySalary'): Promise<void> {
  await expect(
    page
      .getByRole('navigation', { name: text(locale, 'agentCenter.entries') })
      .getByRole('link', { name: text(locale, `agentCenter.entry.${entry}`), exact: true }),
  ).toBeVisible({ timeout: 15_000 });
  // The popup's code loads after the answer: give it the time it takes before saying it did not show.
  await page.waitForTimeout(1_500);
}

/**
 * SPEC §6 "consolidated": agent1 offers its new sub-agent a daily and an hourly salary contract; the
 * sub-agent signing in sees both in one popup (kind, from whom, when), once per sign-in, and opens one.
 */
test('the contract offers waiting for an agent show once per sign-in in one popup, each opening its page (pt)', async ({ page, browser, request }) => {
  test.setTimeout(150_000);
  const popupName = text('pt', 'session.offers.title');

  // agent1 has nothing waiting for its answer: no popup.
  const upline = await (await browser.newContext()).newPage();
  await agentLogin(upline, 'en', 'agent1', 'Agent@1234');
  await consolidatedLoaded(upline, 'en', 'dailySalary');
  await expect(upline.getByRole('dialog', { name: text('en', 'session.offers.title') })).toHaveCount(0);

  // agent1 opens a sub-agent and offers it two contracts through the agent API.
  const headers = { authorization: `Bearer ${await tokenOf(upline)}` };
  const username = freshUsername('offer');
  const registered = await request.post('/wps/agent/downline', { headers, data: { username, type: 1 } });
  expect(registered.status(), await registered.text()).toBe(200);
  const { id, initialPassword } = (await registered.json()).value as { id: number; initialPassword: string };
  for (const data of [
    { kind: 'daily', downlineId: id, details: [{ betVolume: 0, activeMember: 0, rateType: 'P', rate: 0.005 }] },
    { kind: 'hourly', downlineId: id, hourSalaryRates: [{ minimumBet: 0, activeMember: 0, rateType: 'P', rate: 0.003 }] },
  ]) {
    const offered = await request.post('/wps/agent/contracts', { headers, data });
    expect(offered.status(), await offered.text()).toBe(200);
  }
  await upline.context().close();

  // The sub-agent's first sign-in: the default password is changed, then the popup lists both offers, newest first.
  await agentLogin(page, 'pt', username, initialPassword, false);
  const change = page.getByRole('dialog', { name: text('pt', 'account.change.title') });
  await change.getByLabel(text('pt', 'account.field.newPassword'), { exact: true }).fill(newPassword);
  await change.getByLabel(text('pt', 'account.field.confirmNewPassword'), { exact: true }).fill(newPassword);
  await untilLanded(page, () => change.getByRole('button', { name: text('pt', 'account.change.submit') }).click());
  const popup = page.getByRole('dialog', { name: popupName });
  await expect(popup).toBeVisible({ timeout: 15_000 });
  const offers = popup.getByRole('listitem');
  await expect(offers).toHaveCount(2);
  const from = text('pt', 'session.offers.new').replace('{{name}}', 'agent1');
  await expect(offers.nth(0)).toContainText(text('pt', 'session.offers.kind.hourly'));
  await expect(offers.nth(1)).toContainText(text('pt', 'session.offers.kind.daily'));
  for (const offer of [offers.nth(0), offers.nth(1)]) {
    await expect(offer).toContainText(from);
    await expect(offer.locator('time')).toHaveAttribute('datetime', /^\d{4}-\d{2}-\d{2}T/);
  }

  // Opening one goes to the page that answers it, the popup closed.
  await offers.nth(1).getByRole('link').click();
  await expect(page).toHaveURL(/#dailySalary$/);
  await expect(popup).toHaveCount(0);
  await expect(page.getByRole('heading', { level: 2, name: text('pt', 'agentCenter.entry.dailySalary') })).toBeVisible();
  await expect(page.getByText(text('pt', 'agentCenter.contracts.request.new').replace('{{name}}', 'agent1'))).toBeVisible();

  // Not on every page load: a reload in the same sign-in shows no popup.
  await page.reload();
  await consolidatedLoaded(page, 'pt', 'dailySalary');
  await expect(page.getByRole('dialog', { name: popupName })).toHaveCount(0);

  // The next sign-in shows it again; it closes for later.
  await signOut(page, 'pt');
  await agentLogin(page, 'pt', username, newPassword);
  await expect(page.getByRole('dialog', { name: popupName })).toBeVisible({ timeout: 15_000 });
  await page
    .getByRole('dialog', { name: popupName })
    .getByRole('button', { name: text('pt', 'session.offers.close') })
    .click();
  await expect(page.getByRole('dialog', { name: popupName })).toHaveCount(0);
});
