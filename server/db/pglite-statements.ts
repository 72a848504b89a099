import { parse, protocol, type messages, type PGlite, type QueryOptions, type Results, type Transaction } from '@electric-sql/pglite';

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

type Parser = (value: string, typeId: number) => unknown;

/** Commands whose completion counts rows changed, as PGlite counts them. */
const changing = new Set(['INSERT', 'UPDATE', 'DELETE', 'COPY', 'MERGE']);

/**
 * One statement's answer as PGlite's own parseResults gives it, with each column's parser looked up
 * once per answer rather than once per value: PGlite merges the query's parsers into a copy of all
 * of its own on every call, which was a fifth of the server's time on an authenticated read.
 */
function resultOf<T>(answer: messages.BackendMessage[], defaults: Record<number | string, Parser>, options?: QueryOptions): Results<T> {
  let fields: { name: string; dataTypeID: number }[] = [];
  let parsers: (Parser | undefined)[] = [];
  const rows: unknown[] = [];
  const result: Results<T> & { command?: string; rowCount?: number } = { rows: rows as Results<T>['rows'], fields, affectedRows: 0 };
  for (const message of answer) {
    if (message.name === 'rowDescription') {
      fields = (message as messages.RowDescriptionMessage).fields.map((field) => ({ name: field.name, dataTypeID: field.dataTypeID }));
      parsers = fields.map((field) => (options?.parsers?.[field.dataTypeID] as Parser | undefined) ?? defaults[field.dataTypeID]);
      result.fields = fields;
    } else if (message.name === 'dataRow') {
      const values = (message as messages.DataRowMessage).fields.map((value, index) => {
        if (value === null) return null;
        const parser = parsers[index];
        return parser ? parser(value, fields[index]!.dataTypeID) : value;
      });
      rows.push(options?.rowMode === 'array' ? values : Object.fromEntries(fields.map((field, index) => [field.name, values[index]])));
    } else if (message.name === 'commandComplete') {
      const words = (message as messages.CommandCompleteMessage).text.split(' ');
      const count = Number.parseInt(words.at(-1) ?? '', 10);
      result.command = words[0];
      if (changing.has(words[0] ?? '')) result.affectedRows = count;
      if (!Number.isNaN(count)) result.rowCount = count;
    }
  }
  return result;
}

/**
 * PGlite's `query` parses and plans its statement every time, in six calls into the database. The
 * server asks the same few statements over and over (every authenticated request reads its
 * session, every bet posts the same shapes), so drizzle's queries go through here instead: each
 * text is prepared once as a named statement (Parse and Describe in one call), and then bound and
 * executed in one call, planned once it has run a few times, as PostgreSQL does for a prepared
 * statement. Named statements belong to the connection, not to a transaction, so one prepared in a
 * transaction that rolls back stays usable. A query outside a transaction takes PGlite's
 * transaction lock, as PGlite's `query` does, so it never runs inside another request's open
 * transaction; one inside runs under the lock its transaction holds.
 */
export function withNamedStatements(client: PGlite): PGlite {
  const statements = new Map<string, Statement>();
  let counter = 0;

  async function prepare(text: string, options: QueryOptions | undefined, syncToFs: boolean): Promise<Statement> {
    if (statements.size >= capacity) {
      const [oldestText, oldest] = statements.entries().next().value as [string, Statement];
      statements.delete(oldestText);
      await client.execProtocol(joined([serialize.close({ type: 'S', name: oldest.name }), serialize.sync()]), { syncToFs });
    }
    counter += 1;
    const name = `tala_s${counter}`;
    const described = await client.execProtocol(
      joined([serialize.parse({ name, text, types: options?.paramTypes }), serialize.describe({ type: 'S', name }), serialize.sync()]),
      { syncToFs },
    );
    const statement = { name, paramTypes: parse.parseDescribeStatementResults(described.messages) };
    statements.set(text, statement);
    return statement;
  }

  /** One statement, under a lock the caller holds; `inTransaction` leaves the file sync to its commit, as PGlite does. */
  async function run<T>(text: string, params: unknown[], options: QueryOptions | undefined, inTransaction: boolean): Promise<Results<T>> {
    if (client.closed) throw new Error('PGlite is closed');
    let statement = statements.get(text);
    if (statement) {
      // Most recently used last, so the first entry is the one to close when full.
      statements.delete(text);
      statements.set(text, statement);
    } else {
      statement = await prepare(text, options, !inTransaction);
    }
    const values = params.map((value, index) => {
      if (value === null || value === undefined) return null;
      const type = statement.paramTypes[index] ?? 0;
      const serializer = options?.serializers?.[type] ?? client.serializers[type];
      return serializer ? serializer(value) : String(value);
    });
    const { messages: answer } = await client.execProtocol(
      joined([serialize.bind({ statement: statement.name, values }), serialize.describe({ type: 'P' }), serialize.execute({}), serialize.sync()]),
      { syncToFs: !inTransaction },
    );
    return resultOf<T>(answer, client.parsers as Record<number | string, Parser>, options);
  }

  const query = <T>(text: string, params: unknown[] = [], options?: QueryOptions) =>
    client._runExclusiveTransaction(() => run<T>(text, params, options, false));

  const transaction = <T>(work: (tx: Transaction) => Promise<T>) =>
    client.transaction((tx) =>
      work(
        new Proxy(tx, {
          get(target, property) {
            if (property !== 'query') return Reflect.get(target, property, target) as unknown;
            return <R>(text: string, params: unknown[] = [], options?: QueryOptions) => {
              if (target.closed) throw new Error('Transaction is closed');
              return run<R>(text, params, options, true);
            };
          },
        }),
      ),
    );

  return new Proxy(client, {
    get(target, property) {
      if (property === 'query') return query;
      if (property === 'transaction') return transaction;
      const value = Reflect.get(target, property, target) as unknown;
      return typeof value === 'function' ? value.bind(target) : value;
    },
  });
}
