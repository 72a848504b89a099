import { describe, expect, it } from 'vitest';
import { opensslSignature } from './test-support.ts';
import { parseSignatureHeader, signatureHolds } from './signature.ts';

// A vector written out from the documented algorithm: hex HMAC-SHA256 of "<t>.<raw body>", computed with
// printf '%s' '1700000000.<body>' | openssl dgst -sha256 -hmac 'whsk_documented_vector_key'
const secret = 'whsk_documented_vector_key';
const t = '1700000000';
const body = '{"data":{"id":"evt_vector","type":"event","attributes":{"type":"payment.paid","livemode":false}}}';
const vector = '714cd6105e433f57898f95b3e7685f6e4e14eb3daacfce7f2a4245afda6b8265';
const at = (seconds: number) => seconds * 1000;
const check = (header: string | undefined, options: { mode?: 'test' | 'live'; nowMs?: number; raw?: string; key?: string } = {}) =>
  signatureHolds({
    header,
    rawBody: Buffer.from(options.raw ?? body),
    secret: options.key ?? secret,
    mode: options.mode ?? 'test',
    nowMs: options.nowMs ?? at(Number(t)),
  });

describe('Paymongo-Signature', () => {
  it('matches the written-out vector and openssl', () => {
    expect(opensslSignature(secret, t, body)).toBe(vector);
    expect(check(`t=${t},te=${vector},li=`)).toBe(true);
    expect(check(`t=${t},te=,li=${vector}`, { mode: 'live' })).toBe(true);
  });

  it("counts only the mode's field", () => {
    expect(check(`t=${t},te=,li=${vector}`, { mode: 'test' })).toBe(false);
    expect(check(`t=${t},te=${vector},li=`, { mode: 'live' })).toBe(false);
  });

  it('refuses another key, another body, another timestamp, and malformed headers', () => {
    expect(check(`t=${t},te=${vector},li=`, { key: 'whsk_another_key' })).toBe(false);
    expect(check(`t=${t},te=${vector},li=`, { raw: body.replace('evt_vector', 'evt_vectoR') })).toBe(false);
    expect(check(`t=1700000001,te=${vector},li=`, { nowMs: at(1_700_000_001) })).toBe(false);
    expect(check(undefined)).toBe(false);
    expect(check('')).toBe(false);
    expect(check(`te=${vector}`)).toBe(false);
    expect(check(`t=${t},te=${vector.slice(0, 63)},li=`)).toBe(false);
    expect(check(`t=${t},te=${vector}zz,li=`)).toBe(false);
  });

  it('refuses a timestamp more than 5 minutes from the clock, either way', () => {
    const header = `t=${t},te=${vector},li=`;
    expect(check(header, { nowMs: at(1_700_000_300) })).toBe(true);
    expect(check(header, { nowMs: at(1_700_000_301) })).toBe(false);
    expect(check(header, { nowMs: at(1_699_999_699) })).toBe(false);
  });

  it('reads the fields in any order and ignores unknown ones', () => {
    expect(parseSignatureHeader(`li=,v=9,te=${vector},t=${t}`)).toEqual({ t, te: vector, li: '' });
  });
});
