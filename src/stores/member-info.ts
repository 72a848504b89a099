import { memberIconSchema, memberInfoSchema, type MemberInfo } from '../contract/auth.ts';
import { api, call } from '../lib/api/client.ts';
import { $member, $memberIcon } from './member.ts';
import { signIn, type Session } from './session.ts';

/** The session-storage entries a user-info load writes (SPEC §3). */
export function sessionFromInfo(info: MemberInfo): Session {
  return {
    account: info.account,
    nickname: info.nickname,
    customerId: String(info.id),
    isAgent: String(info.type),
    memberLabel: info.clubLabel.labelName,
    vipRankLevel: String(info.clubLabel.rankLevel),
  };
}

/** GET /wps/member/info: keeps it for the header and writes the session keys. */
export async function loadMemberInfo(): Promise<MemberInfo> {
  const info = await call(memberInfoSchema, api().get('wps/member/info'));
  $member.set(info);
  signIn(sessionFromInfo(info));
  return info;
}

/** GET /wps/member/info/icon: the avatar; the header keeps the initial when none loads. */
export async function loadMemberIcon(): Promise<void> {
  try {
    const { icon } = await call(memberIconSchema, api().get('wps/member/info/icon'));
    $memberIcon.set(icon);
  } catch {
    $memberIcon.set('');
  }
}

/** What the header loads once it finds a member signed in. */
export async function loadHeader(): Promise<void> {
  await Promise.allSettled([loadMemberInfo(), loadMemberIcon()]);
}
