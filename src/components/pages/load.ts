import { getCollection } from 'astro:content';
import { playableCatalogue, setupFromEnv } from '../../content/playable.ts';
import { byOrder } from './catalogue.ts';

/**
 * Categories, vendors and games as plain data, each list in catalogue order: only vendors whose
 * games start (HOUSE, or a third party the build's environment configures like the server's).
 */
export async function loadCatalogue() {
  const [categories, vendors, games] = await Promise.all([getCollection('categories'), getCollection('vendors'), getCollection('games')]);
  return playableCatalogue(
    {
      categories: categories.map((entry) => entry.data).sort(byOrder),
      vendors: vendors.map((entry) => entry.data).sort(byOrder),
      games: games.map((entry) => entry.data).sort(byOrder),
    },
    setupFromEnv(process.env),
  );
}

export async function loadPromotions() {
  return (await getCollection('promotions')).map((entry) => entry.data).sort(byOrder);
}

export async function loadHelp() {
  return (await getCollection('help')).map((entry) => entry.data).sort(byOrder);
}

export async function loadDownloads() {
  return (await getCollection('download')).map((entry) => entry.data).sort(byOrder);
}

export async function loadJoin() {
  return (await getCollection('join')).map((entry) => entry.data).sort(byOrder);
}
