import { PGlite } from '@electric-sql/pglite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { withNamedStatements } from './pglite-statements.ts';

describe('PGlite queries as named statements', () => {
  let raw: PGlite;
  let client: PGlite;
  beforeAll(async () => {
    raw = await PGlite.create();
    client = withNamedStatements(raw);
    await raw.exec(`CREATE TABLE item (id bigint PRIMARY KEY, name text NOT NULL, at timestamptz, tags jsonb, price numeric(12,2))`);
  });
  afterAll(() => raw?.close());

  const countPrepared = async () => (await raw.query<{ count: number }>('SELECT count(*)::int AS count FROM pg_prepared_statements')).rows[0]!.count;

  it('answers as PGlite does, for every kind of parameter and column, each time it is asked', async () => {
    const insert = 'INSERT INTO item (id, name, at, tags, price) VALUES ($1, $2, $3, $4, $5) RETURNING *';
    const at = new Date('2026-11-25T10:00:00Z');
    const first = await client.query(insert, [1, 'it\'s "quoted"', at, { a: [1, 2] }, '12.50']);
    const second = await client.query(insert, [2, 'plain', null, null, null]);
    expect(first.rows).toEqual([{ id: 1, name: 'it\'s "quoted"', at, tags: { a: [1, 2] }, price: '12.50' }]);
    expect(second.rows).toEqual([{ id: 2, name: 'plain', at: null, tags: null, price: null }]);
    expect(second.affectedRows).toBe(1);

    const select = 'SELECT * FROM item WHERE id = ANY($1::bigint[]) ORDER BY id';
    // drizzle passes parsers of its own (timestamps kept as text) and asks for arrays.
    const asText = { parsers: { 1184: (value: string) => value } };
    for (const options of [undefined, { rowMode: 'array' as const }, asText, { ...asText, rowMode: 'array' as const }]) {
      const ours = await client.query(select, [[1, 2]], options);
      const theirs = await raw.query(select, [[1, 2]], options);
      expect(ours.rows).toEqual(theirs.rows);
      expect(ours.fields).toEqual(theirs.fields);
    }
  });

  it('fails as PGlite does, and the statement still works after its failure', async () => {
    const insert = 'INSERT INTO item (id, name) VALUES ($1, $2)';
    await client.query(insert, [10, 'ten']);
    await expect(client.query(insert, [10, 'again'])).rejects.toMatchObject({ code: '23505' });
    await client.query(insert, [11, 'eleven']);
    expect((await client.query('SELECT name FROM item WHERE id = $1', [11])).rows).toEqual([{ name: 'eleven' }]);
  });

  it('keeps at most 256 statements prepared, closing the least recently used', async () => {
    for (let index = 0; index < 300; index += 1) await client.query(`SELECT ${index} AS n WHERE $1::int > 0`, [1]);
    expect(await countPrepared()).toBeLessThanOrEqual(256);
    expect((await client.query<{ n: number }>('SELECT 299 AS n WHERE $1::int > 0', [1])).rows).toEqual([{ n: 299 }]);
    expect((await client.query<{ n: number }>('SELECT 0 AS n WHERE $1::int > 0', [1])).rows).toEqual([{ n: 0 }]);
  });

  it('waits for a transaction in progress rather than reading or writing inside it', async () => {
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    const transaction = raw.transaction(async (tx) => {
      await tx.query("INSERT INTO item (id, name) VALUES (20, 'uncommitted')");
      await held;
      await tx.rollback();
    });
    const read = client.query('SELECT count(*)::int AS count FROM item WHERE id = $1', [20]);
    const write = client.query("INSERT INTO item (id, name) VALUES ($1, 'outside')", [21]);
    release();
    await transaction;
    expect((await read).rows).toEqual([{ count: 0 }]);
    await write;
    expect((await raw.query('SELECT id FROM item WHERE id IN (20, 21) ORDER BY id')).rows).toEqual([{ id: 21 }]);
  });

  it("runs a transaction's statements as named ones too, and a statement prepared in a rolled-back transaction stays usable", async () => {
    const insert = 'INSERT INTO item (id, name) VALUES ($1, $2)';
    await expect(
      client.transaction(async (tx) => {
        await tx.query(insert, [30, 'rolled back']);
        await tx.query('INSERT INTO item (id, name) VALUES ($1, $2) ON CONFLICT (id) DO NOTHING', [30, 'kept?']);
        await tx.query(insert, [30, 'duplicate']);
      }),
    ).rejects.toMatchObject({ code: '23505' });
    expect((await raw.query('SELECT id FROM item WHERE id = 30')).rows).toEqual([]);
    const prepared = await raw.query<{ count: number }>('SELECT count(*)::int AS count FROM pg_prepared_statements WHERE statement = $1', [insert]);
    expect(prepared.rows).toEqual([{ count: 1 }]);
    await client.transaction(async (tx) => {
      await tx.query(insert, [31, 'committed']);
      expect((await tx.query('SELECT name FROM item WHERE id = $1', [31])).rows).toEqual([{ name: 'committed' }]);
    });
    expect((await raw.query('SELECT name FROM item WHERE id = 31')).rows).toEqual([{ name: 'committed' }]);
    let kept: { query: (text: string, params: unknown[]) => Promise<unknown> } | undefined;
    await client.transaction(async (tx) => {
      kept = tx;
    });
    expect(() => kept!.query(insert, [32, 'late'])).toThrow('Transaction is closed');
  });
});
