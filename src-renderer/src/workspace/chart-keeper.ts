// A pane's parked chart. Building a lightweight-charts chart is most of a GP open (axis
// measuring, colour parsing, canvases), so a screen leaving the pane parks its chart here and the
// next screen of the same kind in this pane takes it back. One slot: a pane holds at most one
// parked chart, and the pane's close disposes it (it outlives screens, never the pane).

/** Something a pane can park: a kind to take it back by, and how to free it. */
export interface Parkable {
  readonly kind: string;
  dispose(): void;
}

export interface ChartKeeper<T extends Parkable> {
  /** The parked item of this kind, handed over (no longer parked); undefined when none is. */
  take<K extends T['kind']>(kind: K): Extract<T, { kind: K }> | undefined;
  /** Parks an item, disposing the one parked before it; once the keeper is disposed, disposes it at once. */
  park(item: T): void;
  /** The pane closes: the parked item is disposed, and so is anything parked later. */
  dispose(): void;
}

export function createChartKeeper<T extends Parkable>(): ChartKeeper<T> {
  let parked: T | null = null;
  let closed = false;
  return {
    take<K extends T['kind']>(kind: K) {
      if (parked === null || parked.kind !== kind) return undefined;
      const item = parked as Extract<T, { kind: K }>;
      parked = null;
      return item;
    },
    park(item) {
      if (closed) return item.dispose();
      if (parked !== null && parked !== item) parked.dispose();
      parked = item;
    },
    dispose() {
      closed = true;
      parked?.dispose();
      parked = null;
    },
  };
}
