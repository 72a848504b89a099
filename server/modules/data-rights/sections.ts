import type { FastifyInstance } from 'fastify';
import type { Locale } from '../../../src/i18n/locales.ts';
import { memberBets, memberLogins, memberRecords } from '../backoffice/members/history.ts';
import { messagePage } from '../inbox/messages.ts';
import type { Member } from '../members/repository.ts';
import { pointsBalance, pointsValue } from '../points/accounts.ts';
import { pointsEntries } from '../points/views.ts';
import { profileOf } from '../profile/profile.ts';
import { activeExclusion } from '../protection/enforce.ts';
import { limitsOf } from '../protection/limits.ts';
import { realityCheckMinutes } from '../protection/preferences.ts';
import { memberRewards, rewardView } from '../promotions/rewards.ts';
import { bonusDetails } from '../records/service.ts';

/** One part of the member's data: the JSON file holds `json`, the CSV file the `rows`. */
export interface DataSection {
  name: 'profile' | 'logins' | 'records' | 'bets' | 'bonuses' | 'points' | 'messages' | 'protection';
  json: unknown;
  rows: Array<Record<string, unknown>>;
}

/** How many lines each read takes; the export reads every page. */
const pageSize = 500;

async function everyPage<T>(read: (page: number) => Promise<{ items: T[]; total: number }>): Promise<T[]> {
  const all: T[] = [];
  for (let page = 1; ; page += 1) {
    const { items, total } = await read(page);
    all.push(...items);
    if (items.length === 0 || all.length >= total) return all;
  }
}

/**
 * Everything the platform holds about the member, each part read by the function that shows it to
 * the member (or, for whole histories, to staff), so the archive and the pages never disagree.
 * Mobile and e-mail stay masked as on the security center: a stolen session must not reveal them.
 */
export async function memberDataSections(app: FastifyInstance, who: Member, locale: Locale): Promise<DataSection[]> {
  const { db } = app;
  const now = app.clock.now();
  const list = { size: pageSize, order: 'asc' as const };
  const [logins, records, bets, bonuses, rewards, points, balance, messages, limits, realityCheck, exclusion] = await Promise.all([
    everyPage((page) => memberLogins(app, who.id, { ...list, page })),
    everyPage((page) => memberRecords(app, who.id, { ...list, page }, locale)),
    everyPage((page) => memberBets(app, app.vendors.catalog, who.id, { ...list, page }, locale)),
    bonusDetails(app, who.id, locale),
    memberRewards(db, who.id),
    everyPage((page) => pointsEntries(db, app.vendors.catalog, who.id, { page, pageSize }, locale)),
    pointsBalance(db, who.id),
    everyPage((page) => messagePage(db, who.id, page, locale)),
    limitsOf(db, who.id, app.config.TIME_ZONE, now),
    realityCheckMinutes(db, who.id),
    activeExclusion(db, who.id, now),
  ]);
  const profile = profileOf(who);
  const rewardViews = rewards.map((row) => rewardView(row, locale, now));
  const exclusionView = exclusion && { kind: exclusion.kind, startsAt: exclusion.startsAt, endsAt: exclusion.endsAt };
  return [
    { name: 'profile', json: profile, rows: [{ ...profile, fields: undefined, locked: undefined, ...profile.fields }] },
    { name: 'logins', json: logins, rows: logins },
    { name: 'records', json: records, rows: records },
    { name: 'bets', json: bets, rows: bets },
    {
      name: 'bonuses',
      json: { credited: bonuses.items, openWagering: bonuses.openWagering, rewards: rewardViews },
      rows: [...bonuses.items.map((item) => ({ part: 'credited', ...item })), ...rewardViews.map((item) => ({ part: 'reward', ...item }))],
    },
    { name: 'points', json: { balance: pointsValue(balance), entries: points }, rows: points },
    { name: 'messages', json: messages, rows: messages },
    {
      name: 'protection',
      json: { limits, realityCheckMinutes: realityCheck, exclusion: exclusionView },
      rows: [
        ...limits.map((limit) => ({ setting: 'limit', ...limit })),
        { setting: 'realityCheckMinutes', value: realityCheck },
        ...(exclusionView ? [{ setting: 'exclusion', ...exclusionView }] : []),
      ],
    },
  ];
}
