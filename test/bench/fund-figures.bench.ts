// Issue figures for funds (issue 12): the first computation of the screener's figures over a fully
// cached market (150 funds × 3,000 NAVs) and the longest stall it causes on the thread that serves
// the window. Before the computation was sliced, the stall was the whole computation.
import { monitorEventLoopDelay } from 'node:perf_hooks';
import { fundSchema, fundValuationSchema } from '../../src-main/api/schemas';
import { fundFigures } from '../../src-main/funds/fund-figures-service';
import { Store } from '../../src-main/store/store';
import type { Figure } from './figures';

const FUNDS = 150;
const NAVS = 3000;

function fullyCachedMarket(): Store {
  const store = Store.open(':memory:');
  store.data.funds.upsert(
    Array.from({ length: FUNDS }, (_, i) => ({
      ...fundSchema.parse({ id: i + 1, name: `Fund ${i + 1}`, category: `C${i % 12}` }),
      id: i + 1,
    })),
  );
  const first = Date.UTC(2014, 0, 1);
  for (let id = 1; id <= FUNDS; id++) {
    let value = 100;
    const navs = Array.from({ length: NAVS }, (_, d) => {
      value *= 1 + Math.sin(id * 7 + d * 0.37) * 0.01;
      return fundValuationSchema.parse({
        date: new Date(first + d * 86_400_000).toISOString().slice(0, 10),
        value,
        net_assets: value * 1e4,
        parts: 1e4,
      });
    });
    store.data['fund-valuations'].upsert(id, navs);
  }
  return store;
}

export async function fundFiguresFigures(): Promise<Figure[]> {
  const store = fullyCachedMarket();
  const figures = fundFigures(store);
  const delay = monitorEventLoopDelay({ resolution: 1 });
  delay.enable();
  const start = performance.now();
  await figures.settled();
  const total = performance.now() - start;
  delay.disable();
  store.close();
  return [
    { name: `first computation, ${FUNDS} funds × ${NAVS} NAVs`, value: total, unit: 'ms', note: 'sliced: one fund per event-loop turn' },
    { name: 'longest event-loop stall during it', value: delay.max / 1e6, unit: 'ms', note: 'budget ≤ 16 ms (was the whole computation)' },
  ];
}
