import { gameFilters, personalFilters, type GameFilter } from '../../contract/lobby.ts';
import { openModal } from '../../stores/modal.ts';
import { $isLoggedIn } from '../../stores/session.ts';
import { imageCdn } from '../../lib/image-cdn.ts';
import { observeImages } from './lazy-images.ts';
import { placeOf, type CardFacts, type LobbyView } from './lobby-filter.ts';

const isFilter = (value: string | undefined): value is GameFilter => (gameFilters as readonly string[]).includes(value ?? '');

function factsOf(card: HTMLElement): CardFacts {
  return { nodeId: card.dataset.nodeId ?? '', name: card.dataset.name ?? '', hot: card.dataset.hot === '1', isNew: card.dataset.new === '1' };
}

// The API client and its schemas load on the first thing that needs the server, not with the page.
const gamesStore = () => import('../../stores/games.ts');
const launcher = () => import('./launch.ts');
const aggregated = () => import('./aggregated.ts');

type FilterElement = HTMLElement & { apply?: (value: string, remember: boolean) => void };

/**
 * <game-lobby>: the prebuilt game cards of a lobby or the hot page, made live: the launcher takes
 * card clicks, stars keep favourites, and (where the toolbar is) the NEW/FAV/ALL/HOT/RECENT filters
 * and the name search pick cards. Guests asking for anything personal get the login dialog.
 */
class GameLobby extends HTMLElement {
  private view: LobbyView = { filter: 'ALL', name: '', personal: [] };
  private stopWatching: (() => void)[] = [];
  private watchingStars = false;

  connectedCallback() {
    observeImages(this);
    this.addEventListener('click', (event) => this.onClick(event));
    this.querySelector<HTMLInputElement>('[data-lobby-search]')?.addEventListener('input', (event) => {
      this.view = { ...this.view, name: (event.target as HTMLInputElement).value };
      this.render();
    });
    this.stopWatching.push($isLoggedIn.subscribe((signedIn) => void this.follow(signedIn)));
    if (this.dataset.category) void this.addAggregated(this.dataset.category);
  }

  /** An aggregator's shown games of this category join the prebuilt cards (src/islands/games/aggregated.ts). */
  private async addAggregated(category: string) {
    const { addAggregated, fetchAggregated } = await aggregated();
    let added: number;
    try {
      const [value, cdn] = await Promise.all([fetchAggregated(category), imageCdn()]);
      added = addAggregated(this, value, cdn);
    } catch {
      return;
    }
    if (added === 0) return;
    // The vendor filter read the address before these studios were on the page: it reads it again.
    const filter = this.querySelector<FilterElement>('query-filter');
    filter?.apply?.(new URLSearchParams(location.search).get(filter.dataset.param ?? '') ?? '', false);
    if ($isLoggedIn.get()) this.markStars((await gamesStore()).$favourites.get());
    this.render();
  }

  disconnectedCallback() {
    for (const stop of this.stopWatching.splice(0)) stop();
    this.watchingStars = false;
  }

  /** Signed in: the stars show the member's favourites. Signed out: no stars, no personal filter. */
  private async follow(signedIn: boolean) {
    if (!signedIn) {
      this.markStars([]);
      if (personalFilters.includes(this.view.filter)) await this.choose('ALL');
      return;
    }
    const { $favourites, loadFavourites } = await gamesStore();
    if (!this.watchingStars) {
      this.watchingStars = true;
      this.stopWatching.push($favourites.subscribe((nodeIds) => this.markStars(nodeIds)));
    }
    await loadFavourites().catch(() => undefined);
  }

  private onClick(event: MouseEvent) {
    if (!(event.target instanceof Element)) return;
    const star = event.target.closest<HTMLButtonElement>('button[data-favourite]');
    if (star) return void this.star(star.dataset.favourite ?? '');
    const filter = event.target.closest<HTMLButtonElement>('button[data-game-filter]');
    if (filter) return void this.choose(filter.dataset.gameFilter);
    const card = event.target.closest<HTMLAnchorElement>('a[data-game-id]');
    if (card && !(event.metaKey || event.ctrlKey || event.shiftKey)) {
      event.preventDefault();
      void this.launch(card);
    }
  }

  /** The card's link opens /game, which launches; guests and trial accounts are stopped here first. */
  private async launch(card: HTMLAnchorElement) {
    const { startGame } = await launcher();
    const decision = startGame(card.dataset.vendor ?? '');
    if (decision.kind === 'launch') location.assign(card.href);
    else if (decision.kind === 'trial-warning') this.querySelector<HTMLDialogElement>('dialog[data-trial-warning]')?.showModal();
  }

  private async star(nodeId: string) {
    if (!$isLoggedIn.get()) return openModal('login');
    try {
      const { toggleFavourite } = await gamesStore();
      await toggleFavourite(nodeId);
      if (this.view.filter === 'FAV') await this.choose('FAV');
    } catch {
      this.say('data-text-failed');
    }
  }

  private async choose(filter: string | undefined) {
    if (!isFilter(filter)) return;
    let personal: readonly string[] = [];
    if (personalFilters.includes(filter)) {
      if (!$isLoggedIn.get()) return openModal('login');
      try {
        const { loadFavourites, loadRecent } = await gamesStore();
        personal = filter === 'FAV' ? await loadFavourites() : (await loadRecent()).map((game) => game.nodeId);
      } catch {
        return this.say('data-text-failed');
      }
    }
    this.view = { ...this.view, filter, personal };
    for (const button of this.querySelectorAll<HTMLButtonElement>('button[data-game-filter]')) {
      button.setAttribute('aria-pressed', String(button.dataset.gameFilter === filter));
    }
    this.render();
  }

  private render() {
    let shown = 0;
    for (const card of this.querySelectorAll<HTMLElement>('[data-node-id]')) {
      const place = placeOf(factsOf(card), this.view);
      card.toggleAttribute('data-lobby-hidden', place === null);
      card.style.order = place ? String(place) : '';
      if (place !== null) shown += 1;
    }
    const empty = this.querySelector<HTMLElement>('[data-lobby-empty]');
    if (empty) empty.hidden = shown > 0;
    this.say(null);
  }

  private markStars(nodeIds: readonly string[]) {
    for (const star of this.querySelectorAll<HTMLButtonElement>('button[data-favourite]')) {
      star.setAttribute('aria-pressed', String(nodeIds.includes(star.dataset.favourite ?? '')));
    }
  }

  /** Shows one of the prebuilt texts of the status line (its data attribute), or clears it. */
  private say(textAttribute: string | null) {
    const status = this.querySelector<HTMLElement>('[data-lobby-status]');
    if (status) status.textContent = textAttribute ? (status.getAttribute(textAttribute) ?? '') : '';
  }
}

export function defineGameLobby(): void {
  if (!customElements.get('game-lobby')) customElements.define('game-lobby', GameLobby);
}
