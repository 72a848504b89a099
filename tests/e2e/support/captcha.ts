import { expect, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import { captchaCookie } from '../../../server/modules/captcha/cookie.ts';
import { captchaAnswerPath, e2eOpsToken } from './server.ts';

/**
 * Keeps every captcha picture the server sends the page, with the id its cookie names, so a test
 * can tell which captcha the picture on the screen is and ask the server what it says, as a person
 * reads it off the screen: never from the page's own state.
 */
export function watchCaptchas(page: Page) {
  const served = new Map<string, string>();
  page.on('response', async (response) => {
    if (new URL(response.url()).pathname !== '/wps/captcha' || response.status() !== 200) return;
    const cookie = (await response.headerValue('set-cookie')) ?? '';
    const id = new RegExp(`${captchaCookie}=([^;]+)`).exec(cookie)?.[1];
    const body = (await response.json()) as { value: string };
    if (id) served.set(`data:image/png;base64,${body.value}`, decodeURIComponent(id));
  });

  return {
    /** The answer to the picture `image` shows now, from the server's record of that captcha. */
    async answerShown(image: Locator, request: APIRequestContext): Promise<string> {
      let id: string | undefined;
      await expect.poll(async () => (id = served.get((await image.getAttribute('src')) ?? ''))).toBeTruthy();
      const response = await request.post(captchaAnswerPath, { headers: { authorization: `Bearer ${e2eOpsToken}` }, data: { id } });
      expect(response.status(), await response.text()).toBe(200);
      const { answer } = ((await response.json()) as { value: { answer: string | null } }).value;
      expect(answer).toBeTruthy();
      return answer!;
    },
  };
}
