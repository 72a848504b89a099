import { memberHref } from '../views.ts';

/** The member a request belongs to, linked to the member's page. */
export function MemberCell({ memberId, username }: { memberId: number; username: string }) {
  return <a href={memberHref(memberId)}>{username}</a>;
}
