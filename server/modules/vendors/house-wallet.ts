import type { FastifyInstance } from 'fastify';
import { houseWalletVendor } from '../../../src/contract/house.ts';
import {
  signatureHeader,
  vendorAnswerSchema,
  vendorPath,
  type VendorAnswer,
  type VendorBalanceRequest,
  type VendorBetRequest,
  type VendorOperation,
  type VendorRollbackRequest,
  type VendorWinRequest,
} from '../../../src/contract/vendor.ts';
import { sign } from './secrets.ts';

/**
 * HOUSE's way to its money: a signed call to /vendor/HOUSE/… through the app itself, so the
 * built-in games take exactly the path, checks and records an outside vendor's calls take.
 */
export function houseWallet(app: FastifyInstance) {
  async function call(operation: VendorOperation, body: object): Promise<VendorAnswer> {
    const secret = await app.vendors.secretOf(houseWalletVendor);
    if (!secret) throw new Error('HOUSE has no wallet secret');
    const payload = JSON.stringify(body);
    const response = await app.inject({
      method: 'POST',
      url: vendorPath(houseWalletVendor, operation),
      headers: { 'content-type': 'application/json', [signatureHeader]: sign(secret, payload) },
      payload,
    });
    return vendorAnswerSchema.parse(response.json());
  }
  return {
    balance: (request: VendorBalanceRequest) => call('balance', request),
    bet: (request: VendorBetRequest) => call('bet', request),
    win: (request: VendorWinRequest) => call('win', request),
    rollback: (request: VendorRollbackRequest) => call('rollback', request),
  };
}
export type HouseWallet = ReturnType<typeof houseWallet>;
