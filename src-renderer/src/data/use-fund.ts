// The pane's fund: its cached record and the figures main computes from the cached NAV histories,
// re-read when the sync lands fresher funds or valuations.
import { createEffect, createMemo, createResource, on, onCleanup, type Accessor, type Resource } from 'solid-js';
import type { Fund, MethodResult } from '../../../src-main/ipc/contract';
import { useApp } from '../platform/context';
import { useDataset } from './use-data';
import { usePane } from '../workspace/pane-context';

export function useFundId(): Accessor<number | undefined> {
  const pane = usePane();
  // A memo: the pane's screen object is replaced on layout changes without the fund changing.
  const id = createMemo(() => (pane.screen().security?.kind === 'fund' ? pane.screen().security?.id : undefined));
  return id;
}

/** The pane's fund record from the cache (null while it is not cached). */
export function useFund(report = true): { id: Accessor<number | undefined>; fund: Accessor<Fund | null>; loaded: Accessor<boolean> } {
  const id = useFundId();
  const read = useDataset('funds', id, report);
  const fund = () => (read()?.records ?? []).find((f) => f.id === id()) ?? null;
  return { id, fund, loaded: () => read() !== undefined };
}

/** Refetch when funds or their valuations land, or the risk-free rate is set. */
function onFundData(refetch: () => void): void {
  const { client, settings } = useApp();
  onCleanup(client.on('data.updated', (u) => (u.dataset === 'funds' || u.dataset === 'fund-valuations') && refetch()));
  createEffect(on(() => settings()?.riskFreeRate, refetch, { defer: true }));
}

/** How soon the screener asks again while main is still computing (it answers with what it has). */
const COMPUTING_POLL_MS = 300;

export function useFundMetrics(): Resource<MethodResult<'funds.metrics'>> {
  const { client } = useApp();
  const [metrics, { refetch }] = createResource(() => client.call('funds.metrics'));
  onFundData(() => void refetch());
  // Main answers at once, marked computing, while it works through the cache in slices: ask again
  // until the figures are complete (they fill in meanwhile).
  createEffect(() => {
    if (!metrics.latest?.computing) return;
    const timer = setTimeout(() => void refetch(), COMPUTING_POLL_MS);
    onCleanup(() => clearTimeout(timer));
  });
  return metrics;
}

export function useFundPerformance(id: Accessor<number | undefined>): Resource<MethodResult<'funds.performance'> | undefined> {
  const { client } = useApp();
  // A fund not cached yet has no figures (NOT_FOUND): the screen says it is fetching, and the
  // figures come with the fund's data.updated.
  const [perf, { refetch }] = createResource(id, (fundId) => client.call('funds.performance', { id: fundId }).catch(() => undefined));
  onFundData(() => void refetch());
  return perf;
}
