import { expect, type APIRequestContext } from '@playwright/test';
import { clockSkipPath, e2eOpsToken } from './server.ts';

/**
 * Moves the test server's clock ahead, as if that much time had passed: HOUSE rounds, code resend
 * intervals and withdrawal receipts follow at once. Time only moves forward, and for every test
 * at once, so specs that skip run in their own project before the others (playwright.config.ts).
 * Skipping 0 reads the server's time to the millisecond.
 */
export async function skipServerTime(request: APIRequestContext, milliseconds: number): Promise<Date> {
  const response = await request.post(clockSkipPath, { headers: { authorization: `Bearer ${e2eOpsToken}` }, data: { milliseconds: Math.ceil(milliseconds) } });
  expect(response.status(), await response.text()).toBe(200);
  return new Date(((await response.json()) as { value: { now: string } }).value.now);
}
