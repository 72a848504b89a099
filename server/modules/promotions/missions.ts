import { and, asc, count, eq, gte, like, lt, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { toAmount } from '../../../src/contract/money.ts';
import { moneyMetrics, type Leaderboard, type Mission, type MissionBoard, type OpsMissionCreate } from '../../../src/contract/promotions.ts';
import { toMinorUnits } from '../../../src/contract/money.ts';
import type { Locale } from '../../../src/i18n/locales.ts';
import type { Db } from '../../db/index.ts';
import { betRecord, depositRequest, loginEvent, member, mission, reward } from '../../db/schema.ts';
import { AppError } from '../../http/envelope.ts';
import { recordAction } from '../payments/support.ts';
import { maskName } from './mask.ts';
import { periodsAt, type Period } from './periods.ts';
import { daysAfter, grantReward } from './rewards.ts';
import type { OpsContext } from './promotions.ts';

type MissionRow = typeof mission.$inferSelect;

/** A completed mission's reward waits this many days after its period ends. */
const claimDaysAfterPeriod = 7;

const settledReal = (memberId: number, period: Period) =>
  and(
    eq(betRecord.memberId, memberId),
    sql`${betRecord.status} in ('won', 'lost')`,
    eq(betRecord.playMoney, false),
    gte(betRecord.settledAt, period.start),
    lt(betRecord.settledAt, period.end),
  );

/** Days in a row, ending on the period's last day so far, with a completed login (operator's days). */
async function loginStreak(db: Db, memberId: number, period: Period, now: Date, timeZone: string): Promise<bigint> {
  const rows = await db
    .selectDistinct({ day: sql<string>`to_char(${loginEvent.at} at time zone ${timeZone}, 'YYYY-MM-DD')` })
    .from(loginEvent)
    .where(and(eq(loginEvent.memberId, memberId), eq(loginEvent.outcome, 'success'), gte(loginEvent.at, period.start), lt(loginEvent.at, period.end)));
  const days = new Set(rows.map((row) => row.day));
  const format = new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' });
  let streak = 0n;
  for (let at = now.getTime(); at >= period.start.getTime(); at -= 86_400_000) {
    if (!days.has(format.format(new Date(at)))) break;
    streak += 1n;
  }
  return streak;
}

/** The member's progress on a mission in a period: minor units for amounts, a count otherwise. */
export async function progressOf(db: Db, row: MissionRow, memberId: number, period: Period, now: Date, timeZone: string): Promise<bigint> {
  if (row.metric === 'login-days') return loginStreak(db, memberId, period, now, timeZone);
  if (row.metric === 'deposit') {
    const [found] = await db
      .select({ total: sql<string>`coalesce(sum(${depositRequest.amount}), 0)`.mapWith(String) })
      .from(depositRequest)
      .where(
        and(
          eq(depositRequest.memberId, memberId),
          eq(depositRequest.status, 'approved'),
          gte(depositRequest.decidedAt, period.start),
          lt(depositRequest.decidedAt, period.end),
        ),
      );
    return BigInt(found?.total ?? '0');
  }
  if (row.metric === 'rounds') {
    const [found] = await db.select({ total: count() }).from(betRecord).where(settledReal(memberId, period));
    return BigInt(found?.total ?? 0);
  }
  const category = row.metric === 'category-bets' && row.category ? eq(betRecord.category, row.category) : undefined;
  const [found] = await db
    .select({ total: sql<string>`coalesce(sum(${betRecord.stake}), 0)`.mapWith(String) })
    .from(betRecord)
    .where(and(settledReal(memberId, period), category));
  return BigInt(found?.total ?? '0');
}

const periodKey = (row: MissionRow, period: Period) => `mission:${row.id}:${period.start.toISOString()}`;
const rewardKey = (row: MissionRow, period: Period, memberId: number) => `${periodKey(row, period)}:member:${memberId}`;
const wire = (row: MissionRow, value: bigint) => (moneyMetrics.includes(row.metric) ? toAmount(value) : Number(value));

/** A mission's reward for one period: once per mission, period and member, whoever asks first. */
const grantMissionReward = (db: Db, row: MissionRow, period: Period, memberId: number) =>
  grantReward(db, {
    memberId,
    source: 'mission',
    sourceKey: rewardKey(row, period, memberId),
    title: row.title,
    amount: row.rewardAmount,
    wagering: row.rewardAmount * BigInt(row.turnover),
    expiresAt: daysAfter(period.end, claimDaysAfterPeriod),
  });

/**
 * The member's missions of the current day and week with their progress. A mission done in its
 * period puts its reward in the reward center (once: the key is the mission, the period and the member).
 */
export async function missionBoard(app: FastifyInstance, memberId: number, locale: Locale): Promise<MissionBoard> {
  const now = app.clock.now();
  const timeZone = app.config.TIME_ZONE;
  const periods = await periodsAt(app.db, now, timeZone);
  const rows = await app.db.select().from(mission).where(eq(mission.enabled, true)).orderBy(asc(mission.sortOrder), asc(mission.id));
  const missions: Mission[] = [];
  for (const row of rows) {
    const period = periods[row.period];
    const progress = await progressOf(app.db, row, memberId, period, now, timeZone);
    let earned = progress >= row.target ? await grantMissionReward(app.db, row, period, memberId) : undefined;
    if (!earned) {
      const [existing] = await app.db
        .select()
        .from(reward)
        .where(eq(reward.sourceKey, rewardKey(row, period, memberId)));
      earned = existing ? { row: existing, created: false } : undefined;
    }
    const paid = earned?.row;
    const state = !paid ? 'open' : paid.status === 'claimed' ? 'claimed' : paid.expiresAt.getTime() <= now.getTime() ? 'expired' : 'ready';
    missions.push({
      id: row.id,
      title: row.title[locale] || row.title.en,
      period: row.period,
      metric: row.metric,
      category: row.category,
      target: wire(row, row.target),
      progress: wire(row, progress > row.target ? row.target : progress),
      reward: toAmount(row.rewardAmount),
      periodEndsAt: period.end.toISOString(),
      rewardId: paid?.id ?? null,
      state,
    });
  }
  return { missions, readyToClaim: missions.filter((item) => item.state === 'ready').length };
}

/** Closed periods before `period` whose reward, had it been earned, could still be claimed at `now`. */
async function claimableClosedPeriods(db: Db, kind: MissionRow['period'], period: Period, now: Date, timeZone: string): Promise<Period[]> {
  const found: Period[] = [];
  let before = period;
  for (;;) {
    const previous = (await periodsAt(db, new Date(before.start.getTime() - 1), timeZone))[kind];
    if (daysAfter(previous.end, claimDaysAfterPeriod).getTime() <= now.getTime()) return found;
    found.push(previous);
    before = previous;
  }
}

/**
 * Rewards of missions done in periods that have closed since: the board only shows the current
 * day and week, so a mission done yesterday by a member who has not looked since would otherwise
 * never pay. Periods whose reward exists already are skipped, so a reward-center read costs one
 * progress query per mission and closed period still open to a reward (at most 7 days back).
 */
export async function grantClosedPeriods(app: FastifyInstance, memberId: number): Promise<void> {
  const now = app.clock.now();
  const timeZone = app.config.TIME_ZONE;
  const current = await periodsAt(app.db, now, timeZone);
  const rows = await app.db.select().from(mission).where(eq(mission.enabled, true));
  if (rows.length === 0) return;
  const granted = new Set(
    (
      await app.db
        .select({ key: reward.sourceKey })
        .from(reward)
        .where(and(eq(reward.memberId, memberId), eq(reward.source, 'mission')))
    ).map((row) => row.key),
  );
  const closed = {
    daily: rows.some((row) => row.period === 'daily') ? await claimableClosedPeriods(app.db, 'daily', current.daily, now, timeZone) : [],
    weekly: rows.some((row) => row.period === 'weekly') ? await claimableClosedPeriods(app.db, 'weekly', current.weekly, now, timeZone) : [],
  };
  for (const row of rows) {
    for (const period of closed[row.period]) {
      if (granted.has(rewardKey(row, period, memberId))) continue;
      // A login streak of a closed period is counted back from its last moment, not from now.
      const progress = await progressOf(app.db, row, memberId, period, new Date(period.end.getTime() - 1), timeZone);
      if (progress < row.target) continue;
      await grantMissionReward(app.db, row, period, memberId);
    }
  }
}

const leaderboardSize = 20;

/** Members by missions completed in the current day or week; names masked, the caller marked. */
export async function missionLeaderboard(app: FastifyInstance, memberId: number, period: 'daily' | 'weekly'): Promise<Leaderboard> {
  const periods = await periodsAt(app.db, app.clock.now(), app.config.TIME_ZONE);
  const start = periods[period].start.toISOString();
  const ids = (await app.db.select({ id: mission.id }).from(mission).where(eq(mission.period, period))).map((row) => row.id);
  if (ids.length === 0) return { period, rows: [] };
  const completed = count();
  const rows = await app.db
    .select({ memberId: reward.memberId, username: member.username, completed })
    .from(reward)
    .innerJoin(member, eq(member.id, reward.memberId))
    .where(
      and(eq(reward.source, 'mission'), like(reward.sourceKey, `mission:%:${start}:member:%`), sql`split_part(${reward.sourceKey}, ':', 2)::bigint in ${ids}`),
    )
    .groupBy(reward.memberId, member.username)
    .orderBy(sql`${completed} desc`, asc(reward.memberId))
    .limit(leaderboardSize);
  return {
    period,
    rows: rows.map((row, index) => ({ rank: index + 1, member: maskName(row.username), completed: row.completed, you: row.memberId === memberId })),
  };
}

export function opsMissionView(row: MissionRow) {
  return {
    id: row.id,
    code: row.code,
    period: row.period,
    metric: row.metric,
    category: row.category,
    target: wire(row, row.target),
    reward: toAmount(row.rewardAmount),
    turnover: row.turnover,
    title: row.title,
    enabled: row.enabled,
  };
}

export const allMissions = (db: Db) => db.select().from(mission).orderBy(asc(mission.sortOrder), asc(mission.id));

export async function createMission(db: Db, input: OpsMissionCreate, context: OpsContext): Promise<MissionRow> {
  const metric = input.metric;
  if (metric === 'category-bets' && !input.category) throw new AppError('VALIDATION_FAILED', { fields: { category: 'required' } });
  const target = moneyMetrics.includes(metric) ? toMinorUnits(input.target) : BigInt(Math.round(input.target));
  return db.transaction(async (tx) => {
    const [row] = await tx
      .insert(mission)
      .values({
        code: input.code,
        period: input.period,
        metric,
        category: input.category ?? null,
        target,
        rewardAmount: toMinorUnits(input.reward),
        turnover: input.turnover,
        title: input.title,
        sortOrder: input.sortOrder,
      })
      .onConflictDoNothing({ target: mission.code })
      .returning();
    if (!row) throw new AppError('CONFLICT');
    await recordAction(tx, {
      actor: context.actor,
      action: 'mission.create',
      target: `mission:${row.id}`,
      before: null,
      after: opsMissionView(row),
      reason: context.reason,
    });
    return row;
  });
}

export async function enableMission(db: Db, id: number, enabled: boolean, context: OpsContext): Promise<MissionRow> {
  return db.transaction(async (tx) => {
    const [row] = await tx.update(mission).set({ enabled }).where(eq(mission.id, id)).returning();
    if (!row) throw new AppError('NOT_FOUND');
    await recordAction(tx, {
      actor: context.actor,
      action: enabled ? 'mission.enable' : 'mission.disable',
      target: `mission:${id}`,
      before: null,
      after: { enabled },
      reason: context.reason,
    });
    return row;
  });
}
