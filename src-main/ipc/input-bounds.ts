// Bounds a request's input before any schema sees it. Schemas such as z.json() recurse, so a
// 5,000-deep value would overflow the stack; an iterative walk with limits refuses it first.

export interface InputBounds {
  /** Deepest nesting of arrays/objects accepted. The contract's deepest legitimate input (a saved layout) stays far below. */
  maxDepth: number;
  /** Rough size budget: string lengths plus a few bytes per value. */
  maxBytes: number;
}

const DEFAULT_INPUT_BOUNDS: InputBounds = { maxDepth: 64, maxBytes: 2 << 20 };

/** Returns why `value` is out of bounds, or null when it may be parsed. Never recurses, never throws. */
export function exceedsBounds(value: unknown, bounds: InputBounds = DEFAULT_INPUT_BOUNDS): string | null {
  const stack: [unknown, number][] = [[value, 1]];
  const seen = new Set<object>();
  let bytes = 0;
  while (stack.length > 0) {
    const [node, depth] = stack.pop() as [unknown, number];
    bytes += typeof node === 'string' ? node.length + 2 : 8;
    if (bytes > bounds.maxBytes) return `input is larger than ${bounds.maxBytes} bytes`;
    if (node === null || typeof node !== 'object') continue;
    if (depth > bounds.maxDepth) return `input is nested deeper than ${bounds.maxDepth} levels`;
    // Structured clone (Electron IPC) can carry cycles; JSON cannot, and no method takes them.
    if (seen.has(node)) return 'input repeats an object (a cycle or a shared reference)';
    seen.add(node);
    const children: unknown[] = Array.isArray(node) ? node : Object.keys(node).flatMap((k) => [k, (node as Record<string, unknown>)[k]]);
    for (const child of children) stack.push([child, depth + 1]);
  }
  return null;
}
