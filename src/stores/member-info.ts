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

/** The consolidated answer, for an agent only; its module loads with it, so a member's header never fetches it. */
async function loadAgentParts(info: Promise<MemberInfo>): Promise<void> {
  const { type } = await info;
  const consolidated = await import('./consolidated.ts');
  if (consolidated.loadsConsolidated(String(type))) await consolidated.loadConsolidated();
}

/** What the header loads once it finds a member signed in. */
export async function loadHeader(): Promise<void> {
  const info = loadMemberInfo();
  await Promise.allSettled([info, loadMemberIcon(), loadAgentParts(info)]);
}
