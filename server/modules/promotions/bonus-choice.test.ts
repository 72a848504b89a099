import { randomInt } from 'node:crypto';
import { and, desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { claimPath, declinePath, engagementPaths, forfeitPath } from '../../../src/contract/promotions.ts';
import { walletPaths } from '../../../src/contract/wallet.ts';
import { ledgerTransfer, member as memberTable, outbox } from '../../db/schema.ts';
import { createTestApp, type TestApp } from '../../test/harness.ts';
import { ledgerInvariants } from '../ledger/test-support.ts';
import { addAccount, balances, opsToken, player, postForm, withdraw, type Player } from '../payments/test-support.ts';
import { gamesCatalog, vendorEnv } from '../vendors/test-support.ts';
import { approvedDeposit, member, playSlot } from './test-support.ts';

let test: TestApp;
const app = () => test.app;

beforeAll(async () => {
  test = await createTestApp({ env: { ...vendorEnv, OPS_TOKEN: opsToken }, catalog: await gamesCatalog() });
});
afterAll(() => test?.close());

const balanced = { unbalanced: 0, drifted: 0, negative: 0, wrongAfter: 0, orphaned: 0 };

async function welcomeId(): Promise<number> {
  const list = (await app().inject({ method: 'GET', url: engagementPaths.promotions })).json().value as { id: number; code: string }[];
  const found = list.find((item) => item.code === 'welcome-first-deposit');
  if (!found) throw new Error('no welcome promotion');
  return found.id;
}

const mobile = () => `0918${String(randomInt(0, 10_000_000)).padStart(7, '0')}`;

/** A member whose mobile number was proved by an SMS code. */
async function verifiedPlayer(): Promise<Player> {
  const who = await player(app());
  await app().db.update(memberTable).set({ mobileNum: mobile(), mobileVerifiedAt: new Date() }).where(eq(memberTable.id, who.id));
  return who;
}

interface RewardItem {
  id: number;
  source: string;
  status: string;
  amount: number;
  wagering: number;
  forfeitable: boolean;
}
/** The member's promotion rewards (a deposit also completes the demo's weekly deposit mission). */
const rewards = async (who: Player) =>
  ((await member(app(), who, 'GET', engagementPaths.rewards)).json().value as RewardItem[]).filter((item) => item.source === 'promotion');
const openWagering = async (who: Player) => (await member(app(), who, 'GET', walletPaths.bonuses)).json().value.openWagering as unknown[];
const transfersOf = (memberId: number, kind: string) =>
  app()
    .db.select()
    .from(ledgerTransfer)
    .where(and(eq(ledgerTransfer.memberId, memberId), eq(ledgerTransfer.kind, kind)));

describe('a deposit bonus is a choice', () => {
  it('credits no bonus and holds no withdrawal without an opt-in; the bonus waits in the reward center', async () => {
    const who = await verifiedPlayer();
    await approvedDeposit(app(), who, 1000);
    expect((await balances(app(), who.id)).main).toBe(1000_00n);
    expect(await openWagering(who)).toEqual([]);
    expect(await transfersOf(who.id, 'bonus')).toHaveLength(0);
    const [offer] = await rewards(who);
    expect(offer).toMatchObject({ status: 'available', amount: 500, wagering: 15000, forfeitable: false });
    const accountId = await addAccount(app(), who);
    expect((await withdraw(app(), who, { accountId, amount: 1000 })).statusCode).toBe(200);
  });

  it('lists the bonuses the member may opt into, and opting in credits the bonus with its turnover', async () => {
    const who = await verifiedPlayer();
    const welcome = await welcomeId();
    const options = (await member(app(), who, 'GET', engagementPaths.depositBonuses)).json().value as { promotionId: number; kind: string }[];
    expect(options.find((item) => item.promotionId === welcome)).toMatchObject({
      kind: 'first-deposit',
      percent: 50,
      cap: 2500,
      minDeposit: 100,
      turnover: 10,
    });
    expect((await app().inject({ method: 'GET', url: engagementPaths.depositBonuses })).statusCode).toBe(401);

    await approvedDeposit(app(), who, 1000, { bonusPromotionId: welcome });
    expect((await balances(app(), who.id)).main).toBe(1500_00n);
    expect(await openWagering(who)).toEqual([expect.objectContaining({ required: 15000, remaining: 15000 })]);
    const [paid] = await rewards(who);
    expect(paid).toMatchObject({ status: 'claimed', amount: 500, forfeitable: true });
    const accountId = await addAccount(app(), who);
    expect((await withdraw(app(), who, { accountId, amount: 100 })).json().code).toBe('WAGERING_REQUIRED');
    // The first deposit's bonus is taken: it is offered no more, and a second opt-in is refused.
    const after = (await member(app(), who, 'GET', engagementPaths.depositBonuses)).json().value as { promotionId: number }[];
    expect(after.some((item) => item.promotionId === welcome)).toBe(false);
    const channels = await member(app(), who, 'GET', '/wps/deposit/channels');
    const again = await postForm(app(), '/wps/deposit/requests', who, {
      channelId: String(channels.json().value[0].id),
      amount: '1000',
      reference: 'REF',
      idempotencyKey: 'second-welcome-try',
      bonusPromotionId: String(welcome),
    });
    expect(again.statusCode).toBe(422);
    expect(again.json().fields.bonusPromotionId).toBe('This bonus is not open to you for this deposit.');
    expect(await ledgerInvariants(app().db)).toEqual(balanced);
  });

  it('lets a member who did not opt in claim the bonus afterwards, once', async () => {
    const who = await verifiedPlayer();
    await approvedDeposit(app(), who, 400);
    const [offer] = await rewards(who);
    if (!offer) throw new Error('no offer');
    const claimed = await member(app(), who, 'POST', claimPath(offer.id), {});
    expect(claimed.json().value).toMatchObject({ status: 'claimed', amount: 200 });
    await member(app(), who, 'POST', claimPath(offer.id), {});
    expect((await balances(app(), who.id)).main).toBe(600_00n);
    expect(await transfersOf(who.id, 'bonus')).toHaveLength(1);
    expect(await openWagering(who)).toEqual([expect.objectContaining({ required: 6000 })]);
  });

  it('declines an offered bonus: it can no longer be claimed and nothing moves', async () => {
    const who = await verifiedPlayer();
    await approvedDeposit(app(), who, 1000);
    const [offer] = await rewards(who);
    if (!offer) throw new Error('no offer');
    const declined = await member(app(), who, 'POST', declinePath(offer.id));
    expect(declined.json().value).toMatchObject({ id: offer.id, status: 'declined' });
    expect((await member(app(), who, 'POST', declinePath(offer.id))).json().value.status).toBe('declined');
    const claim = await member(app(), who, 'POST', claimPath(offer.id), {});
    expect(claim.statusCode).toBe(409);
    expect((await balances(app(), who.id)).main).toBe(1000_00n);
    expect(await transfersOf(who.id, 'bonus')).toHaveLength(0);
  });

  it('forfeits a paid bonus: the bonus and its winnings go back, the deposit stays and can be withdrawn', async () => {
    const who = await verifiedPlayer();
    await approvedDeposit(app(), who, 1000, { bonusPromotionId: await welcomeId() });
    // 5 rounds staking 100 and paying 300: 1,000 won on top of 1,000 deposited and 500 of bonus.
    await playSlot(app(), who, 5, 100, 300);
    expect((await balances(app(), who.id)).main).toBe(2500_00n);
    const [paid] = await rewards(who);
    if (!paid) throw new Error('no bonus');

    const forfeited = await member(app(), who, 'POST', forfeitPath(paid.id));
    expect(forfeited.statusCode).toBe(200);
    expect(forfeited.json().value).toMatchObject({
      returned: 1500,
      kept: 1000,
      balance: 1000,
      reward: { id: paid.id, status: 'forfeited', forfeitable: false },
    });
    expect((await balances(app(), who.id)).main).toBe(1000_00n);
    const [back] = await transfersOf(who.id, 'bonus-forfeit');
    expect(back?.idempotencyKey).toBe(`forfeit/${paid.id}`);
    expect(await openWagering(who)).toEqual([]);
    const accountId = await addAccount(app(), who);
    expect((await withdraw(app(), who, { accountId, amount: 1000 })).statusCode).toBe(200);
    expect(await ledgerInvariants(app().db)).toEqual(balanced);
    const record = await member(app(), who, 'GET', `${walletPaths.records}?type=bonus-forfeit`);
    expect(record.json().value.items).toEqual([
      expect.objectContaining({ type: 'bonus-forfeit', amount: -1500, remark: 'Welcome Bonus on Your First Deposit' }),
    ]);
  });

  it('keeps the whole balance when play lost more than the bonus: nothing leaves, the turnover is lifted', async () => {
    const who = await verifiedPlayer();
    await approvedDeposit(app(), who, 1000, { bonusPromotionId: await welcomeId() });
    await playSlot(app(), who, 7, 100, 0);
    const [paid] = await rewards(who);
    if (!paid) throw new Error('no bonus');
    const forfeited = await member(app(), who, 'POST', forfeitPath(paid.id));
    expect(forfeited.json().value).toMatchObject({ returned: 0, kept: 800 });
    expect((await balances(app(), who.id)).main).toBe(800_00n);
    expect(await transfersOf(who.id, 'bonus-forfeit')).toHaveLength(0);
    expect(await openWagering(who)).toEqual([]);
  });

  it('moves money once for a repeated or concurrent forfeit', async () => {
    const who = await verifiedPlayer();
    await approvedDeposit(app(), who, 1000, { bonusPromotionId: await welcomeId() });
    const [paid] = await rewards(who);
    if (!paid) throw new Error('no bonus');
    const answers = await Promise.all([1, 2, 3].map(() => member(app(), who, 'POST', forfeitPath(paid.id))));
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 409, 409]);
    const again = await member(app(), who, 'POST', forfeitPath(paid.id));
    expect(again.statusCode).toBe(409);
    expect(again.json().code).toBe('CONFLICT');
    expect(await transfersOf(who.id, 'bonus-forfeit')).toEqual([expect.objectContaining({ kind: 'bonus-forfeit' })]);
    expect((await balances(app(), who.id)).main).toBe(1000_00n);
    expect(await ledgerInvariants(app().db)).toEqual(balanced);
  });

  it("refuses another member's reward: no forfeit, decline or claim of it", async () => {
    const owner = await verifiedPlayer();
    await approvedDeposit(app(), owner, 1000, { bonusPromotionId: await welcomeId() });
    await approvedDeposit(app(), owner, 1000);
    const [offer, paid] = await rewards(owner);
    if (!offer || !paid) throw new Error('rewards missing');
    const stranger = await verifiedPlayer();
    expect((await member(app(), stranger, 'POST', forfeitPath(paid.id))).statusCode).toBe(404);
    expect((await member(app(), stranger, 'POST', declinePath(offer.id))).statusCode).toBe(404);
    expect((await member(app(), stranger, 'POST', claimPath(offer.id), {})).statusCode).toBe(404);
    expect((await app().inject({ method: 'POST', url: forfeitPath(paid.id) })).statusCode).toBe(401);
    expect((await balances(app(), owner.id)).main).toBe(2500_00n);
  });
});

describe("the terms' conditions", () => {
  it('refuses the welcome bonus to a member without a verified mobile, at opt-in and at claim, until an SMS code proves it', async () => {
    const who = await player(app());
    const welcome = await welcomeId();
    const options = (await member(app(), who, 'GET', engagementPaths.depositBonuses)).json().value as { promotionId: number }[];
    expect(options.some((item) => item.promotionId === welcome)).toBe(false);
    const channels = await member(app(), who, 'GET', '/wps/deposit/channels');
    const fields = {
      channelId: String(channels.json().value[0].id),
      amount: '1000',
      reference: 'REF',
      idempotencyKey: 'unverified-opt-in',
      bonusPromotionId: String(welcome),
    };
    const refused = await postForm(app(), '/wps/deposit/requests', who, fields);
    expect(refused.statusCode).toBe(422);
    expect(refused.json()).toMatchObject({
      code: 'BONUS_CONDITION_UNMET',
      message: "This bonus's terms are not met yet.",
      fields: { verifiedMobile: 'The terms ask for a verified mobile number: verify yours with an SMS code in the security center.' },
    });
    const inPortuguese = await app().inject({ method: 'GET', url: engagementPaths.depositBonuses, headers: { ...who.headers, language: 'pt' } });
    expect(inPortuguese.statusCode).toBe(200);

    await approvedDeposit(app(), who, 1000);
    const [offer] = await rewards(who);
    if (!offer) throw new Error('no offer');
    const claim = await app().inject({ method: 'POST', url: claimPath(offer.id), headers: { ...who.headers, language: 'pt' }, payload: {} });
    expect(claim.statusCode).toBe(422);
    expect(claim.json()).toMatchObject({ code: 'BONUS_CONDITION_UNMET', fields: { verifiedMobile: expect.stringContaining('celular verificado') } });
    expect((await balances(app(), who.id)).main).toBe(1000_00n);

    // Binding the number with its SMS code verifies it; the claim then pays.
    const number = mobile();
    expect((await member(app(), who, 'POST', '/wps/member/bind/code', { channel: 'sms', target: number })).statusCode).toBe(200);
    const [message] = await app().db.select().from(outbox).where(eq(outbox.recipient, number)).orderBy(desc(outbox.id)).limit(1);
    const code = /\b(\d{6})\b/.exec(message?.body ?? '')?.[1];
    expect((await member(app(), who, 'POST', '/wps/member/bind', { channel: 'sms', target: number, verificationCode: code })).statusCode).toBe(200);
    const [row] = await app().db.select({ at: memberTable.mobileVerifiedAt }).from(memberTable).where(eq(memberTable.id, who.id));
    expect(row?.at).toBeInstanceOf(Date);
    expect((await member(app(), who, 'POST', claimPath(offer.id), {})).json().value.status).toBe('claimed');
    expect((await balances(app(), who.id)).main).toBe(1500_00n);
  });
});
