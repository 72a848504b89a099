import type { z } from 'zod';
import { clientSeedSchema, verifyBodySchema } from '../../contract/house.ts';

export interface VerifyFields {
  game: string;
  serverSeed: string;
  hash: string;
  clientSeed: string;
  nonce: string;
}

export type VerifyRead =
  | { ok: true; body: z.infer<typeof verifyBodySchema>; expectedHash: string | null }
  | { ok: false; field: 'game' | 'serverSeed' | 'hash' | 'clientSeed' | 'nonce' };

const seed = /^[0-9a-f]{64}$/;

/**
 * The fairness form as the check endpoint takes it, or the first field a member must correct.
 * Seeds are pasted, so stray spaces and capitals are forgiven.
 */
export function readVerifyForm(fields: VerifyFields): VerifyRead {
  const game = verifyBodySchema.shape.game.safeParse(fields.game);
  if (!game.success) return { ok: false, field: 'game' };
  const serverSeed = fields.serverSeed.trim().toLowerCase();
  if (!seed.test(serverSeed)) return { ok: false, field: 'serverSeed' };
  const hash = fields.hash.trim().toLowerCase();
  if (hash !== '' && !seed.test(hash)) return { ok: false, field: 'hash' };
  const clientSeed = clientSeedSchema.safeParse(fields.clientSeed);
  if (!clientSeed.success) return { ok: false, field: 'clientSeed' };
  const nonce = Number(fields.nonce.trim() === '' ? Number.NaN : fields.nonce);
  if (!Number.isSafeInteger(nonce) || nonce < 0) return { ok: false, field: 'nonce' };
  return { ok: true, body: { game: game.data, serverSeed, clientSeed: clientSeed.data, nonce }, expectedHash: hash === '' ? null : hash };
}
