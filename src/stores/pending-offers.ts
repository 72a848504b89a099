import type { Consolidated } from '../contract/agent.ts';

/** A contract request waiting for the agent's answer, as the consolidated popup lists it (SPEC §6). */
export interface PendingOffer {
  id: number;
  kind: 'dividend' | 'daily' | 'hourly';
  request: 'new' | 'terminate';
  /** Null: the platform. */
  offerer: string | null;
  requestedAt: string;
}

/** Set once the popup has shown in this sign-in; a sign-out clears session storage, a sign-in drops it. */
export const offersShownKey = 'pendingOffersShown';

/** The agent center entry where each kind's offers are answered. */
export const offerEntry: Record<PendingOffer['kind'], 'enableCt' | 'dailySalary' | 'hourSalary'> = {
  dividend: 'enableCt',
  daily: 'dailySalary',
  hourly: 'hourSalary',
};

/** Every request of the consolidated answer, newest first. */
export function pendingOffers(answer: Consolidated): PendingOffer[] {
  const of = (kind: PendingOffer['kind'], item: { request: 'new' | 'terminate'; offerer: string | null; requestedAt: string }, id: number) => ({
    id,
    kind,
    request: item.request,
    offerer: item.offerer,
    requestedAt: item.requestedAt,
  });
  return [
    ...answer.divtypereq.map((item) => of('dividend', item, item.id)),
    ...answer.dailysalreqtype.map((item) => of('daily', item, item.id)),
    ...answer.contracthoursalreq.map((item) => of('hourly', item, item.contractId)),
  ].sort((a, b) => b.requestedAt.localeCompare(a.requestedAt) || b.id - a.id);
}

/**
 * The offers to show now: all of them the first time this sign-in finds any, then none. Nothing is
 * remembered while there are none, so offers that arrive later in the session still show once.
 */
export function offersToShow(answer: Consolidated, storage: Pick<Storage, 'getItem' | 'setItem'>): PendingOffer[] {
  if (storage.getItem(offersShownKey)) return [];
  const offers = pendingOffers(answer);
  if (offers.length > 0) storage.setItem(offersShownKey, '1');
  return offers;
}
