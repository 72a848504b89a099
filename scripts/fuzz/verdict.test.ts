import { describe, expect, it } from 'vitest';
import { violations } from './verdict.ts';

const json = 'application/json; charset=utf-8';
const failure = (code: string) => JSON.stringify({ success: false, code, message: 'Something is wrong.' });
const api = { method: 'POST', url: '/wps/deposit/requests' };

describe('the fuzz verdict', () => {
  it('passes envelopes with truthful statuses', () => {
    expect(violations(api, api.url, { status: 400, contentType: json, body: failure('MALFORMED_REQUEST') })).toEqual([]);
    expect(violations(api, api.url, { status: 200, contentType: json, body: JSON.stringify({ success: true, value: { id: 1 } }) })).toEqual([]);
  });

  it('flags a 5xx, even as an envelope, and a server that did not answer', () => {
    expect(violations(api, api.url, { status: 500, contentType: json, body: failure('INTERNAL') })).toEqual(['status 500']);
    expect(violations(api, api.url, { status: 599, contentType: '', body: 'TypeError: fetch failed' })).toContain('status 599');
  });

  it('flags internals in a failure: error names, stack frames, file paths, SQL', () => {
    const leaked = (message: string) =>
      violations(api, api.url, { status: 400, contentType: json, body: JSON.stringify({ success: false, code: 'MALFORMED_REQUEST', message }) });
    expect(leaked('TypeError: x is undefined')).toEqual(['an error name in the answer']);
    expect(leaked('at readImageForm (/work/server/uploads.ts:12:3)')).toEqual(
      expect.arrayContaining(['a stack frame in the answer', 'a file path in the answer']),
    );
    expect(leaked('insert into "member" failed: duplicate key value')).toEqual(['SQL in the answer']);
    expect(leaked('Use at least 8 characters.')).toEqual([]);
  });

  it('flags JSON that is no envelope, unknown codes and failures sent as successes', () => {
    expect(violations(api, api.url, { status: 400, contentType: json, body: '{"statusCode":400,"error":"Bad Request"}' })).toEqual(['not an envelope']);
    expect(violations(api, api.url, { status: 400, contentType: json, body: failure('FST_ERR_X') })).toEqual(['unknown code FST_ERR_X']);
    expect(violations(api, api.url, { status: 200, contentType: json, body: failure('CONFLICT') })).toEqual(['a failure envelope with status 200']);
    expect(violations(api, api.url, { status: 404, contentType: 'text/html', body: '<h1>Not found</h1>' })).toEqual(['a 404 that is not JSON (text/html)']);
  });

  it("checks the seamless wallet's own answer instead of an envelope", () => {
    const wallet = { method: 'POST', url: '/vendor/:code/bet' };
    expect(
      violations(wallet, '/vendor/X/bet', { status: 200, contentType: json, body: '{"status":"INVALID_SIGNATURE","balance":null,"currency":null}' }),
    ).toEqual([]);
    expect(violations(wallet, '/vendor/X/bet', { status: 200, contentType: json, body: '{"status":"MAYBE","balance":null,"currency":null}' })).toEqual([
      'not a seamless wallet answer',
    ]);
  });

  it('lets the site answer a path that dot segments took out of its route and out of the API', () => {
    const page = { status: 404, contentType: 'text/html', body: '<html>' };
    const balance = { method: 'POST', url: '/vendor/:code/balance' };
    expect(violations(balance, '/vendor/../balance', page)).toEqual([]);
    expect(violations(balance, '/vendor/%2e%2e/balance?a=1', page)).toEqual([]);
    expect(violations(balance, '/vendor/x/balance', page)).toEqual(['a 404 that is not JSON (text/html)']);
    expect(violations({ method: 'GET', url: '/wps/promotions/:id' }, '/wps/promotions/../x', page)).toEqual(['a 404 that is not JSON (text/html)']);
    expect(violations({ method: 'GET', url: '/health' }, '/health', page)).toEqual(['a 404 that is not JSON (text/html)']);
  });

  it('lets the site answer pages, but not under an API path', () => {
    const site = { method: 'GET', url: '/*' };
    expect(violations(site, '/pt/promo', { status: 404, contentType: 'text/html', body: '<html>' })).toEqual([]);
    expect(violations(site, '/wps/nope', { status: 404, contentType: 'text/html', body: '<html>' })).toEqual(['a 404 that is not JSON (text/html)']);
  });
});
