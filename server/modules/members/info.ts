import type { FastifyInstance } from 'fastify';
import { agentTypes, trialType, type MemberInfo } from '../../../src/contract/auth.ts';
import { forcedChange } from '../auth/complete-login.ts';
import type { SessionRow } from '../auth/sessions.ts';
import { refreshVip } from '../promotions/vip.ts';
import type { Member } from './repository.ts';

/** Eight original avatars in public/art/avatars; a member keeps the same one for ever. */
export const avatarCount = 8;
export function avatarPath(memberId: number): string {
  return `/art/avatars/avatar-${(memberId % avatarCount) + 1}.svg`;
}

/**
 * What the header and the dialogs know of the member. The password flags say why a forced-change
 * session is one; a full session has nothing left to change.
 */
export async function memberInfo(app: FastifyInstance, member: Member, session: SessionRow): Promise<MemberInfo> {
  const flags = session.scope === 'change-password' ? await forcedChange(app, member, false) : { firstTimeLogin: false, passwordExpired: false };
  const vip = (await app.settings.get('vip')).enabled && member.type !== trialType ? (await refreshVip(app, member.id)).rank : undefined;
  return {
    id: member.id,
    account: member.username,
    nickname: member.nickname ?? member.username,
    type: member.type,
    isAgent: (agentTypes as readonly number[]).includes(member.type),
    toUpline: member.uplineId !== null,
    regDate: member.regDate.toISOString(),
    clubLabel: vip ? { labelName: vip.name, rankLevel: vip.level } : { labelName: member.clubLabel, rankLevel: member.vipRankLevel },
    ...flags,
    currency: app.config.CURRENCY,
    mobileNum: member.mobileNum,
    email: member.email,
    lastLoginAt: member.lastLoginAt?.toISOString() ?? null,
    timeZone: app.config.TIME_ZONE,
  };
}
