import { describe, expect, it, vi } from 'vitest';
import { inPickOrder } from '../../../src-renderer/src/components/pickers/picked-in-order';

/** A promise and the function that settles it, to answer searches in any order. */
function later<T>(): { promise: Promise<T>; resolve: (value: T) => void } {
  let resolve!: (value: T) => void;
  const promise = new Promise<T>((r) => (resolve = r));
  return { promise, resolve };
}

const settled = () => new Promise((r) => setTimeout(r, 0));

describe('picks applied in the order they were made', () => {
  it('applies a pick whose search answered first only after the picks made before it', async () => {
    const inOrder = inPickOrder();
    const added: string[] = [];
    const first = later<string>();
    const second = later<string>();
    inOrder(first.promise, (code) => added.push(code));
    inOrder(second.promise, (code) => added.push(code));
    second.resolve('EENI');
    await settled();
    expect(added).toEqual([]);
    first.resolve('BOAF');
    await settled();
    expect(added).toEqual(['BOAF', 'EENI']);
  });

  it('waits for an apply that is itself asynchronous (a watchlist save) before the next', async () => {
    const inOrder = inPickOrder();
    const saved: string[] = [];
    const save = later<void>();
    inOrder(Promise.resolve('BOAF'), async (code) => {
      await save.promise;
      saved.push(code);
    });
    inOrder(Promise.resolve('EENI'), (code) => saved.push(code));
    await settled();
    expect(saved).toEqual([]);
    save.resolve();
    await settled();
    expect(saved).toEqual(['BOAF', 'EENI']);
  });

  it('goes on after a pick that failed, and says so', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const inOrder = inPickOrder();
    const added: string[] = [];
    inOrder(Promise.resolve('BOAF'), () => {
      throw new Error('boom');
    });
    inOrder(Promise.resolve('EENI'), (code) => added.push(code));
    await settled();
    expect(added).toEqual(['EENI']);
    expect(error).toHaveBeenCalledTimes(1);
    error.mockRestore();
  });
});
