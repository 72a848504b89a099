import type { AggregatedValue, LobbyGame } from '../../contract/catalog.ts';
import { localizePath } from '../../i18n/locales.ts';
import { onCdn } from '../../lib/image-cdn.ts';
import { pageLocale } from '../../lib/page.ts';

type Studio = AggregatedValue['vendors'][number];

/**
 * A lobby's games from a configured aggregator: the prebuilt page lists the content catalogue only
 * (decision 0019), so the lobby asks the API for the aggregators' shown games of its category and
 * adds them as cards and studio filters made from the page's own (same markup, same styles). With no
 * aggregator the answer is empty and nothing changes. A plain fetch: no API client or schemas for
 * what every lobby visit asks.
 */
export async function fetchAggregated(category: string): Promise<AggregatedValue> {
  const response = await fetch(`/lgw/games/aggregated?category=${encodeURIComponent(category)}`, { headers: { language: pageLocale() } });
  const body = (await response.json()) as { success?: boolean; value?: AggregatedValue };
  if (!response.ok || body.success !== true || !body.value) return { vendors: [], list: [] };
  return body.value;
}

function studioChip(template: HTMLLIElement, studio: Studio, cdn: string | null): HTMLLIElement {
  const chip = template.cloneNode(true) as HTMLLIElement;
  const link = chip.querySelector('a');
  const logo = chip.querySelector('img');
  if (link) {
    link.href = `?vendor=${encodeURIComponent(studio.id)}`;
    link.dataset.filter = studio.id;
    link.removeAttribute('aria-current');
  }
  if (logo) {
    logo.src = onCdn(studio.logo, cdn);
    logo.alt = studio.name;
  }
  return chip;
}

function gameCard(template: HTMLLIElement, game: LobbyGame, studio: string, cdn: string | null): HTMLLIElement {
  const card = template.cloneNode(true) as HTMLLIElement;
  card.hidden = false;
  card.removeAttribute('data-lobby-hidden');
  card.style.order = '';
  Object.assign(card.dataset, { filterItem: game.vendor, nodeId: game.nodeId, name: game.name, hot: String(game.isHot), new: String(game.isNew) });
  const link = card.querySelector<HTMLAnchorElement>('a[data-game-id]');
  if (link) {
    link.href = `${localizePath(pageLocale(), '/game')}?gameId=${game.nodeId}&vendor=${encodeURIComponent(game.vendor)}`;
    Object.assign(link.dataset, { gameId: game.nodeId, vendor: game.vendor });
  }
  const image = card.querySelector('img');
  if (image) {
    image.removeAttribute('data-src');
    image.loading = 'lazy';
    image.src = onCdn(game.thumbnail, cdn);
  }
  card.querySelector('.name')?.replaceChildren(game.name);
  card.querySelector('.vendor')?.replaceChildren(studio);
  card.querySelector('.badges')?.remove();
  const star = card.querySelector<HTMLButtonElement>('button[data-favourite]');
  if (star) {
    star.dataset.favourite = game.nodeId;
    star.setAttribute('aria-pressed', 'false');
    // The label names the game: the template's name is swapped for this one.
    star.setAttribute('aria-label', (star.getAttribute('aria-label') ?? '').replace(template.dataset.name ?? '', game.name));
  }
  return card;
}

/** Adds the aggregated studios and games to the lobby, their images of our origin from `cdn`; answers how many games it added. */
export function addAggregated(lobby: HTMLElement, value: AggregatedValue, cdn: string | null = null): number {
  const cardTemplate = lobby.querySelector<HTMLLIElement>('li[data-node-id]');
  const chipTemplate = lobby.querySelector<HTMLAnchorElement>('nav a[data-filter]:not([data-filter=""])')?.closest('li');
  const grid = cardTemplate?.parentElement;
  if (!cardTemplate || !grid) return 0;
  const known = new Set([...lobby.querySelectorAll<HTMLElement>('[data-node-id]')].map((card) => card.dataset.nodeId));
  const names = new Map(value.vendors.map((studio) => [studio.id, studio.name]));
  if (chipTemplate) chipTemplate.parentElement?.append(...value.vendors.map((studio) => studioChip(chipTemplate, studio, cdn)));
  const fresh = value.list.filter((game) => !known.has(game.nodeId));
  grid.append(...fresh.map((game) => gameCard(cardTemplate, game, names.get(game.vendor) ?? game.vendor, cdn)));
  return fresh.length;
}
