import { getCollection } from 'astro:content';
import { byOrder } from './catalogue.ts';

/** Categories, vendors and games as plain data, each list in catalogue order. */
export async function loadCatalogue() {
  const [categories, vendors, games] = await Promise.all([
    getCollection('categories'),
    getCollection('vendors'),
    getCollection('games'),
  ]);
  return {
    categories: categories.map((entry) => entry.data).sort(byOrder),
    vendors: vendors.map((entry) => entry.data).sort(byOrder),
    games: games.map((entry) => entry.data).sort(byOrder),
  };
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
