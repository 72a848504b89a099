import { setImmediate } from 'node:timers/promises';
import { describe, expect, it } from 'vitest';
import { serialBatches } from './serial-batches.ts';

/** A send that records its batches and answers when the test says. */
function controlledSend() {
  const batches: number[][] = [];
  const pending: Array<PromiseWithResolvers<Array<string | Error>>> = [];
  const send = (items: number[]) => {
    batches.push(items);
    const answer = Promise.withResolvers<Array<string | Error>>();
    pending.push(answer);
    return answer.promise;
  };
  return { batches, pending, send };
}

describe('serial batches', () => {
  it('sends the items of one turn together, in order, and answers each its own', async () => {
    const { batches, pending, send } = controlledSend();
    const run = serialBatches(send, () => 0);
    const answers = Promise.all([run(1), run(2), run(3)]);
    await setImmediate();
    expect(batches).toEqual([[1, 2, 3]]);
    pending[0]!.resolve(['one', 'two', 'three']);
    expect(await answers).toEqual(['one', 'two', 'three']);
  });

  it('sends one batch of a partition at a time: what arrives meanwhile goes next, together', async () => {
    const { batches, pending, send } = controlledSend();
    const run = serialBatches(send, () => 0);
    const first = run(1);
    await setImmediate();
    const later = [run(2), run(3)];
    await setImmediate();
    expect(batches).toEqual([[1]]);
    pending[0]!.resolve(['one']);
    expect(await first).toBe('one');
    await setImmediate();
    expect(batches).toEqual([[1], [2, 3]]);
    pending[1]!.resolve(['two', 'three']);
    expect(await Promise.all(later)).toEqual(['two', 'three']);
  });

  it('runs partitions side by side', async () => {
    const { batches, pending, send } = controlledSend();
    const run = serialBatches(send, (item) => item % 2);
    const answers = Promise.all([run(1), run(2), run(3), run(4)]);
    await setImmediate();
    expect(batches).toEqual([
      [1, 3],
      [2, 4],
    ]);
    pending[1]!.resolve(['two', 'four']);
    pending[0]!.resolve(['one', 'three']);
    expect(await answers).toEqual(['one', 'two', 'three', 'four']);
  });

  it('sends at most perBatch items a batch', async () => {
    const { batches, pending, send } = controlledSend();
    const run = serialBatches(send, () => 0, 2);
    const answers = Promise.all([run(1), run(2), run(3)]);
    await setImmediate();
    pending[0]!.resolve(['one', 'two']);
    await setImmediate();
    pending[1]!.resolve(['three']);
    expect(await answers).toEqual(['one', 'two', 'three']);
    expect(batches).toEqual([[1, 2], [3]]);
  });

  it('fails an item answered with an Error alone, and a failed send fails its whole batch but not the next', async () => {
    const { pending, send } = controlledSend();
    const run = serialBatches(send, () => 0);
    const [good, bad] = [run(1), run(2)];
    await setImmediate();
    pending[0]!.resolve(['one', new Error('refused')]);
    expect(await good).toBe('one');
    await expect(bad).rejects.toThrow('refused');

    const [lost, alsoLost] = [run(3), run(4)];
    await setImmediate();
    pending[1]!.reject(new Error('connection lost'));
    await expect(lost).rejects.toThrow('connection lost');
    await expect(alsoLost).rejects.toThrow('connection lost');

    const after = run(5);
    await setImmediate();
    pending[2]!.resolve(['five']);
    expect(await after).toBe('five');
  });

  it('fails the batch when the send answers a different number of items', async () => {
    const { pending, send } = controlledSend();
    const run = serialBatches(send, () => 0);
    const answers = [run(1), run(2)];
    await setImmediate();
    pending[0]!.resolve(['one']);
    for (const answer of answers) await expect(answer).rejects.toThrow('a batch of 2 was answered 1 times');
  });
});
