// What a page's heap holds, by kind: a growing heap may be compiled code (V8 compiles more of the
// app as it runs, up to the app's size) rather than objects the page keeps. One snapshot, after a
// full collection, summed by node type.
import type { CDPSession } from '@playwright/test';

export interface HeapKinds {
  /** Compiled code and its metadata (bytecode, machine code, feedback). */
  code: number;
  /** The browser's own objects (DOM, editing, paint). */
  native: number;
  /** Everything else: the JS objects, arrays, strings and closures the page holds. */
  objects: number;
}

interface Snapshot {
  snapshot: { meta: { node_fields: string[]; node_types: [string[], ...unknown[]] } };
  nodes: number[];
}

export async function heapKinds(cdp: CDPSession): Promise<HeapKinds> {
  await cdp.send('HeapProfiler.collectGarbage');
  const chunks: string[] = [];
  const onChunk = ({ chunk }: { chunk: string }) => chunks.push(chunk);
  cdp.on('HeapProfiler.addHeapSnapshotChunk', onChunk);
  await cdp.send('HeapProfiler.takeHeapSnapshot', { reportProgress: false });
  cdp.off('HeapProfiler.addHeapSnapshotChunk', onChunk);
  const { snapshot, nodes } = JSON.parse(chunks.join('')) as Snapshot;
  const fields = snapshot.meta.node_fields.length;
  const typeAt = snapshot.meta.node_fields.indexOf('type');
  const sizeAt = snapshot.meta.node_fields.indexOf('self_size');
  const types = snapshot.meta.node_types[0];
  const kinds: HeapKinds = { code: 0, native: 0, objects: 0 };
  for (let i = 0; i < nodes.length; i += fields) {
    const type = types[nodes[i + typeAt] ?? 0];
    const size = nodes[i + sizeAt] ?? 0;
    if (type === 'code') kinds.code += size;
    else if (type === 'native') kinds.native += size;
    else kinds.objects += size;
  }
  return kinds;
}
