import { setImmediate } from 'node:timers';

/**
 * Lookups by key asked in one turn of the event loop, answered by one call of `fetch` (the values it
 * finds, each naming its key through `keyOf`) once that turn's I/O is handled (setImmediate), at most
 * `perCall` keys a call. Under load one round trip to the database answers every request that
 * arrived together instead of one each, while each lookup still reads what is stored after it was
 * asked, never before. A key asked twice in one turn is fetched once; a key `fetch` leaves out answers
 * undefined; a failed call fails every lookup it carried.
 */
export function batched<K, V>(fetch: (keys: K[]) => Promise<V[]>, keyOf: (value: V) => K, perCall = 256): (key: K) => Promise<V | undefined> {
  type Waiting = Map<K, Array<PromiseWithResolvers<V | undefined>>>;
  let waiting: Waiting = new Map();

  async function send(batch: Waiting): Promise<void> {
    try {
      const found = new Map((await fetch([...batch.keys()])).map((value) => [keyOf(value), value]));
      for (const [key, lookups] of batch) for (const lookup of lookups) lookup.resolve(found.get(key));
    } catch (error) {
      for (const lookups of batch.values()) for (const lookup of lookups) lookup.reject(error);
    }
  }

  function flush(): void {
    const turn = waiting;
    waiting = new Map();
    let batch: Waiting = new Map();
    for (const [key, lookups] of turn) {
      batch.set(key, lookups);
      if (batch.size === perCall) {
        void send(batch);
        batch = new Map();
      }
    }
    if (batch.size > 0) void send(batch);
  }

  return (key) => {
    const lookup = Promise.withResolvers<V | undefined>();
    if (waiting.size === 0) setImmediate(flush);
    const same = waiting.get(key);
    if (same) same.push(lookup);
    else waiting.set(key, [lookup]);
    return lookup.promise;
  };
}
