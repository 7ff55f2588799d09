// Decodes browser mode's binary server frames: a frame whose typed arrays (series columns) travel
// as raw float64 values after a JSON header. The layout is in src-main/ipc/ws-frames.ts
// (BinaryFrameHeader); the server encodes it in src-main/server/binary-frame.ts. The arrays are
// views on the received buffer: no copy, no per-value parsing.
import type { BinaryFrameHeader, ServerFrame } from '../../../src-main/ipc/ws-frames';

export function decodeBinaryFrame(buffer: ArrayBuffer): ServerFrame {
  const view = new DataView(buffer);
  const headerLength = buffer.byteLength >= 4 ? view.getUint32(0, true) : Number.NaN;
  if (!(headerLength <= buffer.byteLength - 4)) throw new Error('binary frame: header longer than the frame');
  const header = JSON.parse(new TextDecoder().decode(new Uint8Array(buffer, 4, headerLength))) as BinaryFrameHeader;
  let at = Math.ceil((4 + headerLength) / 8) * 8;
  for (const { path, length } of header.arrays) {
    if (at + length * 8 > buffer.byteLength) throw new Error('binary frame: values longer than the frame');
    const array = new Float64Array(buffer, at, length);
    at += length * 8;
    const key = path.at(-1);
    let holder: unknown = header.frame;
    for (const name of path.slice(0, -1)) holder = (holder as Record<string, unknown> | null)?.[name];
    if (key === undefined || typeof holder !== 'object' || holder === null) throw new Error(`binary frame: no place for ${path.join('.')}`);
    (holder as Record<string, unknown>)[key] = array;
  }
  return header.frame;
}
