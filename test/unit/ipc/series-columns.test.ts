// Series cross both transports as typed-array columns (days as UTC seconds, absent values NaN,
// read so by the store: test/unit/core/series-read.test.ts) that survive Electron's structured
// clone and browser mode's binary WebSocket frame exactly, and the renderer reads the same days back.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { ServerFrame } from '../../../src-main/ipc/ws-frames';
import { encodeServerFrame } from '../../../src-main/server/binary-frame';
import { decodeBinaryFrame } from '../../../src-renderer/src/api/binary-frame';
import { timeToDay } from '../../../src-renderer/src/format/days';
import { typedColumns } from '../fixtures/typed-columns';

const day = fc
  .date({ min: new Date(Date.UTC(1900, 0, 1)), max: new Date(Date.UTC(2199, 11, 31)), noInvalidDate: true })
  .map((d) => d.toISOString().slice(0, 10));
const value = fc.oneof(fc.double(), fc.constant(null), fc.integer());
const storeColumns = fc.array(fc.tuple(day, value, value)).map((rows) => ({
  day: rows.map((r) => r[0]),
  closing_price: rows.map((r) => r[1]),
  volume: rows.map((r) => r[2]),
}));

describe('typed series columns', () => {
  it("survive Electron IPC's structured clone as typed arrays", () => {
    const typed = typedColumns({ day: ['2024-01-02', '2024-01-03'], closing_price: [11.5, null] });
    const cloned = structuredClone({ ok: true, value: { ...typed, range: null } });
    expect(cloned.value.time).toBeInstanceOf(Float64Array);
    expect(cloned.value.columns.closing_price).toEqual(new Float64Array([11.5, Number.NaN]));
  });

  it('carry days the renderer reads back', () => {
    fc.assert(
      fc.property(storeColumns, (columns) => {
        expect(Array.from(typedColumns(columns).time, timeToDay)).toEqual(columns.day);
      }),
    );
  });
});

/** The binary frame as the page receives it (an ArrayBuffer of its own). */
function overTheWire(encoded: string | Uint8Array): ServerFrame {
  if (typeof encoded === 'string') return JSON.parse(encoded) as ServerFrame;
  return decodeBinaryFrame(encoded.slice().buffer);
}

describe('browser-mode binary frames', () => {
  it('carry every typed column bit for bit, the rest of the frame as JSON would', () => {
    fc.assert(
      fc.property(storeColumns, fc.option(fc.string()), fc.nat(), (columns, asOf, id) => {
        const value = { ...typedColumns(columns), range: null, asOf, stale: false };
        const frame: ServerFrame = { type: 'response', id, envelope: { ok: true, value } };
        const decoded = overTheWire(encodeServerFrame(frame));
        expect(decoded).toEqual(frame);
        const read = decoded.type === 'response' && decoded.envelope.ok ? (decoded.envelope.value as typeof value) : null;
        expect(read?.time).toBeInstanceOf(Float64Array);
        // toEqual treats NaN as equal; the bytes must be the same too (NaN payloads, -0).
        for (const name of ['closing_price', 'volume']) {
          const sent = new Uint8Array(value.columns[name]?.buffer ?? new ArrayBuffer(0));
          const got = read?.columns[name];
          expect(new Uint8Array(got?.buffer ?? new ArrayBuffer(0), got?.byteOffset, got?.byteLength)).toEqual(sent);
        }
      }),
      { numRuns: 200 },
    );
  });

  it('sends frames without typed arrays as JSON text, and leaves the frame it encoded untouched', () => {
    const plain: ServerFrame = { type: 'event', event: 'system.heartbeat', payload: { uptimeSeconds: 3 } };
    expect(encodeServerFrame(plain)).toBe(JSON.stringify(plain));
    const typed = typedColumns({ day: ['2024-01-02'], value: [1.5] });
    const frame: ServerFrame = { type: 'response', id: 1, envelope: { ok: true, value: typed } };
    expect(encodeServerFrame(frame)).toBeInstanceOf(Uint8Array);
    expect(typed.columns.value).toEqual(new Float64Array([1.5]));
  });

  it('refuses a truncated binary frame instead of reading past it', () => {
    const encoded = encodeServerFrame({
      type: 'response',
      id: 1,
      envelope: { ok: true, value: typedColumns({ day: ['2024-01-02'], value: [1] }) },
    });
    if (typeof encoded === 'string') throw new Error('expected a binary frame');
    expect(() => decodeBinaryFrame(encoded.slice(0, encoded.length - 8).buffer)).toThrow(/longer than the frame/);
    expect(() => decodeBinaryFrame(new ArrayBuffer(2))).toThrow(/header/);
  });
});
