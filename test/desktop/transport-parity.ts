// Where a value crossing the contract would reach the other side differently over the two
// transports: Electron's IPC (the structured clone) and browser mode's WebSocket (JSON text, plus
// binary frames for main's Float64Array columns: src-main/server/binary-frame.ts). The desktop
// harness checks every value that crosses, so a journey run on the desktop path fails on a value
// the renderer would only ever have seen in one shape.

/** Which way the value goes: main's answers and events may hold series columns (binary frames). */
export type Direction = 'to-main' | 'to-renderer';

const isPlainObject = (value: object) => {
  const proto = Object.getPrototypeOf(value) as unknown;
  return proto === Object.prototype || proto === null;
};

/**
 * Paths (e.g. "$.value.rows.3.close") and what differs there; empty when both transports deliver the
 * same. `underArray`: inside an array, where the binary frames do not look for columns.
 */
export function transportDivergence(value: unknown, direction: Direction, path = '$', underArray = false): string[] {
  if (typeof value === 'number') return Number.isFinite(value) ? [] : [`${path}: ${value} (JSON gives null)`];
  if (typeof value === 'bigint') return [`${path}: a bigint (JSON cannot carry it)`];
  if (typeof value !== 'object' || value === null) return [];
  if (ArrayBuffer.isView(value) || value instanceof ArrayBuffer) {
    const framed = direction === 'to-renderer' && value instanceof Float64Array && !underArray;
    return framed ? [] : [`${path}: a ${value.constructor.name} (JSON gives an object of numbered members)`];
  }
  if (Array.isArray(value)) {
    return value.flatMap((item: unknown, i) =>
      item === undefined ? [`${path}.${i}: undefined (JSON gives null)`] : transportDivergence(item, direction, `${path}.${i}`, true),
    );
  }
  if (!isPlainObject(value)) return [`${path}: a ${value.constructor.name} (JSON gives ${value instanceof Date ? 'a string' : '{}'})`];
  return Object.entries(value).flatMap(([key, member]) =>
    member === undefined
      ? [`${path}.${key}: undefined (JSON leaves the member out)`]
      : transportDivergence(member, direction, `${path}.${key}`, underArray),
  );
}
