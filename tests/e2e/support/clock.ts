import { expect, type APIRequestContext } from '@playwright/test';
import { clockSkipPath, e2eOpsToken } from './server.ts';

/**
 * Moves the test server's clock ahead, as if that much time had passed: HOUSE rounds, code resend
 * intervals and withdrawal receipts follow at once. Time only moves forward, so specs that skip
 * run in their own project after the others (playwright.config.ts), where no other test is under way.
 */
export async function skipServerTime(request: APIRequestContext, milliseconds: number): Promise<Date> {
  const response = await request.post(clockSkipPath, { headers: { authorization: `Bearer ${e2eOpsToken}` }, data: { milliseconds: Math.ceil(milliseconds) } });
  expect(response.status(), await response.text()).toBe(200);
  return new Date(((await response.json()) as { value: { now: string } }).value.now);
}

/** The test server's time now, from its Date header (second precision, as the game pages read it). */
export async function serverTime(request: APIRequestContext): Promise<Date> {
  const response = await request.get('/wps/system/status');
  return new Date(response.headers()['date'] ?? '');
}
