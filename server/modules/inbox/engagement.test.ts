import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { successSchema } from '../../../src/contract/envelope.ts';
import { customerServiceSchema, inboxOpsPaths, inboxPaths, messagePageSchema, noticesSchema } from '../../../src/contract/inbox.ts';
import { manualClock } from '../../test/clock.ts';
import { createTestApp, type TestApp } from '../../test/harness.ts';
import { jpegBytes, ops, opsToken, player, pngBytes, postForm, textBytes, type Player } from '../payments/test-support.ts';
import { multipartBody } from '../payments/test-support.ts';

describe('notices, feedback and customer service', () => {
  let harness: TestApp;
  const app = () => harness.app;
  const clock = manualClock(new Date('2026-11-20T04:00:00Z'));

  beforeAll(async () => {
    harness = await createTestApp({ env: { OPS_TOKEN: opsToken, HOUSE_CLOCK_MS: '0' }, clock });
  });
  afterAll(() => harness?.close());

  const notices = async (headers: Record<string, string> = {}, types?: string) =>
    successSchema(noticesSchema).parse((await app().inject({ method: 'GET', url: inboxPaths.notices, query: types ? { types } : {}, headers })).json()).value;
  const notice = (payload: object) => ops(app(), 'POST', inboxOpsPaths.notices, { reason: 'announce it', ...payload });

  it('sanitizes the operator’s HTML before storing it, and dates notices in the operator’s time zone', async () => {
    const created = await notice({
      type: 'PU',
      title: 'Maintenance',
      content:
        '<p onclick="steal()">Back at <b>noon</b></p><script>alert(1)</script><a href="javascript:alert(1)">x</a><img src="https://cdn.example/a.png" onerror="x()">',
    });
    expect(created.statusCode).toBe(200);
    const stored = created.json().value.content as string;
    expect(stored).not.toMatch(/script|onclick|onerror|javascript:/i);
    expect(stored).toContain('<b>noon</b>');
    expect(stored).toContain('<img src="https://cdn.example/a.png" />');
    const popup = (await notices()).popup.find((item) => item.id === created.json().value.id);
    expect(popup).toMatchObject({ title: 'Maintenance', content: stored, date: '2026-11-20 12:00:00' });
    expect((await notice({ type: 'PU', title: 'Empty', content: '<script>only()</script>' })).statusCode).toBe(400);
  });

  it('answers each type in its list, players’ announcements only to a signed-in member, by language and schedule', async () => {
    await notice({ type: 'B', title: 'Banner', content: 'Spin to win', imageUrl: '/art/banner.png', linkUrl: '/promotions' });
    await notice({ type: 'PL', title: 'For players', content: 'Members only' });
    await notice({ type: 'PR', title: 'Promo notice', content: 'Weekend' });
    await notice({ type: 'PR', title: 'Em português', content: 'Só pt', locale: 'pt' });
    await notice({ type: 'H', title: 'Ticker', content: 'Hello' });
    await notice({ type: 'PR', title: 'Later', content: 'Not yet', startsAt: '2026-12-01T00:00:00Z' });
    await notice({ type: 'PR', title: 'Over', content: 'Ended', startsAt: '2026-11-01T00:00:00Z', endsAt: '2026-11-02T00:00:00Z' });

    const guest = await notices();
    expect(guest.banners.map((item) => item.title)).toContain('Banner');
    expect(guest.banners.find((item) => item.title === 'Banner')).toMatchObject({ imageUrl: '/art/banner.png', linkUrl: '/promotions' });
    expect(guest.player).toEqual([]);
    expect(guest.promotion.map((item) => item.title)).toEqual(['Promo notice']);
    expect(guest.home).toEqual([]);

    const who = await player(app());
    const member = await notices(who.headers);
    expect(member.player.map((item) => item.title)).toEqual(['For players']);
    expect((await notices({ ...who.headers, language: 'pt' })).promotion.map((item) => item.title).sort()).toEqual(['Em português', 'Promo notice']);
    expect((await notices({}, 'H')).home.map((item) => item.title)).toEqual(['Ticker']);
    expect((await app().inject({ method: 'GET', url: inboxPaths.notices, query: { types: 'X' } })).statusCode).toBe(400);

    clock.set(new Date('2026-12-02T00:00:00Z'));
    expect((await notices()).promotion.map((item) => item.title)).toContain('Later');
    clock.set(new Date('2026-11-20T04:00:00Z'));
  });

  const sendFeedback = (who: Player, fields: Record<string, string>, files: { field: string; content: Buffer; name: string; type: string }[] = []) =>
    postForm(app(), inboxPaths.feedback, who, fields, files);

  it('takes feedback within the operator’s word bounds with up to 3 real images; the answer arrives in the inbox', async () => {
    const who = await player(app());
    const tooShort = await sendFeedback(who, { category: 'suggestion', content: 'Too short' });
    expect(tooShort.statusCode).toBe(400);
    expect(tooShort.json().fields.content).toBe('Write between 3 and 500 words.');
    const disguised = await sendFeedback(who, { category: 'problem', content: 'The page is slow today' }, [
      { field: 'images', content: textBytes, name: 'shot.png', type: 'image/png' },
    ]);
    expect(disguised.statusCode).toBe(415);
    const four = [pngBytes, jpegBytes, pngBytes, jpegBytes].map((content, n) => ({ field: 'images', content, name: `s${n}.png`, type: 'image/png' }));
    expect((await sendFeedback(who, { category: 'problem', content: 'The page is slow today' }, four)).statusCode).toBe(400);

    const body = await multipartBody({ category: 'game', content: 'Please add more fish games' }, [
      { field: 'images', content: pngBytes, name: 'a.png', type: 'image/png' },
      { field: 'images', content: jpegBytes, name: 'b.jpg', type: 'image/jpeg' },
    ]);
    const sent = await app().inject({
      method: 'PUT',
      url: inboxPaths.feedback,
      headers: { ...who.headers, 'content-type': body.contentType },
      payload: body.payload,
    });
    expect(sent.statusCode).toBe(200);
    const id = sent.json().value.id as number;
    expect(sent.json().value).toMatchObject({ category: 'game', status: 'open', answer: null });

    const open = (await ops(app(), 'GET', `${inboxOpsPaths.feedback}?status=open`)).json().value as { id: number; username: string; images: number }[];
    expect(open.find((item) => item.id === id)).toMatchObject({ username: who.username, images: 2 });
    const image = await ops(app(), 'GET', `/ops/feedback/${id}/images/1`);
    expect(image.headers['content-type']).toBe('image/jpeg');

    const answered = await ops(app(), 'POST', `/ops/feedback/${id}/answer`, { answer: 'Three new fish games arrive next week.' });
    expect(answered.json().value).toMatchObject({ status: 'answered', answer: 'Three new fish games arrive next week.' });
    expect((await ops(app(), 'POST', `/ops/feedback/${id}/answer`, { answer: 'Again' })).statusCode).toBe(409);

    const inbox = successSchema(messagePageSchema).parse(
      (await app().inject({ method: 'GET', url: inboxPaths.messages, headers: { ...who.headers, language: 'tl' } })).json(),
    ).value;
    expect(inbox.unread).toBe(1);
    expect(inbox.items[0]).toMatchObject({ kind: 'account', title: 'Sinagot namin ang iyong feedback' });
    expect(inbox.items[0]?.body).toContain('Three new fish games arrive next week.');
    expect((await app().inject({ method: 'GET', url: inboxPaths.feedback, headers: who.headers })).json().value[0]).toMatchObject({ id, status: 'answered' });

    await ops(app(), 'PUT', '/ops/settings/feedback', { value: { minWords: 1, maxWords: 2 }, reason: 'shorter feedback' });
    expect((await sendFeedback(who, { category: 'other', content: 'one two three' })).json().fields.content).toBe('Write between 1 and 2 words.');
    expect((await app().inject({ method: 'GET', url: inboxPaths.feedbackConfig })).json().value).toMatchObject({ minWords: 1, maxWords: 2, maxImages: 3 });
  });

  it('serves the operator’s customer-service channels in order; live chat opens as a window (type 3)', async () => {
    const empty = successSchema(customerServiceSchema).parse((await app().inject({ method: 'GET', url: inboxPaths.customerService })).json()).value;
    expect(empty.version.pathList).toEqual([]);
    const chat = await ops(app(), 'POST', inboxOpsPaths.csChannels, {
      csType: 'LIVECHAT',
      title: 'Live chat',
      url: 'https://chat.example/room',
      sortOrder: 2,
      reason: 'open chat',
    });
    expect(chat.statusCode).toBe(200);
    await ops(app(), 'POST', inboxOpsPaths.csChannels, { csType: 'TELEGRAM', title: 'Telegram', url: 'https://t.me/tala', sortOrder: 1, reason: 'telegram' });
    expect((await ops(app(), 'POST', inboxOpsPaths.csChannels, { csType: 'QQ', title: 'QQ', url: 'javascript:alert(1)', reason: 'bad' })).statusCode).toBe(400);
    const list = successSchema(customerServiceSchema).parse((await app().inject({ method: 'GET', url: inboxPaths.customerService })).json()).value.version
      .pathList;
    expect(list).toEqual([
      { csType: 'TELEGRAM', title: 'Telegram', type: 1, path: 'https://t.me/tala' },
      { csType: 'LIVECHAT', title: 'Live chat', type: 3, path: 'https://chat.example/room' },
    ]);
    const id = chat.json().value.id as number;
    await ops(app(), 'PUT', `/ops/cs-channels/${id}`, {
      csType: 'LIVECHAT',
      title: 'Live chat',
      url: 'https://chat.example/room',
      enabled: false,
      reason: 'closed tonight',
    });
    expect((await app().inject({ method: 'GET', url: inboxPaths.customerService })).json().value.version.pathList).toHaveLength(1);
  });
});
