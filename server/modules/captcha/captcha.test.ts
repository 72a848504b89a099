import { inflateSync, crc32 } from 'node:zlib';
import { eq, sql } from 'drizzle-orm';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { captcha } from '../../db/schema.ts';
import { installErrorHandling } from '../../http/errors.ts';
import { createTestApp, testDatabaseKind, type TestApp } from '../../test/harness.ts';
import { captchaCookie } from './cookie.ts';
import { captchaHeight, captchaWidth, renderCaptcha } from './draw.ts';
import { captchaAlphabet } from './font.ts';
import { answerHash, verifyCaptcha } from './service.ts';

/** Reads a PNG's chunks, checking each CRC; answers IHDR's size and the inflated pixel data. */
function decodePng(png: Buffer): { width: number; height: number; colourType: number; raw: Buffer } {
  expect([...png.subarray(0, 8)]).toEqual([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
  let offset = 8;
  const types: string[] = [];
  const idat: Buffer[] = [];
  let header: Buffer | null = null;
  while (offset < png.length) {
    const length = png.readUInt32BE(offset);
    const type = png.toString('ascii', offset + 4, offset + 8);
    const data = png.subarray(offset + 8, offset + 8 + length);
    expect(png.readUInt32BE(offset + 8 + length)).toBe(crc32(png.subarray(offset + 4, offset + 8 + length)) >>> 0);
    types.push(type);
    if (type === 'IHDR') header = data;
    if (type === 'IDAT') idat.push(data);
    offset += 12 + length;
  }
  expect(types[0]).toBe('IHDR');
  expect(types.at(-1)).toBe('IEND');
  if (!header) throw new Error('no IHDR');
  return { width: header.readUInt32BE(0), height: header.readUInt32BE(4), colourType: header[9]!, raw: inflateSync(Buffer.concat(idat)) };
}

describe(`captcha on ${testDatabaseKind}`, () => {
  let test: TestApp;
  let app: FastifyInstance;
  /** A bare app with one route that checks a captcha, as the login and register routes do. */
  let probe: FastifyInstance;
  let ipCounter = 1;
  const nextIp = () => `198.51.100.${ipCounter++}`;

  beforeAll(async () => {
    test = await createTestApp();
    app = test.app;
    probe = Fastify();
    probe.decorate('db', app.db);
    installErrorHandling(probe);
    probe.post('/wps/check', async (request) => {
      await verifyCaptcha(request, (request.body as { answer?: string }).answer);
      return { success: true, value: true };
    });
    await probe.ready();
  });
  afterAll(async () => {
    await probe?.close();
    await test?.close();
  });

  async function fetchCaptcha(ip = nextIp()) {
    const response = await app.inject({ method: 'GET', url: '/wps/captcha', remoteAddress: ip });
    const cookie = String(response.headers['set-cookie'] ?? '');
    const id = /tala_captcha=([^;]+)/.exec(cookie)?.[1] ?? '';
    return { response, cookie, id: decodeURIComponent(id) };
  }

  async function setAnswer(id: string, answer: string) {
    await app.db
      .update(captcha)
      .set({ answerHash: answerHash(id, answer) })
      .where(eq(captcha.id, id));
  }

  const check = (id: string, answer: string | undefined) =>
    probe.inject({ method: 'POST', url: '/wps/check', headers: { cookie: `other=1; ${captchaCookie}=${id}` }, payload: { answer } });

  it('answers a server-made PNG of 240×80 as base64, uncached, with the id in a strict cookie', async () => {
    const { response, cookie, id } = await fetchCaptcha();
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-store');
    expect(cookie).toMatch(/HttpOnly/);
    expect(cookie).toMatch(/SameSite=Strict/);
    expect(cookie).toMatch(/Path=\/wps/);
    expect(id.length).toBeGreaterThan(20);
    const png = Buffer.from(response.json().value, 'base64');
    const { width, height, colourType, raw } = decodePng(png);
    // Twice the old 120×40, so it reads at the size the forms show it.
    expect([width, height, colourType]).toEqual([240, 80, 2]);
    expect([captchaWidth, captchaHeight]).toEqual([240, 80]);
    expect(raw.length).toBe((captchaWidth * 3 + 1) * captchaHeight);
    // Only the hash of the answer is kept.
    const [row] = await app.db.select().from(captcha).where(eq(captcha.id, id));
    expect(row?.answerHash).toMatch(/^[0-9a-f]{64}$/);
  });

  it('draws the characters large: ink covers a good share of the picture, across most of its width', () => {
    const { raw } = decodePng(renderCaptcha(['H', 'M', 'W', 'N'], () => 0));
    const ink = (x: number, y: number) => (raw[y * (captchaWidth * 3 + 1) + 1 + x * 3] ?? 255) < 160;
    let inked = 0;
    const columns = new Set<number>();
    for (let y = 0; y < captchaHeight; y++) {
      for (let x = 0; x < captchaWidth; x++) {
        if (!ink(x, y)) continue;
        inked += 1;
        columns.add(Math.floor(x / 20));
      }
    }
    expect(inked / (captchaWidth * captchaHeight)).toBeGreaterThan(0.12);
    expect(columns.size).toBeGreaterThanOrEqual(9);
  });

  it('leaves out every character a person could take for another', () => {
    const confusable = ['0', 'O', 'Q', '1', 'I', 'L'.toLowerCase(), 'U', 'V', '2', 'Z', '5', 'S', '6', 'G', '8', 'B'];
    expect(captchaAlphabet.filter((glyph) => confusable.includes(glyph))).toEqual([]);
    // Enough left that four characters still make a few hundred thousand texts.
    expect(captchaAlphabet.length ** 4).toBeGreaterThan(150_000);
  });

  it('draws different pictures for different texts', () => {
    expect(renderCaptcha(['A', 'C', 'D', 'E']).equals(renderCaptcha(['W', 'X', 'Y', '3']))).toBe(false);
  });

  it('refuses a second captcha within a second from the same IP', async () => {
    const ip = nextIp();
    expect((await fetchCaptcha(ip)).response.statusCode).toBe(200);
    const again = await fetchCaptcha(ip);
    expect(again.response.statusCode).toBe(429);
    expect(again.response.json()).toMatchObject({ success: false, code: 'TOO_MANY_REQUESTS' });
    expect((await fetchCaptcha(nextIp())).response.statusCode).toBe(200);
  });

  it('accepts the right answer once, in any case', async () => {
    const { id } = await fetchCaptcha();
    await setAnswer(id, 'HK7P');
    expect((await check(id, ' hk7p ')).statusCode).toBe(200);
    const reused = await check(id, 'HK7P');
    expect(reused.statusCode).toBe(422);
    expect(reused.json()).toMatchObject({ code: 'CAPTCHA_INVALID', captcha: true });
  });

  it('spends the captcha on a wrong answer too', async () => {
    const { id } = await fetchCaptcha();
    await setAnswer(id, 'HK7P');
    expect((await check(id, 'XXXX')).json()).toMatchObject({ code: 'CAPTCHA_INVALID' });
    expect((await check(id, 'HK7P')).statusCode).toBe(422);
  });

  it('refuses an expired captcha', async () => {
    const { id } = await fetchCaptcha();
    await setAnswer(id, 'HK7P');
    await app.db
      .update(captcha)
      .set({ expiresAt: sql`now() - interval '1 second'` })
      .where(eq(captcha.id, id));
    expect((await check(id, 'HK7P')).json()).toMatchObject({ code: 'CAPTCHA_INVALID' });
  });

  it('refuses a missing cookie and an unknown id as failed, and asks for an answer when none is given', async () => {
    const noCookie = await probe.inject({ method: 'POST', url: '/wps/check', payload: { answer: 'HK7P' } });
    expect(noCookie.json()).toMatchObject({ code: 'CAPTCHA_INVALID' });
    expect((await check('no-such-captcha-id-at-all', 'HK7P')).json()).toMatchObject({ code: 'CAPTCHA_INVALID' });
    const { id } = await fetchCaptcha();
    expect((await check(id, undefined)).json()).toMatchObject({ code: 'CAPTCHA_REQUIRED', captcha: true });
  });
});
