import { describe, expect, it } from 'vitest';
import { createChartKeeper } from '../../../src-renderer/src/workspace/chart-keeper';

type Kept =
  { kind: 'price'; id: number; disposed: number; dispose(): void } | { kind: 'nav'; id: number; disposed: number; dispose(): void };

function chart(kind: Kept['kind'], id: number): Kept {
  const c = { kind, id, disposed: 0, dispose: () => void c.disposed++ };
  return c;
}

describe('a pane keeps its chart between screens', () => {
  it('hands the parked chart back once, to a screen of its kind', () => {
    const keeper = createChartKeeper<Kept>();
    const price = chart('price', 1);
    keeper.park(price);
    expect(keeper.take('nav')).toBeUndefined();
    expect(keeper.take('price')).toBe(price);
    expect(keeper.take('price')).toBeUndefined();
    expect(price.disposed).toBe(0);
  });

  it('holds one chart: parking another disposes the one parked before', () => {
    const keeper = createChartKeeper<Kept>();
    const first = chart('price', 1);
    const second = chart('nav', 2);
    keeper.park(first);
    keeper.park(second);
    expect(first.disposed).toBe(1);
    expect(keeper.take('price')).toBeUndefined();
    expect(keeper.take('nav')).toBe(second);
    expect(second.disposed).toBe(0);
  });

  it('parking the chart it already holds keeps it', () => {
    const keeper = createChartKeeper<Kept>();
    const price = chart('price', 1);
    keeper.park(price);
    keeper.park(price);
    expect(price.disposed).toBe(0);
    expect(keeper.take('price')).toBe(price);
  });

  it('the pane closing disposes the parked chart, and any chart parked after it at once', () => {
    const keeper = createChartKeeper<Kept>();
    const parked = chart('price', 1);
    keeper.park(parked);
    keeper.dispose();
    expect(parked.disposed).toBe(1);
    expect(keeper.take('price')).toBeUndefined();
    const late = chart('price', 2);
    keeper.park(late);
    expect(late.disposed).toBe(1);
    expect(keeper.take('price')).toBeUndefined();
    keeper.dispose();
    expect(parked.disposed).toBe(1);
  });
});
