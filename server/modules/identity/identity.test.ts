import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { trialType } from '../../../src/contract/auth.ts';
import { failureSchema } from '../../../src/contract/envelope.ts';
import { identityDecisionPath, identityImagePath, identityPaths } from '../../../src/contract/identity.ts';
import { engagementPaths } from '../../../src/contract/promotion-paths.ts';
import { identitySubmission, member, operatorAction } from '../../db/schema.ts';
import { bearer, createMember, loginAs } from '../../test/accounts.ts';
import { createTestApp, type TestApp } from '../../test/harness.ts';
import { messagePage } from '../inbox/messages.ts';
import { grantReward } from '../promotions/rewards.ts';
import { addAccount, balances, jpegBytes, opsToken, player, pngBytes, postForm, withdraw, type Player } from '../payments/test-support.ts';
import { signedInStaff } from '../staff/test-support.ts';

type Staff = Awaited<ReturnType<typeof signedInStaff>>;
const documents = [
  { field: 'front', content: pngBytes, name: 'front.png', type: 'image/png' },
  { field: 'back', content: jpegBytes, name: 'back.jpg', type: 'image/jpeg' },
  { field: 'selfie', content: pngBytes, name: 'me.png', type: 'image/png' },
];
const adult = { fullName: 'Juan Dela Cruz', dateOfBirth: '1990-05-17' };

describe('identity verification', () => {
  let harness: TestApp;
  const app = () => harness.app;
  let risk: Staff;
  let support: Staff;
  let marketing: Staff;

  beforeAll(async () => {
    harness = await createTestApp({ env: { OPS_TOKEN: opsToken } });
    [risk, support, marketing] = [await signedInStaff(app(), ['risk']), await signedInStaff(app(), ['support']), await signedInStaff(app(), ['marketing'])];
  });
  afterAll(() => harness?.close());

  const stateOf = async (who: Player) => {
    const response = await app().inject({ method: 'GET', url: identityPaths.member, headers: who.headers });
    expect(response.statusCode, response.body).toBe(200);
    return response.json().value as { state: string; reason: string | null; canSubmit: boolean; required: Record<string, unknown> };
  };
  const submit = (who: Player, fields = adult, files = documents) => postForm(app(), identityPaths.member, who, fields, files);
  const latestId = async (memberId: number) => {
    const [row] = await app().db.select({ id: identitySubmission.id }).from(identitySubmission).where(eq(identitySubmission.memberId, memberId));
    if (!row) throw new Error('no submission');
    return row.id;
  };
  const decide = (id: number, payload: object, staff: Staff = risk) =>
    app().inject({ method: 'POST', url: identityDecisionPath(id), headers: staff.headers, payload });

  it('answers 401 without a session and 403 TRIAL_ACCOUNT to a trial account, on both routes', async () => {
    expect((await app().inject({ method: 'GET', url: identityPaths.member })).statusCode).toBe(401);
    expect((await postForm(app(), identityPaths.member, { id: 0, username: '', headers: {} }, adult, documents)).statusCode).toBe(401);
    const created = await createMember(app(), { type: trialType });
    const trial = { id: created.id, username: created.username, headers: bearer((await loginAs(app(), created.username, created.password)).token) };
    for (const response of [await app().inject({ method: 'GET', url: identityPaths.member, headers: trial.headers }), await submit(trial)]) {
      expect(response.statusCode).toBe(403);
      expect(failureSchema.parse(response.json()).code).toBe('TRIAL_ACCOUNT');
    }
  });

  it('takes the documents as pending, stores them sealed, and refuses a second submission while pending', async () => {
    const who = await player(app());
    expect((await stateOf(who)).state).toBe('none');
    const response = await submit(who);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().value).toMatchObject({ state: 'pending', canSubmit: false });
    const [row] = await app().db.select().from(identitySubmission).where(eq(identitySubmission.memberId, who.id));
    expect(row).toMatchObject({
      state: 'pending',
      fullName: 'Juan Dela Cruz',
      dateOfBirth: '1990-05-17',
      frontType: 'image/png',
      backType: 'image/jpeg',
      selfieType: 'image/png',
    });
    // What the database holds is ciphertext: no image signature at its start, and no image inside.
    for (const sealed of [row!.frontSealed, row!.backSealed, row!.selfieSealed]) {
      expect(sealed).toMatch(/^[^:]+:v1\.[\w-]+\.[\w-]+\.[\w-]+$/);
      const body = Buffer.from(sealed.split('.')[3]!, 'base64url');
      expect(body.length).toBeGreaterThan(0);
      expect(body.includes(pngBytes.subarray(0, 8))).toBe(false);
      expect(body.includes(Buffer.from([0xff, 0xd8, 0xff]))).toBe(false);
      expect(body.includes(Buffer.from('IHDR'))).toBe(false);
    }
    const again = await submit(who);
    expect(again.statusCode).toBe(409);
  });

  it('opens the images only to the identity permission, and puts every view on the audit trail', async () => {
    const who = await player(app());
    await submit(who);
    const id = await latestId(who.id);
    const forbidden = await app().inject({ method: 'GET', url: identityImagePath(id, 'front'), headers: marketing.headers });
    expect(forbidden.statusCode).toBe(403);
    expect(failureSchema.parse(forbidden.json()).code).toBe('FORBIDDEN');
    expect((await app().inject({ method: 'GET', url: identityPaths.queue, headers: marketing.headers })).statusCode).toBe(403);

    const front = await app().inject({ method: 'GET', url: identityImagePath(id, 'front'), headers: support.headers });
    expect(front.statusCode).toBe(200);
    expect(front.headers['content-type']).toBe('image/png');
    expect(front.rawPayload.subarray(0, 8)).toEqual(pngBytes.subarray(0, 8));
    const back = await app().inject({ method: 'GET', url: identityImagePath(id, 'back'), headers: risk.headers });
    expect(back.headers['content-type']).toBe('image/jpeg');
    expect(back.rawPayload.subarray(0, 3)).toEqual(Buffer.from([0xff, 0xd8, 0xff]));

    const views = await app()
      .db.select({ actor: operatorAction.actor, after: operatorAction.after })
      .from(operatorAction)
      .where(and(eq(operatorAction.action, 'identity.document.view'), eq(operatorAction.target, `member:${who.username}`)));
    expect(views).toEqual([
      { actor: support.username, after: { submissionId: id, side: 'front' } },
      { actor: risk.username, after: { submissionId: id, side: 'back' } },
    ]);
  });

  it('approves: the member is verified and told in the inbox, in their language', async () => {
    const who = await player(app());
    await submit(who);
    const id = await latestId(who.id);
    const queue = await app().inject({ method: 'GET', url: identityPaths.queue, headers: risk.headers });
    expect(queue.json().value).toContainEqual(expect.objectContaining({ id, memberId: who.id, username: who.username, state: 'pending' }));
    const approved = await decide(id, { verdict: 'approve' }, support);
    expect(approved.statusCode, approved.body).toBe(200);
    expect(approved.json().value).toMatchObject({ state: 'verified', reviewer: support.username });
    expect(await stateOf(who)).toMatchObject({ state: 'verified', canSubmit: false });
    const inbox = await messagePage(app().db, who.id, 1, 'pt');
    expect(inbox.items[0]).toMatchObject({ title: 'Identidade verificada' });
    expect((await decide(id, { verdict: 'reject', reason: 'too late' })).statusCode).toBe(409);
  });

  it('rejects with a reason the member reads, and takes new documents after', async () => {
    const who = await player(app());
    await submit(who);
    const id = await latestId(who.id);
    expect((await decide(id, { verdict: 'reject' })).statusCode).toBe(400);
    const rejected = await decide(id, { verdict: 'reject', reason: 'The photo of the back is blurred' });
    expect(rejected.statusCode, rejected.body).toBe(200);
    expect(await stateOf(who)).toMatchObject({ state: 'rejected', reason: 'The photo of the back is blurred', canSubmit: true });
    const inbox = await messagePage(app().db, who.id, 1, 'tl');
    expect(inbox.items[0]?.body).toBe(
      'Hindi namin ma-verify ang iyong pagkakakilanlan: The photo of the back is blurred. Maaari kang magpadala ng bagong mga dokumento mula sa member center.',
    );
    expect((await submit(who)).statusCode).toBe(200);
    expect((await stateOf(who)).state).toBe('pending');
  });

  it('refuses a member under 18 by the date of birth, closes the account and keeps no image', async () => {
    const who = await player(app());
    const today = new Date();
    const seventeen = `${today.getUTCFullYear() - 17}-01-01`;
    const response = await submit(who, { fullName: 'Young One', dateOfBirth: seventeen });
    expect(response.statusCode).toBe(403);
    expect(failureSchema.parse(response.json()).code).toBe('UNDERAGE');
    const [row] = await app().db.select({ closedAt: member.closedAt }).from(member).where(eq(member.id, who.id));
    expect(row?.closedAt).toBeInstanceOf(Date);
    expect(await app().db.select().from(identitySubmission).where(eq(identitySubmission.memberId, who.id))).toEqual([]);
    // The closing ended the session the documents came from.
    expect((await app().inject({ method: 'GET', url: identityPaths.member, headers: who.headers })).statusCode).toBe(401);
  });

  it('lets an 18-year-old through on the day of the 18th birthday', async () => {
    const who = await player(app());
    const today = new Date().toLocaleDateString('en-CA', { timeZone: app().config.TIME_ZONE });
    const [year, month, day] = today.split('-');
    const birthday = month === '02' && day === '29' ? `${Number(year) - 18}-02-28` : `${Number(year) - 18}-${month}-${day}`;
    expect((await submit(who, { fullName: 'Just Eighteen', dateOfBirth: birthday })).statusCode).toBe(200);
  });

  it('holds a bonus back from an unverified member while the operator requires it, and pays it once verified', async () => {
    await app().settings.set('identity', { beforeWithdrawal: false, beforeBonus: true }, { actor: 'test', reason: 'bonus rule test' });
    try {
      const who = await player(app());
      const granted = await grantReward(app().db, {
        memberId: who.id,
        source: 'promotion',
        sourceKey: `identity-test:${who.id}`,
        title: { en: 'Welcome', pt: 'Boas-vindas', tl: 'Maligayang pagdating' },
        amount: 50_00n,
        wagering: 0n,
        expiresAt: new Date(Date.now() + 86_400_000),
      });
      const claim = () =>
        app().inject({ method: 'POST', url: engagementPaths.claim.replace(':id', String(granted!.row.id)), headers: who.headers, payload: {} });
      const refused = await claim();
      expect(refused.statusCode).toBe(403);
      expect(failureSchema.parse(refused.json()).code).toBe('VERIFICATION_REQUIRED');
      expect(await balances(app(), who.id)).toEqual({ main: 0n, pending: 0n });
      await submit(who);
      await decide(await latestId(who.id), { verdict: 'approve' });
      expect((await claim()).statusCode).toBe(200);
      expect(await balances(app(), who.id)).toEqual({ main: 5_000n, pending: 0n });
    } finally {
      await app().settings.set('identity', { beforeWithdrawal: false, beforeBonus: false }, { actor: 'test', reason: 'bonus rule test done' });
    }
  });

  describe('withdrawals', () => {
    const setRule = (value: object) =>
      app().settings.set('identity', { beforeWithdrawal: false, beforeBonus: false, ...value }, { actor: 'test', reason: 'identity rule test' });
    afterAll(() => setRule({}));

    it('refuses any withdrawal before verification when the rule says so, and lets it through once verified', async () => {
      await setRule({ beforeWithdrawal: true });
      const who = await player(app(), { funds: 1000 });
      const accountId = await addAccount(app(), who);
      const refused = await withdraw(app(), who, { accountId, amount: 200 });
      expect(refused.statusCode).toBe(403);
      expect(failureSchema.parse(refused.json())).toMatchObject({ code: 'VERIFICATION_REQUIRED', fields: { identity: expect.any(String) } });
      expect(await balances(app(), who.id)).toEqual({ main: 100_000n, pending: 0n });
      await submit(who);
      expect((await withdraw(app(), who, { accountId, amount: 200 })).statusCode).toBe(403);
      await decide(await latestId(who.id), { verdict: 'approve' });
      const allowed = await withdraw(app(), who, { accountId, amount: 200 });
      expect(allowed.statusCode, allowed.body).toBe(200);
      expect(await balances(app(), who.id)).toEqual({ main: 80_000n, pending: 20_000n });
    });

    it('asks for verification only above the single amount', async () => {
      await setRule({ aboveSingle: 500 });
      const who = await player(app(), { funds: 2000 });
      const accountId = await addAccount(app(), who);
      expect((await withdraw(app(), who, { accountId, amount: 500 })).statusCode).toBe(200);
      const refused = await withdraw(app(), who, { accountId, amount: 500.01 });
      expect(failureSchema.parse(refused.json()).code).toBe('VERIFICATION_REQUIRED');
    });

    it('asks for verification once the withdrawals so far would pass the cumulative amount', async () => {
      await setRule({ aboveCumulative: 1000 });
      const who = await player(app(), { funds: 3000 });
      const accountId = await addAccount(app(), who);
      expect((await withdraw(app(), who, { accountId, amount: 600 })).statusCode).toBe(200);
      expect((await withdraw(app(), who, { accountId, amount: 400 })).statusCode).toBe(200);
      const refused = await withdraw(app(), who, { accountId, amount: 100 });
      expect(failureSchema.parse(refused.json()).code).toBe('VERIFICATION_REQUIRED');
      expect(await balances(app(), who.id)).toEqual({ main: 200_000n, pending: 100_000n });
    });

    it('leaves withdrawals alone while the operator requires nothing', async () => {
      await setRule({});
      const who = await player(app(), { funds: 1000 });
      const accountId = await addAccount(app(), who);
      expect((await withdraw(app(), who, { accountId, amount: 300 })).statusCode).toBe(200);
      expect((await stateOf(who)).required).toEqual({ beforeWithdrawal: false, beforeBonus: false });
    });
  });
});
