import { expect, test as setup, type APIRequestContext } from '@playwright/test';
import { registrationWithoutCaptcha } from './support/accounts.ts';
import { e2eOpsToken } from './support/server.ts';

const ops = { authorization: `Bearer ${e2eOpsToken}` };

/** The demo popup and players' announcements would cover the pages under test; inbox.spec.ts posts its own. */
async function withoutDemoPopups(request: APIRequestContext): Promise<void> {
  const notices = (await (await request.get('/ops/notices', { headers: ops })).json()).value as Array<
    Record<string, unknown> & { id: number; type: string; enabled: boolean }
  >;
  for (const { id, ...notice } of notices.filter((row) => row.enabled && (row.type === 'PU' || row.type === 'PL'))) {
    const response = await request.put(`/ops/notices/${id}`, { headers: ops, data: { ...notice, enabled: false, reason: 'browser tests' } });
    expect(response.status(), await response.text()).toBe(200);
  }
}

/**
 * The operator's settings for this run: registration without its captcha (SPEC: "captcha as
 * configured"), because a browser test cannot read a captcha; the API tests cover it with one.
 */
setup('operator settings for the browser tests', async ({ request }) => {
  await registrationWithoutCaptcha(request);
  await withoutDemoPopups(request);
});
