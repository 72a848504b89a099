/**
 * The lobby's filter words and name matching, kept free of zod so the lobby pages' first script
 * stays small; src/contract/catalog.ts builds the wire schemas from them.
 */

/** SPEC §3 game list filters. FAV and RECENT are the member's own and need a session. */
export const gameFilters = ['NEW', 'FAV', 'ALL', 'HOT', 'RECENT'] as const;
export type GameFilter = (typeof gameFilters)[number];
export const personalFilters: readonly GameFilter[] = ['FAV', 'RECENT'];

/** Lower case without accents, so "cacador" finds "Caçador": the name search of the API and the lobby. */
export function searchable(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase();
}
