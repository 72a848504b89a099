import type { HouseGame } from '../../contract/house.ts';
import type { Locale } from '../../i18n/locales.ts';

export interface FairQuery {
  game: HouseGame | string;
  locale: Locale;
  serverSeed?: string;
  /** The hash shown before play, so the page can say whether the revealed seed matches it. */
  serverSeedHash?: string;
  clientSeed?: string;
  nonce?: number;
}

/** The fairness page, pre-filled with a round's revealed seeds when there are some. */
export function fairPageHref(query: FairQuery): string {
  const params = new URLSearchParams({ lang: query.locale, game: query.game });
  if (query.serverSeed) params.set('serverSeed', query.serverSeed);
  if (query.serverSeedHash) params.set('hash', query.serverSeedHash);
  if (query.clientSeed) params.set('clientSeed', query.clientSeed);
  if (query.nonce !== undefined) params.set('nonce', String(query.nonce));
  return `/house/fair?${params.toString()}`;
}

/** Reads the fields back on the fairness page; anything malformed is simply left for the member to type. */
export function readFairQuery(search: string): { game?: string; serverSeed?: string; serverSeedHash?: string; clientSeed?: string; nonce?: number } {
  const params = new URLSearchParams(search);
  const nonce = Number(params.get('nonce'));
  return {
    game: params.get('game') ?? undefined,
    serverSeed: params.get('serverSeed') ?? undefined,
    serverSeedHash: params.get('hash') ?? undefined,
    clientSeed: params.get('clientSeed') ?? undefined,
    nonce: params.has('nonce') && Number.isInteger(nonce) && nonce >= 0 ? nonce : undefined,
  };
}
