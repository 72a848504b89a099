import { houseCatalogue, houseGames, houseWalletVendor, type HouseGame } from '../../src/contract/house.ts';
import { instantRules } from '../../src/rules/instant/catalogue.ts';
import type { Vendor } from '../../src/content/schemas.ts';
import type { LaunchContext, VendorAdapter } from './adapter.ts';

export function houseGameOf(gameCode: string): HouseGame | undefined {
  return houseGames.find((game) => houseCatalogue[game].code === gameCode);
}

/**
 * HOUSE's games are our own pages: /house/<game>?lang=<lang>#session=<token> for the six built-in
 * games, /house/play?game=<code>&…#session=<token> for the instant games of its studios. The token
 * rides in the fragment, which no request carries and the page removes from its address before
 * anything else (src/house/shared/launch.ts), so browser history and logs never keep it.
 */
export function houseAdapter(vendor: Vendor): VendorAdapter {
  return {
    code: vendor.id,
    walletVendor: houseWalletVendor,
    house: true,
    enabled: true,
    launchUrl(context: LaunchContext) {
      const builtIn = houseGameOf(context.game.code);
      const game = builtIn ?? (instantRules(context.game.code) ? 'play' : context.game.code);
      const query = new URLSearchParams({ ...(builtIn ? {} : { game: context.game.code }), lang: context.locale });
      if (context.lottoView) query.set('view', context.lottoView);
      if (context.roomId) query.set('room', context.roomId);
      const fragment = new URLSearchParams({ session: context.sessionToken });
      return `${context.origin}/house/${encodeURIComponent(game)}?${query}#${fragment}`;
    },
  };
}
