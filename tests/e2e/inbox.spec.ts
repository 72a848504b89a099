import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { registerMember } from './support/accounts.ts';
import { localizePath, testLocales, text } from './support/i18n.ts';
import { operator } from './support/money.ts';
import { e2eOpsToken } from './support/server.ts';
import { expectLoggedIn, openLogin, sessionArea, submitPasswordLogin } from './support/session.ts';

/**
 * The inbox, the publicity popup and feedback as a member meets them. This file runs in a project of
 * its own before the others (playwright.config.ts): the popup notice it posts would cover their pages.
 */
const ops = { authorization: `Bearer ${e2eOpsToken}` };
const popupTitle = (locale: string) => `Weekend tournament (${locale})`;

/** A popup notice in one language only, so the three languages' tests can run side by side. */
async function postPopup(request: APIRequestContext, locale: string): Promise<number> {
  const created = await operator<{ id: number }>(request, 'post', '/ops/notices', {
    type: 'PU',
    locale,
    title: popupTitle(locale),
    content: '<p>Prizes every <b>Saturday</b>.</p><script>document.title = "hacked"</script>',
    reason: 'browser test popup',
  });
  return created.id;
}

async function takeDown(request: APIRequestContext, id: number): Promise<void> {
  const all = await operator<Array<Record<string, unknown> & { id: number }>>(request, 'get', '/ops/notices');
  const { id: _id, ...notice } = all.find((row) => row.id === id) ?? { id };
  const response = await request.put(`/ops/notices/${id}`, {
    headers: ops,
    data: { ...notice, enabled: false, reason: 'browser test over' },
  });
  expect(response.status(), await response.text()).toBe(200);
}

function inboxLink(page: Page, locale: (typeof testLocales)[number]) {
  return sessionArea(page, locale).locator('.session__inbox');
}

async function openMessage(page: Page, title: string) {
  await page.getByRole('button', { name: title }).click();
}

async function answerFeedback(request: APIRequestContext, username: string, answer: string) {
  const open = await operator<Array<{ id: number; username: string }>>(request, 'get', '/ops/feedback?status=open');
  const mine = open.find((item) => item.username === username);
  expect(mine).toBeTruthy();
  await operator(request, 'post', `/ops/feedback/${mine?.id}/answer`, {
    answer,
    reason: 'answered in browser test',
  });
}

for (const locale of testLocales) {
  test(`a member reads a message, sees the popup once, and reads the answer to feedback (${locale})`, async ({ page, request }) => {
    test.setTimeout(120_000);
    const popupId = await postPopup(request, locale);
    try {
      await flow(page, request, locale);
    } finally {
      await takeDown(request, popupId);
    }
  });
}

async function flow(page: Page, request: APIRequestContext, locale: (typeof testLocales)[number]) {
  const member = await registerMember(request, 'inb');
  await operator(request, 'post', '/ops/messages', {
    to: { segment: 'member', username: member.username },
    title: `Hello ${locale}`,
    body: 'Your first message',
    reason: 'browser test',
  });

  // A visitor meets the publicity popup on the home page; closing it does not keep it away.
  await page.goto(localizePath(locale, '/'));
  const popup = page.getByRole('dialog', { name: text(locale, 'notice.title') });
  await expect(popup.getByText(popupTitle(locale))).toBeVisible({ timeout: 20_000 });
  await popup.getByRole('button', { name: text(locale, 'notice.close') }).click();
  await submitPasswordLogin(await openLogin(page, locale), locale, member.username, member.password);

  // Signed in, it greets the member again on the home page the login leads to (a busy machine may take a while),
  // with the operator's HTML shown safely.
  await expect(popup.getByText(popupTitle(locale))).toBeVisible({ timeout: 20_000 });
  await expect(popup.locator('b', { hasText: 'Saturday' })).toBeVisible();
  expect(await page.title()).not.toBe('hacked');
  await popup.getByRole('button', { name: text(locale, 'notice.close') }).click();
  await expect(popup).toBeHidden();
  await expectLoggedIn(page, locale, member.username);
  await page.reload();
  await expect(page.locator('.home-notices')).toBeVisible();
  await expect(popup).toBeHidden();

  // One unread message: the badge says so, reading it takes it away.
  await expect(inboxLink(page, locale)).toHaveAttribute('data-unread', '1');
  await expect(inboxLink(page, locale).locator('.session__badge')).toHaveText('1');
  await inboxLink(page, locale).click();
  await openMessage(page, `Hello ${locale}`);
  await expect(page.getByText('Your first message')).toBeVisible();
  await expect(inboxLink(page, locale)).toHaveAttribute('data-unread', '0');
  await expect(inboxLink(page, locale).locator('.session__badge')).toHaveCount(0);

  // Feedback from the side menu's page; the operator's answer arrives in the inbox.
  await page.goto(localizePath(locale, '/feedback'));
  await page.getByRole('combobox', { name: text(locale, 'feedback.categoryLabel'), exact: true }).selectOption('game');
  await page.getByRole('textbox', { name: text(locale, 'feedback.contentLabel'), exact: true }).fill('Please add more fish games');
  await page.getByRole('button', { name: text(locale, 'feedback.submit') }).click();
  await expect(page.getByText(text(locale, 'feedback.sent'))).toBeVisible();
  await answerFeedback(request, member.username, `New fish games next week (${locale})`);

  await page.goto(`${localizePath(locale, '/member')}#messageV2`);
  await expect(inboxLink(page, locale)).toHaveAttribute('data-unread', '1');
  await openMessage(page, text(locale, 'inbox.feedbackAnswered.title'));
  await expect(page.getByText(`New fish games next week (${locale})`, { exact: false })).toBeVisible();
  await expect(inboxLink(page, locale)).toHaveAttribute('data-unread', '0');
}
