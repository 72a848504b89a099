import type { Vendor } from '../../src/content/schemas.ts';
import type { LaunchContext, VendorAdapter } from './adapter.ts';

/**
 * A third-party vendor reached the common way: its launch base from VENDOR_LAUNCH_URLS gets the
 * game, the session token the vendor's wallet calls will carry, the player and the language.
 * Launch CDNs are ours, so the vendor's own base ignores them.
 */
export function genericAdapter(vendor: Vendor, launchBase: string | undefined): VendorAdapter {
  return {
    code: vendor.id,
    walletVendor: vendor.id,
    house: false,
    enabled: launchBase !== undefined,
    demo: false,
    launchUrl(context: LaunchContext) {
      if (!launchBase) throw new Error(`vendor ${vendor.id} has no launch base`);
      const url = new URL(launchBase);
      url.searchParams.set('game', context.game.code);
      url.searchParams.set('token', context.sessionToken);
      url.searchParams.set('player', context.username);
      url.searchParams.set('lang', context.locale);
      if (context.roomId) url.searchParams.set('room', context.roomId);
      return url.toString();
    },
  };
}
