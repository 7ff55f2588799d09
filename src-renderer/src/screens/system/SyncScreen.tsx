// Offline & sync centre: connection, "make available offline" with progress, and what the cache
// holds per dataset with its freshness.
import { createResource, Show, type JSX } from 'solid-js';
import type { DatasetSummary } from '../../../../src-main/ipc/contract';
import { useNow } from '../../platform/clock';
import { useApp } from '../../platform/context';
import { hintLine } from '../../commands/keymap';
import { DataTable } from '../../components/table/DataTable';
import type { Column } from '../../components/table/columns';
import { refetchOnUpdates } from '../../data/refetch-on-updates';
import { formatAge, formatMoment } from '../../format';
import { usePane } from '../../workspace/pane-context';
import { setDqFilter } from './dq-filter';
import { useWorkspace } from '../../workspace/workspace-context';

const columns: Column<DatasetSummary>[] = [
  { id: 'dataset', header: 'Dataset', value: (d) => d.dataset, width: 150 },
  { id: 'label', header: 'Holds', value: (d) => d.label, width: 150 },
  { id: 'records', header: 'Records', value: (d) => d.records, kind: 'integer', width: 90 },
  { id: 'requests', header: 'Requests', value: (d) => d.requests, kind: 'integer', width: 80 },
  { id: 'errors', header: 'Errors', value: (d) => d.errors, kind: 'integer', width: 64 },
  {
    id: 'rejected',
    header: 'Refused',
    value: (d) => d.rejected,
    kind: 'integer',
    width: 72,
    title: 'Records refused by validation at the last fetch of each request; DQ keeps only the newest refusals overall (Enter lists them)',
  },
  { id: 'oldest', header: 'Oldest fetch', value: (d) => d.oldest, kind: 'datetime', width: 150 },
  { id: 'state', header: 'State', value: (d) => (d.requests === 0 ? 'not cached' : d.stale ? 'stale' : 'fresh'), width: 90 },
];

export function SyncScreen(): JSX.Element {
  const { client, status, info, locale } = useApp();
  const workspace = useWorkspace();
  const pane = usePane();
  const now = useNow();
  const [summary, { refetch }] = createResource(() => client.call('cache.summary'));
  refetchOnUpdates(client, refetch);
  // Enter on a dataset: its refused records in DQ, in this pane (Backspace comes back).
  const openRefused = (d: DatasetSummary) => {
    setDqFilter(pane.paneId, d.dataset);
    workspace.open({ fn: 'DQ' }, pane.paneId);
  };
  const run = () => status()?.offlineRun;
  const running = () => run()?.state === 'running';
  // A plain run skips what is still fresh; a forced one fetches everything again.
  const start = (force = false) => void client.call('sync.offline.start', force ? { force } : {});
  const cancel = () => void client.call('sync.offline.cancel');

  // The newest fetch is this screen's as-of; any stale dataset marks it stale.
  const asOf = () => {
    const rows = summary() ?? [];
    const newest =
      rows
        .map((r) => r.newest)
        .filter((n): n is string => !!n)
        .sort()
        .at(-1) ?? null;
    pane.setAsOf(
      newest,
      rows.some((r) => r.requests > 0 && r.stale),
    );
    return newest;
  };

  const onKeyDown = (e: KeyboardEvent) => {
    if (e.target instanceof HTMLInputElement) return;
    if ((e.key === 'o' || e.key === 'O') && !running() && !e.ctrlKey && !e.metaKey && !e.altKey) {
      e.preventDefault();
      e.stopPropagation();
      start(e.shiftKey);
    } else if (e.key === 'c' && running()) {
      e.preventDefault();
      e.stopPropagation();
      cancel();
    }
  };

  return (
    <div class="sync-screen" onKeyDown={onKeyDown}>
      <div class="sync-facts">
        <span>
          Source <strong>{info()?.dataSource.label ?? '…'}</strong>
        </span>
        <span classList={{ up: status()?.connection === 'online', down: status()?.connection === 'offline' }}>
          {status()?.connection === 'offline' ? 'OFFLINE' : 'ONLINE'}
        </span>
        <span>
          Last sync <strong>{status()?.lastSyncAt ? formatAge(status()?.lastSyncAt ?? null, now()) : 'never'}</strong>
        </span>
        <span>
          Queue <strong>{status()?.pending ?? 0}</strong>
        </span>
        <Show when={asOf()}>{(at) => <span class="muted">newest fetch {formatMoment(at())}</span>}</Show>
      </div>
      <Show when={status()?.authProblem}>
        <div class="error-banner" role="alert">
          {status()?.authProblem} — check the data source in SET.
        </div>
      </Show>
      <Show when={status()?.workerProblem}>
        <div class="error-banner" role="alert">
          {status()?.workerProblem}
        </div>
      </Show>
      <Show when={status()?.cacheProblem}>
        <div class="error-banner" role="alert">
          {status()?.cacheProblem}
        </div>
      </Show>
      <div class="sync-actions">
        <Show
          when={running()}
          fallback={
            <>
              <button
                type="button"
                class="action"
                onClick={() => start()}
                title="Fetches what is stale or missing; what is still fresh is skipped"
              >
                Make everything available offline <kbd>O</kbd>
              </button>
              <button type="button" class="action" onClick={() => start(true)} title="Fetches everything again, fresh or not">
                Force, fresh too <kbd>Shift+O</kbd>
              </button>
            </>
          }
        >
          <button type="button" class="action" onClick={cancel}>
            Cancel <kbd>C</kbd>
          </button>
        </Show>
        <span class="muted">{hintLine('SYNC')}</span>
        <Show when={run()}>
          {(r) => (
            <div
              class="sync-progress"
              role="progressbar"
              aria-label="Offline download"
              aria-valuemin={0}
              aria-valuemax={r().total}
              aria-valuenow={r().done}
            >
              <div class="bar">
                <div class="fill" style={{ width: `${r().total ? (r().done / r().total) * 100 : 0}%` }} />
              </div>
              <span>
                {r().done.toLocaleString(locale())}/{r().total.toLocaleString(locale())} requests
                {r().failed ? ` · ${r().failed} failed` : ''}
                {r().skipped ? ` · ${r().skipped.toLocaleString(locale())} still fresh, skipped (Shift+O fetches them)` : ''}
                {r().state === 'running' ? (r().etaSeconds !== null ? ` · ${r().etaSeconds}s left` : '') : ` · ${r().state}`}
                {r().error ? ` · ${r().error}` : ''}
              </span>
            </div>
          )}
        </Show>
      </div>
      <DataTable
        label="Cache by dataset"
        columns={columns}
        rows={summary() ?? []}
        rowKey={(d) => d.dataset}
        onOpen={openRefused}
        openHint="refused records (DQ)"
        exportName="cache-summary"
        locale={locale()}
        emptyText="Loading the cache summary…"
      />
    </div>
  );
}
