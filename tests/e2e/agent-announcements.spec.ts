import { expect, test } from '@playwright/test';
import { localizePath, text } from './support/i18n.ts';
import { submitPasswordLogin, untilLanded } from './support/session.ts';
import { createStaff, enrolAndSignIn, staffPassword } from './support/staff.ts';

/**
 * The agent desk writes an announcement per language in the back office; agent1, reading the agent
 * center in Portuguese, sees the Portuguese version with its formatting as HTML (its script gone),
 * and an announcement written in English only in English.
 */
test('an announcement written per language shows its sanitized HTML in pt, and English where pt was not written', async ({ page, browser, request }) => {
  test.setTimeout(120_000);
  const mark = Date.now().toString(36);
  const manager = await createStaff(request, 'announce', ['agents']);
  await enrolAndSignIn(page, request, 'en', manager, staffPassword);
  await page
    .getByRole('navigation', { name: text('en', 'backoffice.nav') })
    .getByRole('link', { name: text('en', 'backoffice.screen.announcements') })
    .click();
  const write = async (language: 'en' | 'pt', title: string, content: string) => {
    const fields = page.getByRole('group', { name: text('en', `backoffice.content.language.${language}`) });
    await fields.getByLabel(text('en', 'backoffice.announcements.title'), { exact: true }).fill(title);
    await fields.getByLabel(text('en', 'backoffice.announcements.content'), { exact: true }).fill(content);
  };
  const post = async (title: string) => {
    await page.getByRole('button', { name: text('en', 'backoffice.announcements.post'), exact: true }).click();
    const dialog = page.getByRole('dialog', { name: text('en', 'backoffice.announcements.post') });
    await dialog.getByLabel(text('en', 'center.reason.label')).fill('to the agents');
    await dialog.getByRole('button', { name: text('en', 'backoffice.announcements.post'), exact: true }).click();
    await expect(page.getByRole('status').filter({ hasText: text('en', 'backoffice.announcements.posted').replace('{{title}}', title) })).toBeVisible();
  };
  await write('en', `English only ${mark}`, '<p>Paid on <em>Friday</em>.</p>');
  await post(`English only ${mark}`);
  await write('en', `Payday ${mark}`, '<p>Salaries are paid on <b>Friday</b>.</p>');
  await write('pt', `Dia de pagamento ${mark}`, '<p>Os salários são pagos na <b>sexta-feira</b>.</p><script>document.title = "hacked"</script>');
  await post(`Payday ${mark}`);

  const agent = await (await browser.newContext()).newPage();
  await agent.goto(localizePath('pt', '/agentHome'));
  await agent
    .getByRole('complementary')
    .getByRole('button', { name: text('pt', 'cta.login') })
    .click();
  await untilLanded(agent, () => submitPasswordLogin(agent.getByRole('dialog', { name: text('pt', 'account.login.title') }), 'pt', 'agent1', 'Agent@1234'));
  // The announcements are the center's first entry.
  await expect(agent.getByRole('heading', { level: 2, name: text('pt', 'agentCenter.entry.agentAnnouncement') })).toBeVisible({ timeout: 15_000 });
  const translated = agent.getByRole('listitem').filter({ has: agent.getByRole('heading', { name: `Dia de pagamento ${mark}` }) });
  await expect(translated).toHaveAttribute('lang', 'pt');
  await expect(translated.locator('b')).toHaveText('sexta-feira');
  await expect(translated).not.toContainText('<b>');
  await expect(translated.locator('script')).toHaveCount(0);
  expect(await agent.title()).not.toBe('hacked');
  const fallback = agent.getByRole('listitem').filter({ has: agent.getByRole('heading', { name: `English only ${mark}` }) });
  await expect(fallback).toHaveAttribute('lang', 'en');
  await expect(fallback.locator('em')).toHaveText('Friday');
  await agent.context().close();
});
