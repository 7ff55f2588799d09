// Encodes a server frame for the WebSocket: JSON text, or a binary message when the frame holds
// typed arrays (series columns), which JSON would turn into objects keyed "0", "1"... The layout
// is in ipc/ws-frames.ts (BinaryFrameHeader); the page decodes it in api/binary-frame.ts.
import type { BinaryFrameHeader, ServerFrame } from '../ipc/ws-frames';

interface Found {
  path: string[];
  array: Float64Array;
}

/** The Float64Arrays under plain objects (arrays of records are not searched: see SeriesColumns). */
function findTypedArrays(value: unknown, path: string[], found: Found[]): void {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return;
  if (value instanceof Float64Array) {
    found.push({ path, array: value });
    return;
  }
  if (ArrayBuffer.isView(value)) return;
  for (const [key, member] of Object.entries(value)) findTypedArrays(member, [...path, key], found);
}

export function encodeServerFrame(frame: ServerFrame): string | Uint8Array {
  const found: Found[] = [];
  findTypedArrays(frame, [], found);
  if (found.length === 0) return JSON.stringify(frame);
  const arrays = new Set<unknown>(found.map((f) => f.array));
  // Each typed array's place in the frame is kept as null; its values follow the header.
  const frameText = JSON.stringify(frame, (_key, value: unknown) => (arrays.has(value) ? null : value));
  const places: BinaryFrameHeader['arrays'] = found.map((f) => ({ path: f.path, length: f.array.length }));
  const headerBytes = new TextEncoder().encode(`{"frame":${frameText},"arrays":${JSON.stringify(places)}}`);
  const valuesAt = Math.ceil((4 + headerBytes.length) / 8) * 8;
  const total = valuesAt + found.reduce((sum, f) => sum + f.array.length * 8, 0);
  const buffer = new ArrayBuffer(total);
  new DataView(buffer).setUint32(0, headerBytes.length, true);
  const bytes = new Uint8Array(buffer);
  bytes.set(headerBytes, 4);
  let at = valuesAt;
  for (const { array } of found) {
    new Float64Array(buffer, at, array.length).set(array);
    at += array.length * 8;
  }
  return bytes;
}
