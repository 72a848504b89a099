import type { Hub88Game } from '../../src/contract/hub88.ts';

/** The simulator's catalogue, in the Games API's shape: a few studios and categories to choose from. */
export const simGames: Hub88Game[] = [
  {
    game_code: 'sim_lucky_lanterns',
    name: 'Lucky Lanterns',
    product: 'Sim Studio',
    category: 'Video Slots',
    url_thumb: null,
    platforms: ['GPL_DESKTOP', 'GPL_MOBILE'],
    enabled: true,
    freebet_support: false,
  },
  {
    game_code: 'sim_jade_reels',
    name: 'Jade Reels',
    product: 'Sim Studio',
    category: 'Video Slots',
    url_thumb: null,
    platforms: ['GPL_DESKTOP', 'GPL_MOBILE'],
    enabled: true,
    freebet_support: false,
  },
  {
    game_code: 'sim_river_baccarat',
    name: 'River Baccarat',
    product: 'Sim Live',
    category: 'Live Casino',
    url_thumb: null,
    platforms: ['GPL_DESKTOP', 'GPL_MOBILE'],
    enabled: true,
    freebet_support: false,
  },
  {
    game_code: 'sim_retired_slot',
    name: 'Retired Slot',
    product: 'Sim Studio',
    category: 'Video Slots',
    url_thumb: null,
    platforms: ['GPL_DESKTOP'],
    enabled: false,
    freebet_support: false,
  },
];
