// The whole cached series of every compared security (closes of shares, NAVs of funds),
// re-read when the sync lands more for any of them.
import { createResource, onCleanup, type Accessor, type Resource } from 'solid-js';
import { useApp } from '../../platform/context';
import { timeToDay } from '../../format/days';
import { comparedKey, type Compared } from '../../chart/compare-list';
import type { CompareInput } from '../../chart/rebase';

const SOURCE = {
  share: { dataset: 'share-history', column: 'closing_price' },
  fund: { dataset: 'fund-valuations', column: 'value' },
} as const;

export function useCompareSeries(list: Accessor<readonly Compared[]>): Resource<CompareInput[]> {
  const { client } = useApp();
  const [series, { refetch }] = createResource(list, (items) =>
    Promise.all(
      items.map(async (item): Promise<CompareInput> => {
        const { dataset, column } = SOURCE[item.kind];
        const read = await client.call('data.series', { dataset, id: item.id });
        const values = read.columns[column] ?? new Float64Array(0);
        const days: string[] = [];
        const kept: number[] = [];
        for (let i = 0; i < values.length; i++) {
          const v = values[i] as number;
          if (Number.isFinite(v) && v > 0) {
            days.push(timeToDay(read.time[i] as number));
            kept.push(v);
          }
        }
        return { key: comparedKey(item), days, values: kept };
      }),
    ),
  );
  onCleanup(
    client.on('data.updated', (u) => {
      const kind = u.dataset === 'share-history' ? 'share' : u.dataset === 'fund-valuations' ? 'fund' : null;
      if (kind && list().some((c) => c.kind === kind && String(c.id) === u.key)) void refetch();
    }),
  );
  return series;
}
