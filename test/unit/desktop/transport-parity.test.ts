import { describe, expect, it } from 'vitest';
import { transportDivergence } from '../../desktop/transport-parity';

// The desktop harness fails a journey on any value crossing the contract that Electron's IPC
// (structured clone) and the WebSocket (JSON + binary column frames) would deliver differently.
describe('transportDivergence', () => {
  it('passes what both deliver alike: plain data, and series columns from main as binary frames do', () => {
    expect(transportDivergence({ a: 1, b: 'x', c: [true, null], d: { e: -2.5 } }, 'to-main')).toEqual([]);
    expect(transportDivergence({ ok: true, value: { columns: { close: new Float64Array([1, 2]) } } }, 'to-renderer')).toEqual([]);
  });

  it('names each value only one transport carries as sent', () => {
    expect(transportDivergence({ rate: NaN, top: Infinity }, 'to-main')).toEqual([
      '$.rate: NaN (JSON gives null)',
      '$.top: Infinity (JSON gives null)',
    ]);
    expect(transportDivergence({ when: new Date(0), tags: new Map() }, 'to-renderer')).toEqual([
      '$.when: a Date (JSON gives a string)',
      '$.tags: a Map (JSON gives {})',
    ]);
    expect(transportDivergence({ maybe: undefined, list: [undefined] }, 'to-renderer')).toEqual([
      '$.maybe: undefined (JSON leaves the member out)',
      '$.list.0: undefined (JSON gives null)',
    ]);
  });

  it('knows where the binary frames carry columns: from main, members of objects, Float64Array only', () => {
    const column = new Float64Array([1]);
    expect(transportDivergence({ c: column }, 'to-main')).toEqual(['$.c: a Float64Array (JSON gives an object of numbered members)']);
    expect(transportDivergence({ rows: [{ c: column }] }, 'to-renderer')).toEqual([
      '$.rows.0.c: a Float64Array (JSON gives an object of numbered members)',
    ]);
    expect(transportDivergence({ c: new Int32Array(1) }, 'to-renderer')).toEqual([
      '$.c: a Int32Array (JSON gives an object of numbered members)',
    ]);
  });
});
