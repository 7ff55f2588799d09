// Fund figures over every cached fund, computed in main where the whole cache is: the screener's
// columns and the category ranks need all NAV histories at once. Served from memory; when funds or
// valuations land, only the funds whose valuations changed are computed again (then the ranks).
// A full computation over a large cache takes far longer than a frame, and this runs on the thread
// that answers the window: it goes one fund per slice, yielding between slices, while requests are
// answered from what is known (marked computing) and concurrent requests share the one computation.
import type { Fund } from '../api/schemas';
import type { Store } from '../store/store';
import { fundMetrics, fundPerformance } from './analytics/fund-figures';
import { addMonths, navSeries, usableValuations, type NavSeries } from './analytics/nav-series';
import { assetsOf, netFlows, type AssetSeries } from './analytics/net-flows';
import { standings, type Standing } from './analytics/rank';
import { readRiskFreeRate } from './risk-free-rate';
import type { FundMetrics, FundMetricsRead, FundPerformance } from './types';

const RANKED = [
  { period: '1M', ours: 'return1m', api: 'varp1m' },
  { period: 'YTD', ours: 'returnYtd', api: 'varpytd' },
  { period: '1Y', ours: 'return1y', api: 'varp1y' },
  { period: '3Y', ours: 'return3y', api: 'varp3y' },
  { period: '5Y', ours: 'return5y', api: 'varp5y' },
] as const satisfies readonly { period: FundPerformance['standings'][number]['period']; ours: keyof FundMetrics; api: keyof Fund }[];

type Period = (typeof RANKED)[number]['period'];

/** The longest period the screener and the ranks use. */
const SCREENER_YEARS = 5;

interface Computed {
  signature: string;
  metrics: FundMetricsRead;
  standings: Map<Period, Map<number, Standing>>;
  category: Map<number, string | null>;
}

export interface FundFigures {
  /** At once: the last complete figures, or those computed so far, with `computing` until all are. */
  metrics(): FundMetricsRead;
  /** Once the category ranks are complete. */
  performance(id: number): Promise<FundPerformance>;
  /** Resolves when the figures match the cache (starting the computation if they do not). */
  settled(): Promise<void>;
}

/** Lets the thread serve what is waiting between two slices of a long computation. */
const yieldToEventLoop = () => new Promise<void>((resolve) => setImmediate(resolve));

export function fundFigures(store: Store): FundFigures {
  let computed: Computed | null = null;
  let running: Promise<Computed> | null = null;

  const seriesOf = (id: number, from?: string): NavSeries => {
    const { day, value } = store.data['fund-valuations'].columns(id, from);
    return navSeries(day, value);
  };
  /** The screener's figures reach back 5 years (and a month, for the NAV on or before the start). */
  const recentSeriesOf = (id: number): NavSeries => {
    const last = store.data['fund-valuations'].range(id)?.last;
    return seriesOf(id, last === undefined ? undefined : addMonths(last, -(12 * SCREENER_YEARS + 1)));
  };
  const perFund = new Map<number, { stamp: string; metrics: FundMetrics }>();
  const metricsOf = (id: number, riskFreeRate: number): FundMetrics => {
    const stamp = `${store.freshness.get('fund-valuations', String(id))?.fetchedAt ?? ''}|${riskFreeRate}`;
    const known = perFund.get(id);
    if (known?.stamp === stamp) return { ...known.metrics };
    const metrics = fundMetrics(id, recentSeriesOf(id), riskFreeRate);
    perFund.set(id, { stamp, metrics });
    return { ...metrics };
  };
  const assetsOfFund = (id: number): AssetSeries => {
    const { day, value, net_assets, parts } = store.data['fund-valuations'].columns(id);
    const kept = usableValuations(value);
    return {
      days: kept.map((i) => day[i] as string),
      values: kept.map((i) => value[i] as number),
      assets: kept.map((i) => assetsOf(value[i] as number, net_assets[i], parts[i])),
    };
  };

  /** Changes whenever a fund list or valuation request lands, or the rate is set. */
  const signature = () =>
    JSON.stringify([
      readRiskFreeRate(store.settings),
      store.freshness.summary().filter((d) => d.dataset === 'funds' || d.dataset === 'fund-valuations'),
    ]);

  const compute = async (sig: string): Promise<Computed> => {
    const riskFreeRate = readRiskFreeRate(store.settings);
    const funds = store.data.funds.list().filter((f): f is Fund & { id: number } => f.id !== null);
    const metrics: FundMetrics[] = [];
    for (const f of funds) {
      await yieldToEventLoop();
      metrics.push(metricsOf(f.id, riskFreeRate));
    }
    const byCategory = new Map<string, number[]>();
    funds.forEach((f, i) => {
      const key = f.category ?? f.category_id ?? '';
      byCategory.set(key, [...(byCategory.get(key) ?? []), i]);
    });
    // Our figure where the NAV history allows it, else the API's: ranks over every cached fund.
    const ranked = new Map<Period, Map<number, Standing>>();
    for (const { period, ours, api } of RANKED) {
      const all = new Map<number, Standing>();
      for (const members of byCategory.values()) {
        const figures = new Map(
          members.map((i) => [(funds[i] as Fund & { id: number }).id, (metrics[i] as FundMetrics)[ours] ?? (funds[i] as Fund)[api]]),
        );
        for (const [id, s] of standings(figures)) all.set(id, s);
      }
      ranked.set(period, all);
    }
    const oneYear = ranked.get('1Y');
    for (const m of metrics) m.quartile1y = oneYear?.get(m.id)?.quartile ?? null;
    return {
      signature: sig,
      metrics: { funds: metrics, riskFreeRate, computing: false },
      standings: ranked,
      category: new Map(funds.map((f) => [f.id, f.category])),
    };
  };

  /** The figures for the cache as it is now; one computation at a time, shared by every caller. */
  const current = async (): Promise<Computed> => {
    for (;;) {
      const sig = signature();
      if (computed?.signature === sig) return computed;
      running ??= compute(sig).finally(() => (running = null));
      computed = await running;
    }
  };
  /** What is known while computing: every fund whose figures are, without ranks (they need all). */
  const partial = (): FundMetricsRead => ({
    funds: [...perFund.values()].map(({ metrics }) => ({ ...metrics, quartile1y: null })),
    riskFreeRate: readRiskFreeRate(store.settings),
    computing: true,
  });

  return {
    metrics() {
      if (computed?.signature === signature()) return computed.metrics;
      current().catch((err: Error) => console.error('could not compute the fund figures:', err.message));
      return computed ? { ...computed.metrics, computing: true } : partial();
    },
    async settled() {
      await current();
    },
    async performance(id) {
      const all = await current();
      const history = assetsOfFund(id);
      return {
        ...fundPerformance(id, history, all.metrics.riskFreeRate),
        netFlows: netFlows(history),
        standings: RANKED.map(({ period }) => ({ period, standing: all.standings.get(period)?.get(id) ?? null })),
        category: all.category.get(id) ?? null,
      };
    },
  };
}
