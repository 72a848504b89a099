import type { Db } from '../../db/index.ts';
import { storeGameList } from './catalogue.ts';
import { fetchGameList } from './games-api.ts';
import type { Hub88Setup } from './setup.ts';

/** Fetches Hub88's game list and stores it; new games wait, hidden, for the operator to show them. */
export async function syncHub88Games(db: Db, setup: Hub88Setup, now: Date) {
  return storeGameList(db, await fetchGameList(setup), now);
}
