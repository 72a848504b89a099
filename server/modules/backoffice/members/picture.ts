import { and, asc, count, eq, gt, inArray, isNull } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { MemberPicture } from '../../../../src/contract/backoffice.ts';
import { toAmount, toMinorUnits } from '../../../../src/contract/money.ts';
import type { Locale } from '../../../../src/i18n/locales.ts';
import { feedback, member, memberTeam, session, wageringRequirement } from '../../../db/schema.ts';
import { AppError } from '../../../http/envelope.ts';
import { teamSizeOf } from '../../agents/team.ts';
import { isSessionLive } from '../../auth/sessions.ts';
import { unreadCount } from '../../inbox/messages.ts';
import { findMemberById, type Member } from '../../members/repository.ts';
import { openWageringRequirements } from '../../payments/wagering.ts';
import { pointsBalance, pointsValue } from '../../points/accounts.ts';
import { memberRewards, rewardView } from '../../promotions/rewards.ts';
import { vipStanding } from '../../promotions/vip.ts';
import { activeExclusion } from '../../protection/enforce.ts';
import { limitRows, shownLimit } from '../../protection/limits.ts';
import { harmMarkersOf } from '../../protection/watch.ts';
import { readBalance, walletSettings } from '../../wallet/accounts.ts';

/** The member or a 404: every back-office call on a member starts here. */
export async function requireMember(app: FastifyInstance, id: number): Promise<Member> {
  const found = await findMemberById(app.db, id);
  if (!found) throw new AppError('NOT_FOUND');
  return found;
}

/** The registration and profile fields, the member row's own and the free-form ones, as one list. */
function profileOf(row: Member): Record<string, string | null> {
  return {
    nickname: row.nickname,
    payeeName: row.payeeName,
    mobileNum: row.mobileNum,
    email: row.email,
    affiliateCode: row.affiliateCode,
    referralCode: row.referralCode,
    registerMethod: row.registerMethod,
    registerUrl: row.registerUrl,
    ...row.profile,
  };
}

/** From the direct upline to the top of the tree, by the closure table. */
async function uplinesOf(app: FastifyInstance, memberId: number) {
  return app.db
    .select({ id: member.id, username: member.username })
    .from(memberTeam)
    .innerJoin(member, eq(member.id, memberTeam.ancestorId))
    .where(and(eq(memberTeam.descendantId, memberId), gt(memberTeam.depth, 0)))
    .orderBy(asc(memberTeam.depth));
}

async function teamSize(app: FastifyInstance, memberId: number): Promise<number> {
  const [row] = await app.db
    .select({ size: teamSizeOf(member.id) })
    .from(member)
    .where(eq(member.id, memberId));
  return Number(row?.size ?? 0);
}

async function protectionOf(app: FastifyInstance, memberId: number, now: Date): Promise<MemberPicture['protection']> {
  const [limits, exclusion, markers] = await Promise.all([
    limitRows(app.db, memberId),
    activeExclusion(app.db, memberId, now),
    harmMarkersOf(app.db, memberId, now),
  ]);
  return {
    limits: limits.map((row) => ({ kind: row.kind, period: row.period, value: shownLimit(row.kind, row.value) })),
    exclusion: exclusion ? { kind: exclusion.kind, endsAt: exclusion.endsAt?.toISOString() ?? null } : null,
    markers,
  };
}

/** The member's rewards with what each still asks to be wagered (payReward opens it as `reward:<id>`). */
async function promotionsOf(app: FastifyInstance, memberId: number, locale: Locale, now: Date): Promise<MemberPicture['promotions']> {
  const rewards = await memberRewards(app.db, memberId);
  const sources = rewards.map((row) => `reward:${row.id}`);
  const open =
    sources.length === 0
      ? []
      : await app.db
          .select({ source: wageringRequirement.source, required: wageringRequirement.required, done: wageringRequirement.done })
          .from(wageringRequirement)
          .where(and(eq(wageringRequirement.memberId, memberId), eq(wageringRequirement.status, 'open'), inArray(wageringRequirement.source, sources)));
  const left = new Map<string, bigint>();
  for (const row of open) if (row.done < row.required) left.set(row.source, (left.get(row.source) ?? 0n) + row.required - row.done);
  return rewards.map((row) => {
    const view = rewardView(row, locale, now);
    return { title: view.title, status: view.status, amount: view.amount, wageringLeft: toAmount(left.get(`reward:${row.id}`) ?? 0n) };
  });
}

/** Sessions still usable now: not revoked, not past their end, not idle too long (isSessionLive). */
async function openSessions(app: FastifyInstance, memberId: number, now: Date): Promise<number> {
  const rows = await app.db
    .select()
    .from(session)
    .where(and(eq(session.memberId, memberId), isNull(session.revokedAt), gt(session.expiresAt, now)));
  return rows.filter((row) => isSessionLive(row, app.config, now)).length;
}

async function openFeedback(app: FastifyInstance, memberId: number): Promise<number> {
  const [row] = await app.db
    .select({ open: count() })
    .from(feedback)
    .where(and(eq(feedback.memberId, memberId), eq(feedback.status, 'open')));
  return Number(row?.open ?? 0);
}

/** GET /ops/members/:id: everything the member's page shows at a glance, each part from its own module. */
export async function memberPicture(app: FastifyInstance, id: number, locale: Locale): Promise<MemberPicture> {
  const row = await requireMember(app, id);
  const now = app.clock.now();
  const vipEnabled = (await app.settings.get('vip')).enabled;
  const [balance, points, wagering, vip, uplines, team, protection, promotions, unread, feedbackOpen, sessions] = await Promise.all([
    walletSettings(app).then((settings) => readBalance(app.db, id, settings)),
    pointsBalance(app.db, id),
    openWageringRequirements(app.db, id),
    vipEnabled ? vipStanding(app, id) : null,
    uplinesOf(app, id),
    teamSize(app, id),
    protectionOf(app, id, now),
    promotionsOf(app, id, locale, now),
    unreadCount(app.db, id),
    openFeedback(app, id),
    openSessions(app, id, now),
  ]);
  return {
    id: row.id,
    username: row.username,
    status: row.status,
    type: row.type,
    profile: profileOf(row),
    createdAt: row.regDate.toISOString(),
    lastLoginAt: row.lastLoginAt?.toISOString() ?? null,
    balance: balance.sumBalance,
    points: pointsValue(points),
    // Added in minor units, so the sum of amounts carries no floating-point drift.
    openWagering: toAmount(wagering.reduce((sum, item) => sum + toMinorUnits(item.remaining), 0n)),
    vipLevel: vip ? (vip.rank?.level ?? 0) : null,
    uplines,
    teamSize: team,
    protection,
    promotions,
    unreadMessages: unread,
    openFeedback: feedbackOpen,
    openSessions: sessions,
  };
}
