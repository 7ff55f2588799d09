// Two heap snapshots (V8's .heapsnapshot JSON, from a page or from the server's inspector) compared
// by constructor: which kinds of object grew in number, and for a sample of each — the newest, the
// likeliest to be one kept per cycle — the path of references that holds it from a GC root. The
// names are minified in a built renderer, so each kind also shows its property names.

export interface RawSnapshot {
  snapshot: { meta: { node_fields: string[]; node_types: [string[]]; edge_fields: string[]; edge_types: [string[]] } };
  nodes: number[];
  edges: number[];
  strings: string[];
}

/** A snapshot indexed for counting and for walking retainers. */
export class HeapGraph {
  readonly nodeCount: number;
  private readonly nodeSize: number;
  private readonly edgeSize: number;
  private readonly firstEdge: Uint32Array;
  private retainersBuilt: { from: Uint32Array; edge: Uint32Array; start: Uint32Array } | null = null;
  private readonly at: { type: number; name: number; id: number; selfSize: number; edgeCount: number };
  private readonly edgeAt: { type: number; name: number; to: number };
  private readonly nodeTypes: string[];
  private readonly edgeTypes: string[];

  constructor(private readonly raw: RawSnapshot) {
    const { node_fields, node_types, edge_fields, edge_types } = raw.snapshot.meta;
    this.nodeSize = node_fields.length;
    this.edgeSize = edge_fields.length;
    this.nodeCount = raw.nodes.length / this.nodeSize;
    this.nodeTypes = node_types[0];
    this.edgeTypes = edge_types[0];
    this.at = {
      type: node_fields.indexOf('type'),
      name: node_fields.indexOf('name'),
      id: node_fields.indexOf('id'),
      selfSize: node_fields.indexOf('self_size'),
      edgeCount: node_fields.indexOf('edge_count'),
    };
    this.edgeAt = { type: edge_fields.indexOf('type'), name: edge_fields.indexOf('name_or_index'), to: edge_fields.indexOf('to_node') };
    this.firstEdge = new Uint32Array(this.nodeCount + 1);
    for (let n = 0, e = 0; n < this.nodeCount; n++) {
      this.firstEdge[n] = e;
      e += this.field(n, this.at.edgeCount);
      this.firstEdge[n + 1] = e;
    }
  }

  private field(node: number, at: number): number {
    return this.raw.nodes[node * this.nodeSize + at] ?? 0;
  }

  type(node: number): string {
    return this.nodeTypes[this.field(node, this.at.type)] ?? '?';
  }

  name(node: number): string {
    return this.raw.strings[this.field(node, this.at.name)] ?? '?';
  }

  id(node: number): number {
    return this.field(node, this.at.id);
  }

  selfSize(node: number): number {
    return this.field(node, this.at.selfSize);
  }

  /** The outgoing edges of `node`: [edge type, edge name or index, target node]. */
  *edges(node: number): Generator<[string, string, number]> {
    for (let e = this.firstEdge[node] ?? 0; e < (this.firstEdge[node + 1] ?? 0); e++) {
      const base = e * this.edgeSize;
      const type = this.edgeTypes[this.raw.edges[base + this.edgeAt.type] ?? 0] ?? '?';
      const nameOrIndex = this.raw.edges[base + this.edgeAt.name] ?? 0;
      const name = type === 'element' || type === 'hidden' ? String(nameOrIndex) : (this.raw.strings[nameOrIndex] ?? '?');
      yield [type, name, (this.raw.edges[base + this.edgeAt.to] ?? 0) / this.nodeSize];
    }
  }

  /** The kind a node counts under: an object's constructor, a closure's name, or its node type. */
  kind(node: number): string {
    const type = this.type(node);
    if (type === 'object' || type === 'native') return this.name(node);
    if (type === 'closure') return `${this.name(node) || '(anonymous)'}()`;
    return `(${type})`;
  }

  /** A few property names of an object: what a minified constructor name leaves to recognise it by. */
  shape(node: number): string {
    const names: string[] = [];
    for (const [type, name] of this.edges(node)) if (type === 'property' && names.length < 8) names.push(name);
    return names.join(',');
  }

  /** The path from a GC root to `node` (shortest, over strong edges), as "holder.edge" steps. */
  retainerPath(target: number, maxSteps = 14): string[] {
    const { from, edge, start } = this.retainers();
    // Breadth first from the target up its retainers, until the synthetic root (node 0).
    const previous = new Map<number, [number, number]>([[target, [-1, -1]]]);
    let frontier = [target];
    let found = -1;
    for (let depth = 0; depth < 40 && frontier.length && found < 0; depth++) {
      const next: number[] = [];
      for (const node of frontier) {
        for (let r = start[node] ?? 0; r < (start[node + 1] ?? 0); r++) {
          const holder = from[r] ?? 0;
          if (previous.has(holder)) continue;
          previous.set(holder, [node, edge[r] ?? 0]);
          if (holder === 0) {
            found = holder;
            break;
          }
          next.push(holder);
        }
        if (found >= 0) break;
      }
      frontier = next;
    }
    if (found < 0) return ['(no strong path to a root)'];
    const steps: string[] = [];
    for (let node = found; node !== target && steps.length < 60;) {
      const [child, e] = previous.get(node) ?? [target, 0];
      const edgeName = this.edgeName(e);
      steps.push(`${this.kind(node)} .${edgeName}`);
      node = child;
    }
    const path = steps.slice(1); // the synthetic root's own step says nothing
    return path.length > maxSteps ? [...path.slice(0, 3), '…', ...path.slice(-(maxSteps - 3))] : path;
  }

  private edgeName(e: number): string {
    const base = e * this.edgeSize;
    const type = this.edgeTypes[this.raw.edges[base + this.edgeAt.type] ?? 0] ?? '?';
    const nameOrIndex = this.raw.edges[base + this.edgeAt.name] ?? 0;
    if (type === 'element') return `[${nameOrIndex}]`;
    if (type === 'hidden') return `<hidden ${nameOrIndex}>`;
    return `${this.raw.strings[nameOrIndex] ?? '?'}${type === 'property' ? '' : ` <${type}>`}`;
  }

  /** Retainers over strong edges (weak edges and the snapshot's own bookkeeping hold nothing). */
  private retainers() {
    if (this.retainersBuilt) return this.retainersBuilt;
    const weak = this.edgeTypes.indexOf('weak');
    const count = new Uint32Array(this.nodeCount + 1);
    const strong = (e: number) => this.raw.edges[e * this.edgeSize + this.edgeAt.type] !== weak;
    const target = (e: number) => (this.raw.edges[e * this.edgeSize + this.edgeAt.to] ?? 0) / this.nodeSize;
    const edgeTotal = this.raw.edges.length / this.edgeSize;
    for (let e = 0; e < edgeTotal; e++) if (strong(e)) count[target(e)] = (count[target(e)] ?? 0) + 1;
    const start = new Uint32Array(this.nodeCount + 1);
    for (let n = 0; n < this.nodeCount; n++) start[n + 1] = (start[n] ?? 0) + (count[n] ?? 0);
    const fill = start.slice();
    const from = new Uint32Array(start[this.nodeCount] ?? 0);
    const edge = new Uint32Array(from.length);
    for (let n = 0; n < this.nodeCount; n++) {
      for (let e = this.firstEdge[n] ?? 0; e < (this.firstEdge[n + 1] ?? 0); e++) {
        if (!strong(e)) continue;
        const t = target(e);
        const slot = fill[t] ?? 0;
        from[slot] = n;
        edge[slot] = e;
        fill[t] = slot + 1;
      }
    }
    this.retainersBuilt = { from, edge, start };
    return this.retainersBuilt;
  }
}

interface Grower {
  kind: string;
  before: number;
  after: number;
  bytesAfter: number;
  bytesBefore: number;
  /** The newest object of this kind in the later snapshot. */
  sample: number;
}

/** Kinds whose count grew from `before` to `after`, most grown first. */
function growers(before: HeapGraph, after: HeapGraph): Grower[] {
  const tally = (graph: HeapGraph) => {
    const byKind = new Map<string, { count: number; bytes: number; newest: number }>();
    for (let n = 0; n < graph.nodeCount; n++) {
      // Plain objects are told apart by their properties: counted as one kind, the growth of one
      // shape was shown with the properties of whatever plain object was newest.
      const kind = graph.kind(n) === 'Object' ? `Object {${graph.shape(n)}}` : graph.kind(n);
      const entry = byKind.get(kind) ?? { count: 0, bytes: 0, newest: n };
      entry.count += 1;
      entry.bytes += graph.selfSize(n);
      if (graph.id(n) > graph.id(entry.newest)) entry.newest = n;
      byKind.set(kind, entry);
    }
    return byKind;
  };
  const was = tally(before);
  const is = tally(after);
  const result: Grower[] = [];
  for (const [kind, now] of is) {
    const then = was.get(kind) ?? { count: 0, bytes: 0 };
    if (now.count > then.count)
      result.push({ kind, before: then.count, after: now.count, bytesBefore: then.bytes, bytesAfter: now.bytes, sample: now.newest });
  }
  return result.sort((a, b) => b.after - b.before - (a.after - a.before));
}

/** The top growers as lines of text, with a retainer path for the first `paths` of them. */
export function reportGrowth(before: HeapGraph, after: HeapGraph, top = 25, paths = 10): string[] {
  const lines: string[] = [];
  growers(before, after)
    .slice(0, top)
    .forEach((g, i) => {
      const shape = after.type(g.sample) === 'object' && !g.kind.startsWith('Object {') ? ` {${after.shape(g.sample)}}` : '';
      lines.push(
        `${String(g.after - g.before).padStart(7)}  ${g.kind.slice(0, 60)}${shape}  (${g.before} → ${g.after}, ${((g.bytesAfter - g.bytesBefore) / 1024).toFixed(1)} KiB)`,
      );
      if (i < paths) for (const step of after.retainerPath(g.sample)) lines.push(`           ← ${step}`);
    });
  return lines;
}
