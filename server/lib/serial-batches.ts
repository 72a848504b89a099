import { setImmediate } from 'node:timers';

interface Queued<I, O> {
  item: I;
  answer: PromiseWithResolvers<O>;
}

/**
 * Items sent to `send` in batches, one batch of a partition at a time: an item of an idle partition
 * goes once this turn of the event loop is handled (setImmediate), with every item of its partition
 * that arrived in the turn; an item that arrives while its partition's batch is under way goes in the
 * next batch, with everything else that arrived meanwhile, at most `perBatch` a batch. Under load one
 * round trip then carries many items, and an idle partition adds one turn of delay. Items of one
 * partition are sent in the order they arrived; partitions run side by side.
 *
 * `send` answers each item in order: its value, or an Error that fails that item alone. A send that
 * fails, or answers a different number of items, fails every item of its batch.
 */
export function serialBatches<I, O>(send: (items: I[]) => Promise<Array<O | Error>>, partitionOf: (item: I) => number, perBatch = 32): (item: I) => Promise<O> {
  const queues = new Map<number, Array<Queued<I, O>>>();

  async function drain(partition: number): Promise<void> {
    const queue = queues.get(partition)!;
    for (let batch = queue.splice(0, perBatch); batch.length > 0; batch = queue.splice(0, perBatch)) {
      try {
        const answers = await send(batch.map((queued) => queued.item));
        if (answers.length !== batch.length) throw new Error(`a batch of ${batch.length} was answered ${answers.length} times`);
        batch.forEach((queued, index) => {
          const answer = answers[index]!;
          if (answer instanceof Error) queued.answer.reject(answer);
          else queued.answer.resolve(answer);
        });
      } catch (error) {
        for (const queued of batch) queued.answer.reject(error);
      }
    }
    queues.delete(partition);
  }

  return (item) => {
    const partition = partitionOf(item);
    const answer = Promise.withResolvers<O>();
    const queue = queues.get(partition);
    // A queue is there while its partition's batches are due or under way: they will take this item.
    if (queue) queue.push({ item, answer });
    else {
      queues.set(partition, [{ item, answer }]);
      setImmediate(() => void drain(partition));
    }
    return answer.promise;
  };
}
