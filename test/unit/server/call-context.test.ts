// What a call carries besides its input, over the browser-mode socket: a cancel frame stops the
// handler in main (a superseded series read reads no further slice), and an event a call causes
// goes to every other connection but not back to the one that made it.
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { ServerFrame } from '../../../src-main/ipc/ws-frames';
import { nextFrame, openTrustedSocket, startServerFixture, type ServerFixture } from './server-fixture';

let fixture: ServerFixture;
beforeAll(async () => {
  fixture = await startServerFixture();
});
afterAll(() => fixture.close());

const DAY = 86_400;
/** Holds the thread for longer than a turn's budget, so every slice of a read ends its turn. */
const busy = (ms: number) => {
  const until = performance.now() + ms;
  while (performance.now() < until);
};

describe('a call over the socket', () => {
  it('is stopped in main at its next slice once the page cancels it', async () => {
    const series = fixture.core.store.data['share-history'];
    // A long history: 40 full slices of 1,000 days, each taking a turn of its own.
    let slices = 0;
    let afterCancel = 0;
    let cancelled = false;
    let firstSlice: () => void = () => {};
    const sliceRead = new Promise<void>((resolve) => (firstSlice = resolve));
    const spy = vi.spyOn(series, 'typedSlice').mockImplementation((_id, _from, _to, limit) => {
      const start = slices * limit;
      slices++;
      if (cancelled) afterCancel++;
      firstSlice();
      busy(8);
      const length = slices < 40 ? limit : 0;
      const time = Float64Array.from({ length }, (_, i) => (10_000 + start + i) * DAY);
      const column = new Float64Array(length);
      return {
        time,
        columns: {
          closing_price: column,
          day_price: column,
          lower: column,
          opening_price: column,
          per: column,
          upper: column,
          variation: column,
          volume: column,
        },
      };
    });
    try {
      const ws = await openTrustedSocket(fixture.server);
      const frames: ServerFrame[] = [];
      void nextFrame(ws, (f) => (frames.push(f), false));
      ws.send(JSON.stringify({ type: 'request', id: 1, method: 'data.series', input: { dataset: 'share-history', id: 1 } }));
      await sliceRead;
      cancelled = true;
      ws.send(JSON.stringify({ type: 'cancel', id: 1 }));
      // Anything after the cancel on this socket is answered after main has taken the cancel in.
      const info = nextFrame(ws, (f) => f.type === 'response' && f.id === 2);
      ws.send(JSON.stringify({ type: 'request', id: 2, method: 'system.info' }));
      await info;
      await new Promise((resolve) => setTimeout(resolve, 100));
      // The slice being read when the cancel came in may finish; none is started after it.
      expect(afterCancel).toBeLessThanOrEqual(1);
      expect(slices).toBeLessThan(10);
      expect(frames.some((f) => f.type === 'response' && f.id === 1)).toBe(false);
      ws.close();
    } finally {
      spy.mockRestore();
    }
  });

  it('does not echo workspace.changed to the connection that saved the workspace', async () => {
    const [saver, other] = await Promise.all([openTrustedSocket(fixture.server), openTrustedSocket(fixture.server)]);
    const heardBySaver: ServerFrame[] = [];
    void nextFrame(saver, (f) => (f.type === 'event' && f.event === 'workspace.changed' && heardBySaver.push(f), false));
    const heard = nextFrame(other, (f) => f.type === 'event' && f.event === 'workspace.changed');
    const saved = nextFrame(saver, (f) => f.type === 'response' && f.id === 1);
    saver.send(JSON.stringify({ type: 'request', id: 1, method: 'workspace.save', input: { by: 'window-a', current: { panes: 1 } } }));
    expect(await saved).toMatchObject({ envelope: { ok: true } });
    expect(await heard).toMatchObject({ payload: { by: 'window-a', current: { panes: 1 } } });
    // Frames on one socket keep their order: an echo would have come before this answer.
    const later = nextFrame(saver, (f) => f.type === 'response' && f.id === 2);
    saver.send(JSON.stringify({ type: 'request', id: 2, method: 'system.info' }));
    await later;
    expect(heardBySaver).toEqual([]);
    saver.close();
    other.close();
  });
});
