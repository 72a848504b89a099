import type { StaffPermission } from '../../contract/staff.ts';

/** The back office's screens, named by the URL's hash (#deposits, #member/42), and what each needs. */
export const screens = [
  'dashboard',
  'deposits',
  'withdrawals',
  'members',
  'identity',
  'agents',
  'contracts',
  'settlements',
  'announcements',
  'protection',
  'audit',
  'promotions',
  'applications',
  'missions',
  'vip',
  'notices',
  'messages',
  'cs-channels',
  'points',
  'reports',
  'settings',
] as const;
export type Screen = (typeof screens)[number];

export const screenPermission: Record<Screen, StaffPermission> = {
  dashboard: 'reports',
  deposits: 'payments',
  withdrawals: 'payments',
  members: 'members.read',
  identity: 'identity',
  agents: 'agents',
  contracts: 'agents',
  settlements: 'agents',
  announcements: 'agents',
  protection: 'protection',
  audit: 'protection',
  promotions: 'content',
  applications: 'content',
  missions: 'content',
  vip: 'content',
  notices: 'content',
  messages: 'content',
  'cs-channels': 'content',
  points: 'content',
  reports: 'reports',
  // Admin holds `region` too; the risk desk, holding only it, sees the region blocks there. The keys
  // each desk keeps are `settingDesks` (src/contract/operator.ts); the screen loads what they open.
  settings: 'region',
};

/**
 * Screens a second desk works on too, as their routes allow (members' messages: marketing and
 * support; the settings: marketing, for the points mall, invite friends and VIP).
 */
export const screenAlsoFor: Partial<Record<Screen, StaffPermission>> = {
  messages: 'support',
  'cs-channels': 'support',
  // The agent manager reads the summary by agent (GET /ops/reports/summary?group=agent).
  reports: 'agents',
  settings: 'content',
};

export type Route = { screen: Screen } | { screen: 'member'; id: number };

/** The screen a hash names; no hash (or an unknown one) opens `home`, the first screen the staff member may see. */
export function routeOf(hash: string, home: Screen): Route {
  const path = decodeURIComponent(hash.replace(/^#\/?/, ''));
  const member = /^member\/(\d+)$/.exec(path);
  if (member) return { screen: 'member', id: Number(member[1]) };
  return { screen: (screens as readonly string[]).includes(path) ? (path as Screen) : home };
}

export const memberHref = (id: number) => `#member/${id}`;

/** The permission a route needs: a member's page is part of the members screen. */
export const routePermission = (route: Route): StaffPermission => screenPermission[route.screen === 'member' ? 'members' : route.screen];

/** Every permission that opens a route: its own, and a second desk's where it has one. */
export function routePermissions(route: Route): StaffPermission[] {
  const also = route.screen === 'member' ? undefined : screenAlsoFor[route.screen];
  return also ? [routePermission(route), also] : [routePermission(route)];
}
