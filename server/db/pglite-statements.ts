import { parse, protocol, type PGlite, type QueryOptions, type Results } from '@electric-sql/pglite';

const { serialize } = protocol;

/** How many distinct statements stay prepared; the least recently used is closed beyond that. */
const capacity = 256;

interface Statement {
  name: string;
  paramTypes: number[];
}

function joined(parts: Uint8Array[]): Uint8Array {
  const whole = new Uint8Array(parts.reduce((size, part) => size + part.length, 0));
  let at = 0;
  for (const part of parts) {
    whole.set(part, at);
    at += part.length;
  }
  return whole;
}

/**
 * PGlite's `query` parses and plans its statement every time, in six calls into the database. The
 * server asks the same few statements over and over (every authenticated request reads its
 * session), so the queries drizzle sends outside a transaction go through here instead: each text
 * is prepared once as a named statement (Parse and Describe in one call), and then bound and
 * executed in one call, planned once it has run a few times, as PostgreSQL does for a prepared
 * statement. Queries in a transaction are PGlite's own. Like PGlite's `query`, each takes PGlite's
 * transaction lock, so it never runs inside another request's open transaction.
 */
export function withNamedStatements(client: PGlite): PGlite {
  const statements = new Map<string, Statement>();
  let counter = 0;

  async function prepare(text: string, options?: QueryOptions): Promise<Statement> {
    if (statements.size >= capacity) {
      const [oldestText, oldest] = statements.entries().next().value as [string, Statement];
      statements.delete(oldestText);
      await client.execProtocol(joined([serialize.close({ type: 'S', name: oldest.name }), serialize.sync()]));
    }
    counter += 1;
    const name = `tala_s${counter}`;
    const { messages } = await client.execProtocol(
      joined([serialize.parse({ name, text, types: options?.paramTypes }), serialize.describe({ type: 'S', name }), serialize.sync()]),
    );
    const statement = { name, paramTypes: parse.parseDescribeStatementResults(messages) };
    statements.set(text, statement);
    return statement;
  }

  async function query<T>(text: string, params: unknown[] = [], options?: QueryOptions): Promise<Results<T>> {
    return client._runExclusiveTransaction(async () => {
      if (client.closed) throw new Error('PGlite is closed');
      let statement = statements.get(text);
      if (statement) {
        // Most recently used last, so the first entry is the one to close when full.
        statements.delete(text);
        statements.set(text, statement);
      } else {
        statement = await prepare(text, options);
      }
      const values = params.map((value, index) => {
        if (value === null || value === undefined) return null;
        const type = statement.paramTypes[index] ?? 0;
        const serializer = options?.serializers?.[type] ?? client.serializers[type];
        return serializer ? serializer(value) : String(value);
      });
      const { messages } = await client.execProtocol(
        joined([serialize.bind({ statement: statement.name, values }), serialize.describe({ type: 'P' }), serialize.execute({}), serialize.sync()]),
      );
      return parse.parseResults(messages, client.parsers, options)[0] as Results<T>;
    });
  }

  return new Proxy(client, {
    get(target, property) {
      if (property === 'query') return query;
      const value = Reflect.get(target, property, target) as unknown;
      return typeof value === 'function' ? value.bind(target) : value;
    },
  });
}
