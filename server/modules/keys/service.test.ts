import { CompactEncrypt, importJWK } from 'jose';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { publicJwkSchema } from '../../../src/contract/system.ts';
import { openDatabase, type Database } from '../../db/index.ts';
import { encryptionKey } from '../../db/schema.ts';
import { AppError } from '../../http/envelope.ts';
import { createTestApp, testDatabaseKind, type TestApp } from '../../test/harness.ts';
import { fixtureCatalog } from '../../test/fixtures.ts';
import { contentEncryption, createKeyService, keyAlgorithm, type PublicJwk } from './service.ts';

async function encrypt(payload: unknown, jwk: PublicJwk): Promise<string> {
  const key = await importJWK(jwk, keyAlgorithm);
  return new CompactEncrypt(new TextEncoder().encode(JSON.stringify(payload)))
    .setProtectedHeader({ alg: keyAlgorithm, enc: contentEncryption, kid: jwk.kid })
    .encrypt(key);
}

describe('encryption keys', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ catalog: fixtureCatalog() });
  });
  afterAll(() => t?.close());

  it('publishes one stable public key', async () => {
    const jwk = publicJwkSchema.parse(await t.app.keys.publicJwk());
    expect(Object.keys(jwk).sort()).toEqual(['alg', 'e', 'kid', 'kty', 'n', 'use']);
    expect((await createKeyService(t.database.db).publicJwk()).kid).toBe(jwk.kid);
  });

  it('reads back what a client encrypted with the public key', async () => {
    const jwk = await t.app.keys.publicJwk();
    const jwe = await encrypt({ username: 'demo01', password: 'secret123' }, jwk);
    const schema = z.object({ username: z.string(), password: z.string() });
    expect(await t.app.keys.decryptPayload(jwe, schema)).toEqual({ username: 'demo01', password: 'secret123' });
  });

  it('refuses tampered, foreign and malformed payloads as malformed requests', async () => {
    const jwk = await t.app.keys.publicJwk();
    const jwe = await encrypt({ a: 1 }, jwk);
    const tampered = jwe.slice(0, -4) + (jwe.endsWith('AAAA') ? 'BBBB' : 'AAAA');
    const foreign = await encrypt({ a: 1 }, { ...jwk, kid: 'unknown-kid' });
    for (const bad of [tampered, foreign, 'not.a.jwe', '']) {
      await expect(t.app.keys.decryptPayload(bad, z.unknown())).rejects.toBeInstanceOf(AppError);
    }
  });

  it('hands a payload of the wrong shape to validation', async () => {
    const jwe = await encrypt({ username: 5 }, await t.app.keys.publicJwk());
    await expect(t.app.keys.decryptPayload(jwe, z.object({ username: z.string() }))).rejects.toBeInstanceOf(z.ZodError);
  });
});

describe('two processes generating the first key together', () => {
  let t: TestApp;
  let second: Database | null = null;
  beforeAll(async () => {
    t = await createTestApp({ catalog: fixtureCatalog() });
    // On PostgreSQL the second "process" gets its own connection pool; PGlite has only one connection.
    if (testDatabaseKind === 'postgres') second = await openDatabase({ DATABASE_URL: t.config.DATABASE_URL, PGLITE_DIR: 'memory://' });
  });
  afterAll(async () => {
    await second?.close();
    await t?.close();
  });

  it('end with one active key that both publish', async () => {
    const services = Array.from({ length: 6 }, (_, index) => createKeyService(index % 2 === 0 || !second ? t.database.db : second.db));
    const kids = await Promise.all(services.map(async (service) => (await service.publicJwk()).kid));
    expect(new Set(kids).size).toBe(1);
    const [row] = await t.database.db
      .select({ count: sql<number>`count(*)::int` })
      .from(encryptionKey)
      .where(sql`${encryptionKey.active}`);
    expect(row?.count).toBe(1);
  });
});
