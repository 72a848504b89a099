import { afterEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { createHouseApi, failureText, HouseError } from './api.ts';
import type { Launch } from './launch.ts';

const launch = (session: string | null) => ({ session, locale: 'pt', game: 'slot' }) as unknown as Launch;

/** A server as a game page meets it: requests recorded, answered with an envelope and a Date header. */
function server(answer: (request: Request) => unknown, date = 'Fri, 27 Nov 2026 08:00:00 GMT') {
  const seen: { request: Request; body: string }[] = [];
  const fetchImpl = async (input: RequestInfo | URL) => {
    const request = input as Request;
    seen.push({ request, body: await request.text() });
    return new Response(JSON.stringify(answer(request)), { status: 200, headers: { 'content-type': 'application/json', date } });
  };
  return { seen, fetchImpl };
}

describe('the game page’s API client', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('sends the game token and the page language, and answers the parsed value', async () => {
    vi.stubGlobal('location', { origin: 'https://tala.example' });
    const { seen, fetchImpl } = server(() => ({ success: true, value: { balance: 12.5 } }));
    const api = createHouseApi(launch('game-token-1'), fetchImpl);
    expect(await api.post('/vendor/HOUSE/play/slot/spin', { stake: 1 }, z.object({ balance: z.number() }))).toEqual({ balance: 12.5 });
    const { request, body } = seen[0]!;
    expect(request.url).toBe('https://tala.example/vendor/HOUSE/play/slot/spin');
    expect(request.method).toBe('POST');
    expect(request.headers.get('authorization')).toBe('Bearer game-token-1');
    expect(request.headers.get('language')).toBe('pt');
    expect(JSON.parse(body)).toEqual({ stake: 1 });
    expect(api.serverNow()).toBeGreaterThanOrEqual(Date.parse('Fri, 27 Nov 2026 08:00:00 GMT'));
  });

  it('throws the server’s refusal with its words, and its own codes for what never got an answer', async () => {
    vi.stubGlobal('location', { origin: 'https://tala.example' });
    const refused = createHouseApi(launch('t'), server(() => ({ success: false, code: 'INSUFFICIENT_FUNDS', message: 'Saldo insuficiente.' })).fetchImpl);
    const error = await refused.get('/vendor/HOUSE/play/slot/state', z.object({})).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(HouseError);
    expect(error).toMatchObject({ code: 'INSUFFICIENT_FUNDS', message: 'Saldo insuficiente.', status: 200 });
    expect(failureText(error, (key) => key)).toBe('Saldo insuficiente.');

    const offline = createHouseApi(launch('t'), async () => Promise.reject(new TypeError('offline')));
    await expect(offline.get('/x', z.object({}))).rejects.toMatchObject({ code: 'NETWORK' });
    const noToken = createHouseApi(launch(null), server(() => ({ success: true, value: {} })).fetchImpl);
    await expect(noToken.get('/x', z.object({}))).rejects.toMatchObject({ code: 'NO_SESSION' });
    expect(await noToken.post('/vendor/HOUSE/fair/verify', {}, z.object({}), { anonymous: true })).toEqual({});
    const odd = createHouseApi(launch('t'), server(() => ({ success: true, value: { balance: 'lots' } })).fetchImpl);
    await expect(odd.get('/x', z.object({ balance: z.number() }))).rejects.toMatchObject({ code: 'UNREADABLE' });
  });
});
