import { searchable, type GameFilter } from '../../contract/lobby.ts';

/** What a prebuilt card tells the filter about its game (data attributes of GameCard). */
export interface CardFacts {
  nodeId: string;
  name: string;
  hot: boolean;
  isNew: boolean;
}

export interface LobbyView {
  filter: GameFilter;
  name: string;
  /** The member's favourite or recent node ids, in their order, for FAV and RECENT. */
  personal: readonly string[];
}

/**
 * Whether a card shows, and where: null hides it; a number is its place (FAV and RECENT keep the
 * member's order, the rest keep the catalogue's, 0).
 */
export function placeOf(card: CardFacts, view: LobbyView): number | null {
  const needle = searchable(view.name.trim());
  if (needle && !searchable(card.name).includes(needle)) return null;
  switch (view.filter) {
    case 'ALL':
      return 0;
    case 'NEW':
      return card.isNew ? 0 : null;
    case 'HOT':
      return card.hot ? 0 : null;
    case 'FAV':
    case 'RECENT': {
      const index = view.personal.indexOf(card.nodeId);
      return index < 0 ? null : index;
    }
  }
}
