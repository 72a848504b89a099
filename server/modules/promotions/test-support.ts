import { randomUUID } from 'node:crypto';
import { eq, inArray } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { member as memberTable, promotion } from '../../db/schema.ts';
import { houseCatalogue, houseWalletVendor } from '../../../src/contract/house.ts';
import { launchFor } from '../games/test-support.ts';
import { ops, postForm, type Player } from '../payments/test-support.ts';
import { gameOf, vendorCall } from '../vendors/test-support.ts';

/** Files a deposit through the member API (opting into a bonus when asked) and has the operator approve it; answers the deposit id. */
export async function approvedDeposit(app: FastifyInstance, who: Player, amount: number, options: { bonusPromotionId?: number } = {}): Promise<number> {
  const channels = await app.inject({ method: 'GET', url: '/wps/deposit/channels', headers: who.headers });
  const channelId = String(channels.json().value[0].id);
  const bonus: Record<string, string> = options.bonusPromotionId === undefined ? {} : { bonusPromotionId: String(options.bonusPromotionId) };
  const filed = await postForm(app, '/wps/deposit/requests', who, {
    channelId,
    amount: String(amount),
    reference: 'REF',
    idempotencyKey: randomUUID(),
    ...bonus,
  });
  if (filed.statusCode !== 200) throw new Error(`deposit not filed: ${filed.body}`);
  const id = filed.json().value.id as number;
  const approved = await ops(app, 'POST', `/ops/deposits/${id}/approve`, { reason: 'seen on statement' });
  if (approved.statusCode !== 200) throw new Error(`deposit not approved: ${approved.body}`);
  return id;
}

/** Rounds of HOUSE's slot through the seamless wallet: each stakes `stake` and pays `payout`. */
export async function playSlot(app: FastifyInstance, who: Player, rounds: number, stake: number, payout = 0): Promise<void> {
  const launched = await launchFor(app, who.headers, gameOf(app.vendors.catalog, houseCatalogue.slot.vendor));
  const base = { sessionToken: launched.token, member: who.username, gameCode: houseCatalogue.slot.code };
  for (let round = 0; round < rounds; round += 1) {
    const roundId = `r-${randomUUID()}`;
    await vendorCall(app, houseWalletVendor, 'bet', { ...base, txId: `${roundId}-bet`, roundId, amount: stake });
    await vendorCall(app, houseWalletVendor, 'win', { ...base, txId: `${roundId}-win`, roundId, amount: payout });
  }
}

export const member = (app: FastifyInstance, who: Player, method: 'GET' | 'POST', url: string, payload?: object) =>
  app.inject({ method, url, headers: who.headers, ...(payload ? { payload } : {}) });

/**
 * Ends the running deposit bonuses of the demo data, for tests about deposits and withdrawals
 * themselves: their balances then move by the deposits alone, with no turnover holding withdrawals.
 */
export async function withoutDepositBonuses(app: FastifyInstance): Promise<void> {
  await app.db
    .update(promotion)
    .set({ endedAt: new Date('2000-01-01T00:00:00Z') })
    .where(inArray(promotion.kind, ['first-deposit', 'reload']));
}

/** Readies a member for the demo Welcome Bonus (its terms ask for a verified mobile) and answers the opt-in for it. */
export async function welcomeBonus(app: FastifyInstance, who: { id: number }): Promise<{ bonusPromotionId: number }> {
  await app.db
    .update(memberTable)
    .set({ mobileNum: `0917${String(who.id).padStart(7, '0')}`, mobileVerifiedAt: new Date() })
    .where(eq(memberTable.id, who.id));
  const [welcome] = await app.db.select({ id: promotion.id }).from(promotion).where(eq(promotion.code, 'welcome-first-deposit'));
  if (!welcome) throw new Error('no welcome promotion');
  return { bonusPromotionId: welcome.id };
}
