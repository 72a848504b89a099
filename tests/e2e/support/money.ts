import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { encrypted } from './accounts.ts';
import { e2eOpsToken } from './server.ts';

const ops = { authorization: `Bearer ${e2eOpsToken}` };

/** A call to the operator API, as the back office makes it; fails the test on any non-200 answer. */
export async function operator<T = unknown>(request: APIRequestContext, method: 'get' | 'post', path: string, data?: unknown): Promise<T> {
  const response = await request[method](path, { headers: ops, data });
  expect(response.status(), await response.text()).toBe(200);
  return (await response.json()).value as T;
}

export async function memberIdOf(request: APIRequestContext, username: string): Promise<number> {
  return (await operator<{ id: number }>(request, 'get', `/ops/members/by-username/${username}`)).id;
}

/** Credits a member's main wallet through the operator's adjustment (with its mandatory reason). */
export async function fund(request: APIRequestContext, username: string, amount: number): Promise<void> {
  await operator(request, 'post', `/ops/members/${await memberIdOf(request, username)}/adjust`, { amount, reason: 'browser test funding', actor: 'e2e' });
}

/** The session token the page holds, for the member's own API calls. */
export async function tokenOf(page: Page): Promise<string> {
  const token = await page.evaluate(() => sessionStorage.getItem('token'));
  expect(token).toMatch(/^[\w-]{43}$/);
  return token as string;
}

/** What a withdrawal needs, set through the member's own API: real name, payment password, a payout account. */
export async function prepareWithdrawals(request: APIRequestContext, token: string, loginPassword: string, realName: string): Promise<void> {
  const headers = { authorization: `Bearer ${token}` };
  const profile = await request.put('/wps/member/profile', { headers, data: { realName } });
  expect(profile.status(), await profile.text()).toBe(200);
  const password = await request.put('/wps/member/payment-password', {
    headers,
    data: await encrypted(request, { newPaymentPassword: '246810', confirmPaymentPassword: '246810', loginPassword }),
  });
  expect(password.status(), await password.text()).toBe(200);
  const account = await request.post('/wps/withdraw/accounts', {
    headers,
    data: { kind: 'bank', provider: 'BDO', accountName: realName, accountNumber: '0012-3456-78' },
  });
  expect(account.status(), await account.text()).toBe(200);
}

export const paymentPassword = '246810';

/** A tiny valid PNG, as a phone's screenshot would be, for proof uploads. */
export const proofPng = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==', 'base64');
