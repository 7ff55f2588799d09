import { describe, expect, it } from 'vitest';
import type { Envelope, MethodName } from '../../../src-main/ipc/contract';
import { coalesceReads } from '../../../src-renderer/src/api/coalesce';

/** A transport whose answers the test releases by hand, counting what was sent. */
function heldTransport() {
  const sent: { method: MethodName; input: unknown; signal: AbortSignal | undefined; answer(value: unknown): void }[] = [];
  const invoke = (method: MethodName, input: unknown, signal?: AbortSignal) =>
    new Promise<Envelope<unknown>>((resolve) => sent.push({ method, input, signal, answer: (value) => resolve({ ok: true, value }) }));
  return { sent, invoke };
}

describe('reads in flight are shared', () => {
  it('sends one request for identical reads and gives every caller its answer', async () => {
    const t = heldTransport();
    const reads = coalesceReads(t.invoke);
    const ticker = reads.invoke('data.read', { dataset: 'events' });
    const alerts = reads.invoke('data.read', { dataset: 'events' });
    const other = reads.invoke('data.read', { dataset: 'shares' });
    expect(t.sent.map((s) => s.input)).toEqual([{ dataset: 'events' }, { dataset: 'shares' }]);
    t.sent[0]?.answer(['e']);
    t.sent[1]?.answer(['s']);
    expect(await ticker).toEqual({ ok: true, value: ['e'] });
    expect(await alerts).toEqual({ ok: true, value: ['e'] });
    expect(await other).toEqual({ ok: true, value: ['s'] });
  });

  it('asks again once the answer is in', async () => {
    const t = heldTransport();
    const reads = coalesceReads(t.invoke);
    const first = reads.invoke('data.series', { dataset: 'share-history', id: 1 });
    t.sent[0]?.answer(1);
    await first;
    void reads.invoke('data.series', { dataset: 'share-history', id: 1 });
    expect(t.sent).toHaveLength(2);
  });

  it('does not let a read asked for after an update join one sent before it', () => {
    const t = heldTransport();
    const reads = coalesceReads(t.invoke);
    void reads.invoke('data.read', { dataset: 'events' });
    reads.changed();
    void reads.invoke('data.read', { dataset: 'events' });
    void reads.invoke('data.read', { dataset: 'events' });
    expect(t.sent).toHaveLength(2);
  });

  it('never shares calls that are not reads', () => {
    const t = heldTransport();
    const reads = coalesceReads(t.invoke);
    void reads.invoke('sync.refresh', { dataset: 'events' });
    void reads.invoke('sync.refresh', { dataset: 'events' });
    expect(t.sent).toHaveLength(2);
  });
});

describe('a cancelled read', () => {
  const cancelled = { ok: false, error: { code: 'CANCELLED', message: 'the call was cancelled' } };

  it('is cancelled in main once every caller sharing it cancelled, and each caller hears CANCELLED at once', async () => {
    const t = heldTransport();
    const reads = coalesceReads(t.invoke);
    const chart = new AbortController();
    const table = new AbortController();
    const first = reads.invoke('data.series', { dataset: 'share-history', id: 1 }, chart.signal);
    const second = reads.invoke('data.series', { dataset: 'share-history', id: 1 }, table.signal);
    chart.abort();
    expect(await first).toEqual(cancelled);
    // The table still waits for it: main goes on reading.
    expect(t.sent[0]?.signal?.aborted).toBe(false);
    table.abort();
    expect(await second).toEqual(cancelled);
    expect(t.sent[0]?.signal?.aborted).toBe(true);
  });

  it('is not joined by a later caller, which asks again', () => {
    const t = heldTransport();
    const reads = coalesceReads(t.invoke);
    const gone = new AbortController();
    void reads.invoke('data.series', { dataset: 'share-history', id: 1 }, gone.signal);
    gone.abort();
    void reads.invoke('data.series', { dataset: 'share-history', id: 1 });
    expect(t.sent).toHaveLength(2);
  });
});
