import { expect, type APIRequestContext } from '@playwright/test';
import { CompactEncrypt, importJWK, type JWK } from 'jose';
import { codeIn, lastMessageTo } from './messages.ts';
import { e2eOpsToken } from './server.ts';

/** A fresh Philippine mobile number, so parallel tests never share one. */
export function freshMobile(): string {
  return `0917${String(Math.floor(Math.random() * 1e7)).padStart(7, '0')}`;
}

export function freshUsername(prefix = 'e2e'): string {
  return `${prefix}${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`.slice(0, 16);
}

/** A `{ jwe }` body for the server's published key, as the dialogs make it. */
export async function encrypted(request: APIRequestContext, payload: unknown): Promise<{ jwe: string }> {
  const status = await (await request.get('/wps/system/status')).json();
  const jwk = status.value.info.publicKey as JWK & { kid: string };
  const key = await importJWK(jwk, 'RSA-OAEP-256');
  const jwe = await new CompactEncrypt(new TextEncoder().encode(JSON.stringify(payload)))
    .setProtectedHeader({ alg: 'RSA-OAEP-256', enc: 'A256GCM', kid: jwk.kid })
    .encrypt(key);
  return { jwe };
}

/** Turns off the registration captcha for the browser tests' server (the operator may: SPEC "captcha as configured"). */
export async function registrationWithoutCaptcha(request: APIRequestContext): Promise<void> {
  const headers = { authorization: `Bearer ${e2eOpsToken}` };
  const current = await (await request.get('/ops/settings/register', { headers })).json();
  const rules = (current.value.value as Array<{ field: string; enabled: boolean; required: boolean }>).map((rule) =>
    rule.field === 'captcha' ? { ...rule, enabled: false, required: false } : rule,
  );
  const response = await request.put('/ops/settings/register', {
    headers,
    data: { value: rules, reason: 'browser tests register without captcha', actor: 'e2e' },
  });
  expect(response.status(), await response.text()).toBe(200);
}

export interface NewMember {
  username: string;
  password: string;
  mobileNum: string;
  email: string;
  /** The session token when registered with `login`. */ token?: string;
}

/**
 * Registers a member through the real API, with the SMS code the sink received. With `login` the
 * registration also logs in, which makes the registering IP one the member is known from.
 */
export async function registerMember(
  request: APIRequestContext,
  prefix = 'e2e',
  { login = false, affiliateCode }: { login?: boolean; affiliateCode?: string } = {},
): Promise<NewMember> {
  const member = { username: freshUsername(prefix), password: 'Start@1234', mobileNum: freshMobile(), email: `${freshUsername('m')}@tala.example` };
  // Each test member signs up from an address of its own, as real ones do, so per-IP caps on codes and sign-ups never add up across tests.
  const headers = { 'x-forwarded-for': `198.18.${Math.floor(Math.random() * 256)}.${1 + Math.floor(Math.random() * 254)}` };
  const since = Date.now();
  const sent = await request.get(`/wps/verification/sms/register?mobileNum=${member.mobileNum}`, { headers });
  expect(sent.status(), await sent.text()).toBe(200);
  const verificationCode = codeIn(await lastMessageTo(request, member.mobileNum, since));
  const response = await request.put('/wps/member/register', {
    headers,
    data: await encrypted(request, {
      ...member,
      confirmPassword: member.password,
      verificationCode,
      login,
      affiliateCode,
      registerMethod: 'WEB',
      adultConsent: true,
    }),
  });
  expect(response.status(), await response.text()).toBe(200);
  return login ? { ...member, token: (await response.json()).value.token } : member;
}
