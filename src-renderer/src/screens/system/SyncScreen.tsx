// Offline & sync centre: connection, "make available offline" with progress, and what the cache
// holds per dataset with its freshness.
import { createResource, Show, type JSX } from 'solid-js';
import type { DatasetSummary, OfflineProgress } from '../../../../src-main/ipc/contract';
import { msg, t } from '../../i18n';
import { useNow } from '../../platform/clock';
import { useApp } from '../../platform/context';
import { sourceName } from '../../platform/source-name';
import { hintLine } from '../../commands/keymap';
import { DataTable } from '../../components/table/DataTable';
import type { Column } from '../../components/table/columns';
import { refetchOnUpdates } from '../../data/refetch-on-updates';
import { formatAge, formatMoment } from '../../format';
import { usePane } from '../../workspace/pane-context';
import { setDqFilter } from './dq-filter';
import { useWorkspace } from '../../workspace/workspace-context';

/** How a finished run ended, after its counts. */
const RUN_STATE: Record<OfflineProgress['state'], string> = {
  running: msg('running'),
  done: msg('done'),
  cancelled: msg('cancelled'),
  failed: msg('failed'),
};

// A narrow pane (the first launch's, a third of a small window) keeps the dataset, its records and
// its state, and says how many it hid.
const columns: Column<DatasetSummary>[] = [
  { id: 'dataset', header: msg('Dataset'), value: (d) => d.dataset, width: 150, minWidth: 96 },
  { id: 'label', header: msg('Holds'), value: (d) => d.label, width: 150, priority: 3 },
  { id: 'records', header: msg('Records'), value: (d) => d.records, kind: 'integer', width: 90 },
  { id: 'requests', header: msg('Requests'), value: (d) => d.requests, kind: 'integer', width: 80, priority: 2 },
  { id: 'errors', header: msg('Errors'), value: (d) => d.errors, kind: 'integer', width: 64, priority: 2 },
  {
    id: 'rejected',
    header: msg('Refused'),
    value: (d) => d.rejected,
    kind: 'integer',
    width: 72,
    priority: 2,
    title: msg(
      'Records refused by validation at the last fetch of each request; DQ keeps only the newest refusals overall (Enter lists them)',
    ),
  },
  { id: 'oldest', header: msg('Oldest fetch'), value: (d) => d.oldest, kind: 'datetime', width: 150, priority: 3 },
  {
    id: 'state',
    header: msg('State'),
    value: (d) => (d.requests === 0 ? t('not cached') : d.stale ? t('stale') : t('fresh')),
    width: 90,
  },
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
  const sourceLabel = () => {
    const i = info();
    return i ? sourceName(i.dataSource) : '…';
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
          {t('Source')} <strong>{sourceLabel()}</strong>
        </span>
        <span classList={{ up: status()?.connection === 'online', down: status()?.connection === 'offline' }}>
          {status()?.connection === 'offline' ? t('OFFLINE') : t('ONLINE')}
        </span>
        <span>
          {t('Last sync')} <strong>{status()?.lastSyncAt ? formatAge(status()?.lastSyncAt ?? null, now()) : t('never')}</strong>
        </span>
        <span>
          {t('Queue')} <strong>{status()?.pending ?? 0}</strong>
        </span>
        <Show when={asOf()}>{(at) => <span class="muted">{t('newest fetch {moment}', { moment: formatMoment(at()) })}</span>}</Show>
      </div>
      <Show when={status()?.authProblem}>
        <div class="error-banner" role="alert">
          {t('{problem} — check the data source in SET.', { problem: status()?.authProblem ?? '' })}
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
                title={t('Fetches what is stale or missing; what is still fresh is skipped')}
              >
                {t('Make everything available offline')} <kbd>O</kbd>
              </button>
              <button type="button" class="action" onClick={() => start(true)} title={t('Fetches everything again, fresh or not')}>
                {t('Force, fresh too')} <kbd>Shift+O</kbd>
              </button>
            </>
          }
        >
          <button type="button" class="action" onClick={cancel}>
            {t('Cancel')} <kbd>C</kbd>
          </button>
        </Show>
        <span class="muted">{hintLine('SYNC')}</span>
        <Show when={run()}>
          {(r) => (
            <div
              class="sync-progress"
              role="progressbar"
              aria-label={t('Offline download')}
              aria-valuemin={0}
              aria-valuemax={r().total}
              aria-valuenow={r().done}
            >
              <div class="bar">
                <div class="fill" style={{ width: `${r().total ? (r().done / r().total) * 100 : 0}%` }} />
              </div>
              <span>
                {t('{done}/{total} requests', { done: r().done.toLocaleString(locale()), total: r().total.toLocaleString(locale()) })}
                {r().failed ? t(' · {count} failed', { count: r().failed }) : ''}
                {r().skipped
                  ? t(' · {count} still fresh, skipped (Shift+O fetches them)', { count: r().skipped.toLocaleString(locale()) })
                  : ''}
                {r().state === 'running'
                  ? r().etaSeconds !== null
                    ? t(' · {seconds}s left', { seconds: r().etaSeconds ?? 0 })
                    : ''
                  : ` · ${t(RUN_STATE[r().state])}`}
                {r().error ? ` · ${r().error}` : ''}
              </span>
            </div>
          )}
        </Show>
      </div>
      <DataTable
        label={t('Cache by dataset')}
        columns={columns}
        rows={summary() ?? []}
        rowKey={(d) => d.dataset}
        onOpen={openRefused}
        openHint={t('refused records (DQ)')}
        exportName="cache-summary"
        locale={locale()}
        emptyText={t('Loading the cache summary…')}
      />
    </div>
  );
}
