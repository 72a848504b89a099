import { createHmac } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { houseCatalogue } from '../../../src/contract/house.ts';
import { vendorAnswerSchema, vendorPath, signatureHeader, type VendorAnswer, type VendorOperation } from '../../../src/contract/vendor.ts';
import type { Game, Vendor } from '../../../src/content/schemas.ts';
import { loadCatalog, type Catalog } from '../catalog/repository.ts';
import { launchFor } from '../games/test-support.ts';
import { fund, signedInMember } from '../wallet/test-support.ts';

/**
 * Two third-party vendors the tests add to the demo catalogue (whose vendors are all HOUSE
 * studios): one switched on (launch base and secret), one left off.
 */
export const liveVendor = 'DS88';
export const offVendor = 'PARTNER';
export const liveVendorSecret = 'ds88-test-secret-0123456789';
export const vendorEnv = {
  VENDOR_SECRETS: JSON.stringify({ [liveVendor]: liveVendorSecret }),
  VENDOR_LAUNCH_URLS: JSON.stringify({ [liveVendor]: 'https://games.ds88.example/launch' }),
};

function thirdParty(id: string, node: string): { vendor: Vendor; game: Game } {
  const name = { en: `${id} game`, pt: `Jogo ${id}`, tl: `Laro ng ${id}` };
  return {
    vendor: { id, name: id, category: 'LIVE', vassalage: id, accountTypeId: 800, gameType: 'LIVE', logo: '/art/vendors/HOUSE.svg', hot: false, order: 800 },
    game: { id: node, vendor: id, code: `${id.toLowerCase()}-table`, name, thumbnail: '/art/games/house.svg', hot: false, new: false, order: 1 },
  };
}
const thirdParties = [thirdParty(liveVendor, '980001'), thirdParty(offVendor, '980002')];

function houseEntry(entry: { vendor: string; code: string }, category: 'RNG' | 'LOTT', id: string): { vendor: Vendor; game: Game } {
  const name = { en: entry.code, pt: entry.code, tl: entry.code };
  return {
    vendor: {
      id: entry.vendor,
      name: entry.vendor,
      category,
      vassalage: entry.vendor,
      accountTypeId: 900,
      gameType: category,
      logo: '/art/vendors/HOUSE.svg',
      hot: false,
      order: 900,
    },
    game: { id, vendor: entry.vendor, code: entry.code, name, thumbnail: '/art/games/house.svg', hot: false, new: false, order: 1 },
  };
}
const houseEntries = [houseEntry(houseCatalogue.slot, 'RNG', '990001'), houseEntry(houseCatalogue.lotto, 'LOTT', '990002')];

/** The demo catalogue with HOUSE's slot and lottery in it, and the two third-party vendors in place of the studios of the same names. */
export async function gamesCatalog(): Promise<Catalog> {
  const catalog = await loadCatalog();
  const replaced = new Set(thirdParties.map(({ vendor }) => vendor.id));
  catalog.vendors = catalog.vendors.filter((vendor) => !replaced.has(vendor.id));
  catalog.games = catalog.games.filter((game) => !replaced.has(game.vendor));
  for (const { vendor, game } of thirdParties) {
    catalog.vendors.push(vendor);
    catalog.games.push(game);
  }
  for (const { vendor, game } of houseEntries) {
    if (!catalog.vendors.some((known) => known.id === vendor.id)) catalog.vendors.push(vendor);
    if (!catalog.games.some((known) => known.code === game.code)) catalog.games.push(game);
  }
  return catalog;
}

export function gameOf(catalog: Catalog, vendor: string): Game {
  const game = catalog.games.find((candidate) => candidate.vendor === vendor);
  if (!game) throw new Error(`no game of ${vendor} in the catalogue`);
  return game;
}

/**
 * The vendor's side of the signature, written here with node:crypto rather than taken from the
 * product's sign(), so a wrong signing rule in the product cannot agree with itself.
 */
export const vendorSignature = (secret: string, body: string) => createHmac('sha256', secret).update(body, 'utf8').digest('hex');

/** Calls the seamless wallet as the vendor would, signed with `secret` (a wrong one to test refusal). */
export async function vendorCall(app: FastifyInstance, vendor: string, operation: VendorOperation, body: object, secret?: string): Promise<VendorAnswer> {
  const key = secret ?? (await app.vendors.secretOf(vendor));
  if (!key) throw new Error(`vendor ${vendor} has no secret`);
  const payload = JSON.stringify(body);
  const response = await app.inject({
    method: 'POST',
    url: vendorPath(vendor, operation),
    headers: { 'content-type': 'application/json', [signatureHeader]: vendorSignature(key, payload) },
    payload,
  });
  if (response.statusCode !== 200) throw new Error(`vendor call answered ${response.statusCode}: ${response.body}`);
  return vendorAnswerSchema.parse(response.json());
}

/**
 * A signed-in member, funded with `funds` when above zero, holding a HOUSE slot session, and the
 * body fields every seamless call of that session carries.
 */
export async function slotPlayer(app: FastifyInstance, funds: bigint) {
  const who = await signedInMember(app);
  if (funds > 0n) await fund(app, who.member.id, funds);
  const { token } = await launchFor(app, who.headers, gameOf(app.vendors.catalog, houseCatalogue.slot.vendor));
  const base = { sessionToken: token, member: who.member.username, gameCode: houseCatalogue.slot.code };
  return { who, token, base };
}
