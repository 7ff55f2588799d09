import { describe, expect, it } from 'vitest';
import type { Envelope, MethodName } from '../../../src-main/ipc/contract';
import { coalesceReads } from '../../../src-renderer/src/api/coalesce';

/** A transport whose answers the test releases by hand, counting what was sent. */
function heldTransport() {
  const sent: { method: MethodName; input: unknown; answer(value: unknown): void }[] = [];
  const invoke = (method: MethodName, input: unknown) =>
    new Promise<Envelope<unknown>>((resolve) => sent.push({ method, input, answer: (value) => resolve({ ok: true, value }) }));
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
