import { expect, test } from '@playwright/test';
import { chatWindow } from '../../src/lib/chat-window.ts';
import { localizePath, testLocales, text } from './support/i18n.ts';
import { operator } from './support/money.ts';
import { e2eOpsToken } from './support/server.ts';

/**
 * Customer service (issue 11, SPEC §8–9): the operator's live chat shows on every page and opens in
 * its own 440×500 window; a browser that blocks the window gets "allow popups and retry". The
 * channel is site-wide, so this runs in the last project, after the pages that it would cover.
 */
const chatUrl = 'https://chat.tala.example/room';

test('the operator adds a live chat: it opens in a 440×500 window, and a blocked popup says so (en, pt, tl)', async ({ page, request }) => {
  const channel = await operator<{ id: number }>(request, 'post', '/ops/cs-channels', {
    csType: 'LIVECHAT',
    title: 'Tala live chat',
    url: chatUrl,
    reason: 'browser test',
  });
  // The chat is a third party's page: here it answers from the test.
  await page.context().route(`${chatUrl}**`, (route) => route.fulfill({ contentType: 'text/html', body: '<title>Chat</title><p>How can we help?</p>' }));
  // Records what the page asks of window.open and lets it through: the window's size is the page's request.
  await page.addInitScript(() => {
    const open = window.open.bind(window);
    window.open = (...args: Parameters<typeof window.open>) => {
      (window as unknown as { opened: unknown[] }).opened = [...((window as unknown as { opened?: unknown[] }).opened ?? []), args.map(String)];
      return (window as unknown as { blockPopups?: boolean }).blockPopups ? null : open(...args);
    };
  });

  try {
    await page.goto('/help');
    const chat = page.locator('tala-contacts').getByRole('link', { name: 'Tala live chat' });
    const popup = page.waitForEvent('popup');
    await chat.click();
    await expect((await popup).getByText('How can we help?')).toBeVisible();
    const opened = await page.evaluate(() => (window as unknown as { opened: string[][] }).opened);
    expect(opened).toEqual([[chatUrl, 'tala-customer-service', `popup,width=${chatWindow.width},height=${chatWindow.height}`]]);

    for (const locale of testLocales) {
      await page.goto(localizePath(locale, '/help'));
      await page.evaluate(() => ((window as unknown as { blockPopups: boolean }).blockPopups = true));
      await page.locator('tala-contacts').getByRole('link', { name: 'Tala live chat' }).click();
      const blocked = page.getByRole('dialog', { name: text(locale, 'cs.title') });
      await expect(blocked).toContainText(text(locale, 'cs.popupBlocked'));
      await blocked.getByRole('button', { name: text(locale, 'cs.ok') }).click();
      await expect(blocked).toBeHidden();
    }
  } finally {
    await request.put(`/ops/cs-channels/${channel.id}`, {
      headers: { authorization: `Bearer ${e2eOpsToken}` },
      data: { csType: 'LIVECHAT', title: 'Tala live chat', url: chatUrl, enabled: false, reason: 'browser test over' },
    });
  }
});
