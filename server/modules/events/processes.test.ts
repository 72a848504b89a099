import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eventPaths } from '../../../src/contract/events.ts';
import { buildApp } from '../../app.ts';
import { openDatabase } from '../../db/index.ts';
import { createTestApp, testDatabaseKind, type TestApp } from '../../test/harness.ts';
import { fund, signedInMember } from '../wallet/test-support.ts';
import { EventReader } from './test-client.ts';

/** Two app processes' worth on one PostgreSQL database: each its own pool and its own LISTEN connection. */
describe.runIf(testDatabaseKind === 'postgres')('live events across processes (postgres)', () => {
  let first: TestApp;
  let second: FastifyInstance;
  let closeSecond: () => Promise<void>;
  const bases: string[] = [];
  const readers: EventReader[] = [];

  beforeAll(async () => {
    first = await createTestApp();
    const database = await openDatabase(first.config);
    second = await buildApp({ config: first.config, database, limiterPrefix: 'second' });
    closeSecond = async () => {
      await second.close();
      await database.close();
    };
    bases.push(await first.app.listen({ port: 0, host: '127.0.0.1' }), await second.listen({ port: 0, host: '127.0.0.1' }));
  }, 180_000);
  afterAll(async () => {
    for (const reader of readers) reader.close();
    await closeSecond?.();
    await first?.close();
  });

  it('a movement committed by one process reaches a stream open on the other', async () => {
    const who = await signedInMember(first.app);
    const reader = await EventReader.open(`${bases[1]}${eventPaths.member}`, who.headers);
    readers.push(reader);
    expect((await reader.next('balance')).data).toMatchObject({ main: 0 });
    await fund(first.app, who.member.id, 7_700n);
    expect((await reader.next('balance')).data).toMatchObject({ main: 77 });
  });

  it('a logout on one process ends the stream on the other', async () => {
    const who = await signedInMember(first.app);
    const reader = await EventReader.open(`${bases[0]}${eventPaths.member}`, who.headers);
    readers.push(reader);
    const logout = await second.inject({ method: 'DELETE', url: '/wps/session/logout', headers: who.headers });
    expect(logout.statusCode).toBe(200);
    expect((await reader.next('session')).data).toEqual({ ended: true });
    await reader.closedByServer();
  });
});
