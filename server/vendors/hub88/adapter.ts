import { hub88DemoCurrency } from '../../../src/contract/hub88.ts';
import type { Vendor } from '../../../src/content/schemas.ts';
import type { LaunchContext, VendorAdapter } from '../adapter.ts';
import { AppError } from '../../http/envelope.ts';
import { fetchGameUrl, Hub88ApiError } from './games-api.ts';
import type { Hub88Setup } from './setup.ts';
import { hub88WalletVendor } from './wallet.ts';

/**
 * A studio's games reached through Hub88: the launch asks Hub88's Games API for the game URL, with
 * the session token its wallet calls will carry (real money), or as DEMO (currency XXX, no user, no
 * token, no wallet calls) for play money.
 */
export function hub88Adapter(vendor: Vendor, setup: Hub88Setup): VendorAdapter {
  return {
    code: vendor.id,
    walletVendor: hub88WalletVendor,
    house: false,
    enabled: true,
    demo: true,
    async launchUrl(context: LaunchContext) {
      const common = {
        platform: context.client.mobile ? 'GPL_MOBILE' : 'GPL_DESKTOP',
        lang: context.locale,
        ip: context.client.ip,
        game_code: context.game.code,
      } as const;
      const request = context.playMoney
        ? { ...common, currency: hub88DemoCurrency }
        : { ...common, user: context.username, token: context.sessionToken, currency: context.currency };
      try {
        return await fetchGameUrl(setup, request);
      } catch (error) {
        // Hub88 down or refusing: the member is told to try later; the cause stays in the error's cause for the log.
        if (error instanceof Hub88ApiError) throw Object.assign(new AppError('SERVICE_UNAVAILABLE'), { cause: error });
        throw error;
      }
    },
  };
}
