import { randomUUID } from 'node:crypto';
import { and, count, eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { failureSchema } from '../../../src/contract/envelope.ts';
import { inboxPaths } from '../../../src/contract/inbox.ts';
import { applyPath, engagementPaths } from '../../../src/contract/promotions.ts';
import { depositRequest, feedback, feedbackImage, promotionApplication, promotionApplicationImage, withdrawalRequest } from '../../db/schema.ts';
import { createTestApp, type TestApp } from '../../test/harness.ts';
import { addAccount, ops, opsToken, player, postForm, withdraw, type Player } from '../payments/test-support.ts';
import { blankPng, hasGpsBlock, jpegWithGps, pngBytes, pngSignedHtml } from './test-images.ts';

let test: TestApp;
let channelId: number;
let parlayId: number;

beforeAll(async () => {
  test = await createTestApp({ env: { OPS_TOKEN: opsToken, REDIS_URL: '' } });
  const channels = await test.app.inject({ method: 'GET', url: '/wps/deposit/channels', headers: (await player(test.app)).headers });
  channelId = channels.json().value[0].id;
  const promotions = (await test.app.inject({ method: 'GET', url: engagementPaths.promotions })).json().value as { id: number; code: string }[];
  const parlay = promotions.find((item) => item.code === 'sports-parlay-boost');
  if (!parlay) throw new Error('the demo application-only promotion is missing');
  parlayId = parlay.id;
});
afterAll(() => test.close());

async function paidWithdrawal(who: Player): Promise<number> {
  const accountId = await addAccount(test.app, who);
  const id = (await withdraw(test.app, who, { accountId, amount: 300 })).json().value.id as number;
  await ops(test.app, 'POST', `/ops/withdrawals/${id}/approve`, { reason: 'checks out' });
  await ops(test.app, 'POST', `/ops/withdrawals/${id}/pay`, { reason: 'bank transfer sent' });
  return id;
}

const depositFields = () => ({ channelId: String(channelId), amount: '500', reference: 'REF-1', idempotencyKey: randomUUID() });
const image = (field: string, content: Buffer) => ({ field, content, name: 'upload.png', type: 'image/png' });
const inLanguage = (who: Player, language: string): Player => ({ ...who, headers: { ...who.headers, language } });

/**
 * Every route that stores a member's image: how to send one to it, and how many rows it has kept
 * for the member, so a refusal is seen to have stored nothing.
 */
interface UploadRoute {
  name: string;
  field: string;
  /** Whatever the route needs first (a paid withdrawal); gives the url to post to. */
  prepare: (who: Player) => Promise<string>;
  fields: () => Record<string, string>;
  stored: (who: Player) => Promise<number>;
}

const countOf = async (query: Promise<{ total: number }[]>) => Number((await query)[0]?.total ?? 0);

const routes: UploadRoute[] = [
  {
    name: 'feedback',
    field: 'images',
    prepare: async () => inboxPaths.feedback,
    fields: () => ({ category: 'problem', content: 'The page is slow today' }),
    stored: (who) => countOf(test.app.db.select({ total: count() }).from(feedback).where(eq(feedback.memberId, who.id))),
  },
  {
    name: 'a deposit receipt',
    field: 'receipt',
    prepare: async () => '/wps/deposit/requests',
    fields: depositFields,
    stored: (who) => countOf(test.app.db.select({ total: count() }).from(depositRequest).where(eq(depositRequest.memberId, who.id))),
  },
  {
    name: 'a withdrawal not received',
    field: 'proof',
    prepare: async (who) => `/wps/withdraw/requests/${await paidWithdrawal(who)}/not-received`,
    fields: () => ({}),
    stored: (who) =>
      countOf(
        test.app.db
          .select({ total: count() })
          .from(withdrawalRequest)
          .where(and(eq(withdrawalRequest.memberId, who.id), eq(withdrawalRequest.status, 'not_received'))),
      ),
  },
  {
    name: 'a promotion application',
    field: 'images',
    prepare: async () => applyPath(parlayId),
    fields: () => ({ comment: 'My parlay won' }),
    stored: (who) => countOf(test.app.db.select({ total: count() }).from(promotionApplication).where(eq(promotionApplication.memberId, who.id))),
  },
];

describe.each(routes)('uploading to $name', (route) => {
  it('refuses a 20000×20000 PNG (400 megapixels in about 50 KB) with a translated message, storing nothing', async () => {
    const who = await player(test.app, { funds: 1000 });
    const url = await route.prepare(who);
    const bomb = blankPng(20_000, 20_000);
    const response = await postForm(test.app, url, inLanguage(who, 'tl'), route.fields(), [image(route.field, bomb)]);
    expect(response.statusCode).toBe(400);
    const body = failureSchema.parse(response.json());
    expect(body.code).toBe('VALIDATION_FAILED');
    expect(body.fields?.[route.field]).toBe('Hanggang 40 megapixel lamang ang bawat larawan.');
    expect(await route.stored(who)).toBe(0);
  });

  it('refuses the PNG signature followed by HTML, storing nothing', async () => {
    const who = await player(test.app, { funds: 1000 });
    const url = await route.prepare(who);
    const response = await postForm(test.app, url, inLanguage(who, 'pt'), route.fields(), [image(route.field, pngSignedHtml)]);
    expect(response.statusCode).toBe(400);
    const body = failureSchema.parse(response.json());
    expect(body.code).toBe('VALIDATION_FAILED');
    expect(body.fields?.[route.field]).toBe('Não foi possível ler esta imagem. Envie uma imagem PNG ou JPG que abra normalmente.');
    expect(await route.stored(who)).toBe(0);
  });

  it('keeps a real PNG', async () => {
    const who = await player(test.app, { funds: 1000 });
    const url = await route.prepare(who);
    const response = await postForm(test.app, url, who, route.fields(), [image(route.field, pngBytes)]);
    expect(response.statusCode).toBe(200);
    expect(await route.stored(who)).toBe(1);
  });
});

/** The headers that keep a stored upload an image in the operator's browser, whatever its bytes. */
function expectServedSafely(response: { headers: Record<string, unknown> }, type: string, filename: string) {
  expect(response.headers['content-type']).toBe(type);
  expect(response.headers['content-disposition']).toBe(`inline; filename="${filename}"`);
  expect(response.headers['x-content-type-options']).toBe('nosniff');
  expect(response.headers['content-security-policy']).toBe("default-src 'none'; sandbox");
}

describe('stored images as the operator sees them', () => {
  it('feedback: a PNG round-trips and a phone photo arrives turned upright with no EXIF or GPS', async () => {
    const who = await player(test.app);
    const photo = await jpegWithGps();
    expect(hasGpsBlock((await sharp(photo).metadata()).exif)).toBe(true);
    const sent = await postForm(test.app, inboxPaths.feedback, who, { category: 'problem', content: 'The page is slow today' }, [
      image('images', pngBytes),
      { field: 'images', content: photo, name: 'IMG_0001.jpg', type: 'image/jpeg' },
    ]);
    expect(sent.statusCode).toBe(200);
    const id = sent.json().value.id as number;

    const png = await ops(test.app, 'GET', `/ops/feedback/${id}/images/0`);
    expect(png.statusCode).toBe(200);
    expectServedSafely(png, 'image/png', `feedback-${id}-0.png`);
    expect(await sharp(png.rawPayload).metadata()).toMatchObject({ format: 'png', width: 2, height: 2 });
    expect([...(await sharp(png.rawPayload).raw().toBuffer()).subarray(0, 3)]).toEqual([0x22, 0xaa, 0x77]);

    const jpeg = await ops(test.app, 'GET', `/ops/feedback/${id}/images/1`);
    expectServedSafely(jpeg, 'image/jpeg', `feedback-${id}-1.jpg`);
    const served = await sharp(jpeg.rawPayload).metadata();
    expect(served).toMatchObject({ format: 'jpeg', width: 48, height: 64 });
    expect(served.exif).toBeUndefined();
    expect(jpeg.rawPayload.includes('PhoneMaker')).toBe(false);
  });

  it('a deposit receipt and a withdrawal proof are served re-encoded with the same headers', async () => {
    const who = await player(test.app, { funds: 1000 });
    const photo = await jpegWithGps();
    const filed = await postForm(test.app, '/wps/deposit/requests', who, depositFields(), [
      { field: 'receipt', content: photo, name: 'slip.jpg', type: 'image/jpeg' },
    ]);
    const depositId = filed.json().value.id as number;
    const receipt = await ops(test.app, 'GET', `/ops/deposits/${depositId}/receipt`);
    expectServedSafely(receipt, 'image/jpeg', `deposit-${depositId}-receipt.jpg`);
    expect((await sharp(receipt.rawPayload).metadata()).exif).toBeUndefined();

    const withdrawalId = await paidWithdrawal(who);
    const reported = await postForm(test.app, `/wps/withdraw/requests/${withdrawalId}/not-received`, who, {}, [image('proof', pngBytes)]);
    expect(reported.statusCode).toBe(200);
    const proof = await ops(test.app, 'GET', `/ops/withdrawals/${withdrawalId}/proofs/1`);
    expectServedSafely(proof, 'image/png', `withdrawal-${withdrawalId}-proof-1.png`);
  });

  it('a promotion application stores its images re-encoded, without EXIF', async () => {
    const who = await player(test.app);
    const applied = await postForm(test.app, applyPath(parlayId), who, { comment: 'My parlay won' }, [
      { field: 'images', content: await jpegWithGps(), name: 'slip.jpg', type: 'image/jpeg' },
    ]);
    expect(applied.statusCode).toBe(200);
    const rows = await test.app.db.select().from(promotionApplicationImage).where(eq(promotionApplicationImage.applicationId, applied.json().value.id));
    expect(rows.map((row) => row.contentType)).toEqual(['image/jpeg']);
    for (const row of rows) expect((await sharp(row.content).metadata()).exif).toBeUndefined();
  });

  it('bytes stored before re-encoding, of a type that is no image, are offered as a download, never shown', async () => {
    const who = await player(test.app);
    const sent = await postForm(test.app, inboxPaths.feedback, who, { category: 'problem', content: 'The page is slow today' }, [image('images', pngBytes)]);
    const id = sent.json().value.id as number;
    await test.app.db
      .update(feedbackImage)
      .set({ type: 'text/html', content: Buffer.from('<script>alert(1)</script>') })
      .where(eq(feedbackImage.feedbackId, id));
    const served = await ops(test.app, 'GET', `/ops/feedback/${id}/images/0`);
    expect(served.headers['content-type']).toBe('application/octet-stream');
    expect(served.headers['content-disposition']).toBe(`attachment; filename="feedback-${id}-0"`);
    expect(served.headers['x-content-type-options']).toBe('nosniff');
    expect(served.headers['content-security-policy']).toBe("default-src 'none'; sandbox");
  });
});
