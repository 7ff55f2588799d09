// Counting what a page still holds: a heap snapshot (which collects the garbage first, so the
// count depends on what is reachable, not on when a collection ran) and the objects in it that
// have every one of the given property names (property names survive minification, where class
// and function names do not), or the browser's own objects by class (blink::UndoStep).
import type { Page } from '@playwright/test';

interface Snapshot {
  snapshot: { meta: { node_fields: string[]; node_types: [string[]]; edge_fields: string[]; edge_types: [string[]] } };
  nodes: number[];
  edges: number[];
  strings: string[];
}

async function takeSnapshot(page: Page): Promise<Snapshot> {
  const cdp = await page.context().newCDPSession(page);
  const chunks: string[] = [];
  cdp.on('HeapProfiler.addHeapSnapshotChunk', ({ chunk }) => chunks.push(chunk));
  await cdp.send('HeapProfiler.enable');
  await cdp.send('HeapProfiler.collectGarbage');
  await cdp.send('HeapProfiler.takeHeapSnapshot', { reportProgress: false });
  await cdp.detach();
  return JSON.parse(chunks.join('')) as Snapshot;
}

/** How many live nodes are named `name`: the browser's objects keep their class names. */
export async function countNodesNamed(page: Page, name: string): Promise<number> {
  const { snapshot, nodes, strings } = await takeSnapshot(page);
  const nodeSize = snapshot.meta.node_fields.length;
  const nameAt = snapshot.meta.node_fields.indexOf('name');
  let count = 0;
  for (let node = 0; node < nodes.length; node += nodeSize) if (strings[nodes[node + nameAt] ?? -1] === name) count += 1;
  return count;
}

/** How many live objects have all of `properties` (e.g. a price history window's fields). */
export async function countObjectsWith(page: Page, properties: readonly string[]): Promise<number> {
  const { snapshot, nodes, edges, strings } = await takeSnapshot(page);
  const { node_fields, node_types, edge_fields, edge_types } = snapshot.meta;
  const nodeSize = node_fields.length;
  const edgeSize = edge_fields.length;
  const typeAt = node_fields.indexOf('type');
  const edgeCountAt = node_fields.indexOf('edge_count');
  const edgeTypeAt = edge_fields.indexOf('type');
  const edgeNameAt = edge_fields.indexOf('name_or_index');
  const objectType = node_types[0].indexOf('object');
  const propertyType = edge_types[0].indexOf('property');
  const wanted = new Set(properties);
  let count = 0;
  let edge = 0;
  for (let node = 0; node < nodes.length; node += nodeSize) {
    const edgeCount = nodes[node + edgeCountAt] ?? 0;
    if (nodes[node + typeAt] === objectType) {
      const found = new Set<string>();
      for (let e = edge; e < edge + edgeCount * edgeSize; e += edgeSize) {
        if (edges[e + edgeTypeAt] !== propertyType) continue;
        const name = strings[edges[e + edgeNameAt] ?? -1];
        if (name !== undefined && wanted.has(name)) found.add(name);
      }
      if (found.size === wanted.size) count += 1;
    }
    edge += edgeCount * edgeSize;
  }
  return count;
}
