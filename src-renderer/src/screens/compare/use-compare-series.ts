// The whole cached series of every compared item (closes of shares, NAVs of funds, a portfolio's
// time-weighted return), re-read when the sync lands more for any of them or a portfolio changes.
import { createResource, onCleanup, type Accessor, type Resource } from 'solid-js';
import { t } from '../../i18n';
import { useApp } from '../../platform/context';
import { asDayTime, type DayTime } from '../../chart/chart-time';
import { comparedKey, type Compared, type ComparedPortfolio, type ComparedSecurity } from '../../chart/compare-list';
import type { CompareInput } from '../../chart/rebase';
import { twrIndex } from './portfolio-series';

const SOURCE = {
  share: { dataset: 'share-history', column: 'closing_price' },
  fund: { dataset: 'fund-valuations', column: 'value' },
} as const;

/** A series, and for a portfolio which currency's return it is (or why there is none). */
export type CompareSeries = CompareInput & {
  portfolio?: { currency: string | null; currencies: (string | null)[] } | { problem: string };
};

/** The datasets a portfolio's value is priced from (PORT's last prices). */
const PRICED_FROM = new Set(['share-history', 'fund-valuations', 'share-prices', 'shares', 'funds']);

export function useCompareSeries(list: Accessor<readonly Compared[]>): Resource<CompareSeries[]> {
  const { client } = useApp();

  const securitySeries = async (item: ComparedSecurity): Promise<CompareSeries> => {
    const { dataset, column } = SOURCE[item.kind];
    const read = await client.call('data.series', { dataset, id: item.id });
    const values = read.columns[column] ?? new Float64Array(0);
    const times: DayTime[] = [];
    const kept: number[] = [];
    for (let i = 0; i < values.length; i++) {
      const v = values[i] as number;
      if (Number.isFinite(v) && v > 0) {
        times.push(asDayTime(read.time[i] as number));
        kept.push(v);
      }
    }
    return { key: comparedKey(item), times, values: kept };
  };
  // A deleted portfolio is said so on its line; the other lines still draw.
  const portfolioSeries = (item: ComparedPortfolio): Promise<CompareSeries> =>
    client.call('portfolio.history', { portfolioId: item.id, ...(item.currency !== undefined ? { currency: item.currency } : {}) }).then(
      (history) => ({
        key: comparedKey(item),
        ...twrIndex(history),
        portfolio: { currency: history.currency, currencies: history.currencies },
      }),
      (err: Error) => {
        const problem = 'code' in err && err.code === 'NOT_FOUND' ? t('deleted: x removes it') : err.message;
        return { key: comparedKey(item), times: [], values: [], portfolio: { problem } };
      },
    );

  const [series, { refetch }] = createResource(list, (items) =>
    Promise.all(items.map((item) => (item.kind === 'portfolio' ? portfolioSeries(item) : securitySeries(item)))),
  );
  onCleanup(
    client.on('data.updated', (u) => {
      const kind = u.dataset === 'share-history' ? 'share' : u.dataset === 'fund-valuations' ? 'fund' : null;
      const mine = kind && list().some((c) => c.kind === kind && String(c.id) === u.key);
      if (mine || (PRICED_FROM.has(u.dataset) && list().some((c) => c.kind === 'portfolio'))) void refetch();
    }),
  );
  onCleanup(client.on('portfolio.changed', (u) => list().some((c) => c.kind === 'portfolio' && c.id === u.portfolioId) && void refetch()));
  return series;
}
