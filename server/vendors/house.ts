import { houseCatalogue, houseGames, houseWalletVendor, type HouseGame } from '../../src/contract/house.ts';
import { instantRules } from '../../src/house/rules/instant/catalogue.ts';
import type { Vendor } from '../../src/content/schemas.ts';
import type { LaunchContext, VendorAdapter } from './adapter.ts';

export function houseGameOf(gameCode: string): HouseGame | undefined {
  return houseGames.find((game) => houseCatalogue[game].code === gameCode);
}

/**
 * HOUSE's games are our own pages: /house/<game>?session=<token>&lang=<lang> for the six built-in
 * games, /house/play?game=<code>&… for the instant games of its studios.
 */
export function houseAdapter(vendor: Vendor): VendorAdapter {
  return {
    code: vendor.id,
    walletVendor: houseWalletVendor,
    house: true,
    enabled: true,
    demo: false,
    launchUrl(context: LaunchContext) {
      const builtIn = houseGameOf(context.game.code);
      const game = builtIn ?? (instantRules(context.game.code) ? 'play' : context.game.code);
      const query = new URLSearchParams({ ...(builtIn ? {} : { game: context.game.code }), session: context.sessionToken, lang: context.locale });
      if (context.lottoView) query.set('view', context.lottoView);
      if (context.roomId) query.set('room', context.roomId);
      return `${context.origin}/house/${encodeURIComponent(game)}?${query}`;
    },
  };
}
