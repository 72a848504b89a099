import type { Locale } from '../../../src/i18n/locales.ts';
import { oncePer } from '../../lib/once-per.ts';
import type { Catalog } from './repository.ts';

const keyOf = (vendor: string, code: string) => `${vendor}/${code}`;

/** Each game's names by its catalogue vendor and code, built once per catalogue. */
const namesOf = oncePer((catalog: Catalog) => new Map(catalog.games.map((game) => [keyOf(game.vendor, game.code), game.name])));

/** The name a record shows for a bet's game: the catalogue's in the reader's language, else the game's code. */
export function gameName(catalog: Catalog, vendor: string, code: string, locale: Locale): string {
  return namesOf(catalog).get(keyOf(vendor, code))?.[locale] ?? code;
}
