import { atom } from 'nanostores';
import type { MemberInfo } from '../contract/auth.ts';

/**
 * What the header shows of the signed-in member, loaded after the page (src/stores/member-info.ts):
 * this file stays free of the API client so the header can read it without loading one.
 */
export const $member = atom<MemberInfo | undefined>(undefined);
export const $memberIcon = atom('');
