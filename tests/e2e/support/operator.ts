import { expect, type APIRequestContext } from '@playwright/test';
import { e2eOpsToken } from './server.ts';

/** Changes an operator setting through the operator API, as a back office would. */
export async function setSetting(request: APIRequestContext, key: string, value: unknown): Promise<void> {
  const response = await request.put(`/ops/settings/${key}`, {
    headers: { authorization: `Bearer ${e2eOpsToken}` },
    data: { value, reason: 'browser test', actor: 'e2e' },
  });
  expect(response.status(), await response.text()).toBe(200);
}
