import { houseCatalogue, houseGames, houseWalletVendor, type HouseGame } from '../../src/contract/house.ts';
import type { Vendor } from '../../src/content/schemas.ts';
import type { LaunchContext, VendorAdapter } from './adapter.ts';

/** HOUSE's catalogue vendors (HOUSE_SLOT, HOUSE_MINI…), from the one table that names them. */
export const houseVendorCodes: ReadonlySet<string> = new Set(Object.values(houseCatalogue).map((entry) => entry.vendor));

export function houseGameOf(gameCode: string): HouseGame | undefined {
  return houseGames.find((game) => houseCatalogue[game].code === gameCode);
}

/** HOUSE's games are our own pages: /house/<game>?session=<token>&lang=<lang>. */
export function houseAdapter(vendor: Vendor): VendorAdapter {
  return {
    code: vendor.id,
    walletVendor: houseWalletVendor,
    house: true,
    enabled: true,
    launchUrl(context: LaunchContext) {
      const game = houseGameOf(context.game.code) ?? context.game.code;
      const query = new URLSearchParams({ session: context.sessionToken, lang: context.locale });
      if (context.lottoView) query.set('view', context.lottoView);
      if (context.roomId) query.set('room', context.roomId);
      return `${context.origin}/house/${encodeURIComponent(game)}?${query}`;
    },
  };
}
