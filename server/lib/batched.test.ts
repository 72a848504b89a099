import { describe, expect, it } from 'vitest';
import { batched } from './batched.ts';

/** A store read through `batched`, keeping the keys of each read. */
function storeOf(entries: Record<string, number>, perCall?: number) {
  const stored = new Map(Object.entries(entries));
  const calls: string[][] = [];
  let failNext = false;
  const lookupRow = batched(
    async (keys: string[]) => {
      calls.push(keys);
      // Read when the call starts, as a query reads its snapshot; answered a moment later.
      const found = keys.flatMap((key) => (stored.has(key) ? [{ key, value: stored.get(key)! }] : []));
      const failing = failNext;
      failNext = false;
      await new Promise((resolve) => setTimeout(resolve, 1));
      if (failing) throw new Error('the store is down');
      return found;
    },
    (row) => row.key,
    perCall,
  );
  const lookup = async (key: string) => (await lookupRow(key))?.value;
  return { stored, calls, lookup, failNextCall: () => (failNext = true) };
}

describe('batched lookups', () => {
  it('answers the lookups of one turn with one call, each its own value, a key asked twice fetched once', async () => {
    const store = storeOf({ a: 1, b: 2, c: 3 });
    const answers = await Promise.all(['a', 'b', 'missing', 'a', 'c'].map((key) => store.lookup(key)));
    expect(answers).toEqual([1, 2, undefined, 1, 3]);
    expect(store.calls).toEqual([['a', 'b', 'missing', 'c']]);
  });

  it('sends a later turn in a call of its own, which reads what was stored after it was asked', async () => {
    const store = storeOf({ a: 1 });
    const first = store.lookup('a');
    await new Promise((resolve) => setImmediate(resolve));
    // The first call is on its way; a change made now is not in it, and a lookup asked now sees it.
    store.stored.set('a', 10);
    const second = store.lookup('a');
    expect(await first).toBe(1);
    expect(await second).toBe(10);
    expect(store.calls).toEqual([['a'], ['a']]);
  });

  it('splits a turn into calls of at most perCall keys', async () => {
    const store = storeOf({ a: 1, b: 2, c: 3, d: 4, e: 5 }, 2);
    expect(await Promise.all(['a', 'b', 'c', 'd', 'e'].map((key) => store.lookup(key)))).toEqual([1, 2, 3, 4, 5]);
    expect(store.calls).toEqual([['a', 'b'], ['c', 'd'], ['e']]);
  });

  it('fails every lookup of a failed call, and the next turn is read again', async () => {
    const store = storeOf({ a: 1, b: 2 });
    store.failNextCall();
    const failed = await Promise.allSettled([store.lookup('a'), store.lookup('b'), store.lookup('a')]);
    expect(failed.map((result) => result.status)).toEqual(['rejected', 'rejected', 'rejected']);
    expect(await store.lookup('b')).toBe(2);
  });
});
