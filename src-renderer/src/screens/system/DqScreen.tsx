// DQ, data quality: every record the terminal refused to cache (dataset, parent, field, reason,
// when, what the service sent), counts per dataset, a dataset filter ([ ]), the table's quick
// filter (/) and CSV export (Ctrl+S). Re-read when a sync lands anything.
import { createEffect, createResource, createSignal, For, Show, type JSX } from 'solid-js';
import type { RefusedRecord } from '../../../../src-main/ipc/contract';
import { t } from '../../i18n';
import { useApp } from '../../platform/context';
import { hintLine } from '../../commands/keymap';
import { DataTable } from '../../components/table/DataTable';
import { refetchOnUpdates } from '../../data/refetch-on-updates';
import { formatInteger } from '../../format';
import { usePane } from '../../workspace/pane-context';
import { DQ_COLUMNS } from './dq-columns';
import { dqFilterOf, setDqFilter, stepDqFilter, type DqFilter } from './dq-filter';
import { dqEmptyText, keptNote, type RefusalCounts } from './dq-words';
import './dq.css';
import '../../styles/lists.css';

export function DqScreen(): JSX.Element {
  const { client, locale } = useApp();
  const pane = usePane();
  const [filter, setFilter] = createSignal<DqFilter>(dqFilterOf(pane.paneId));
  // The source is an object: Solid does not fetch for a null source, and null means "all" here.
  const [read, { refetch }] = createResource(
    () => ({ dataset: filter() }),
    ({ dataset }) => client.call('quality.rejects', dataset === null ? {} : { dataset }),
  );
  refetchOnUpdates(client, refetch);
  const [selected, setSelected] = createSignal<RefusedRecord | null>(null);
  let root!: HTMLDivElement;

  const choose = (dataset: DqFilter) => {
    setDqFilter(pane.paneId, dataset);
    setFilter(dataset);
  };
  const counts = () => read.latest?.counts ?? [];
  const records = () => read.latest?.records ?? [];
  const shown = () => (filter() === null ? (read.latest?.total ?? 0) : (counts().find((c) => c.dataset === filter())?.count ?? 0));
  const refusals = (): RefusalCounts => ({ shown: shown(), lastFetch: read.latest?.lastFetch ?? 0, kept: read.latest?.kept ?? 0 });
  // The newest refusal is this screen's as-of.
  createEffect(() => pane.setAsOf(records()[0]?.at ?? null, false));

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.ctrlKey || event.metaKey || event.altKey || (event.key !== '[' && event.key !== ']')) return;
    if (event.target instanceof HTMLInputElement) return; // the table's quick filter types brackets
    event.preventDefault();
    event.stopPropagation();
    choose(
      stepDqFilter(
        filter(),
        counts().map((c) => c.dataset),
        event.key === ']' ? 1 : -1,
      ),
    );
    root.querySelector<HTMLElement>('[role="grid"]')?.focus();
  };

  const fmt = (n: number) => formatInteger(n, { locale: locale() });
  return (
    <div class="dq-screen" ref={root} onKeyDown={onKeyDown}>
      <div class="dq-facts">
        <span>
          {t('Refused')} <strong>{fmt(shown())}</strong>
          <Show when={filter() !== null}> {t('of {total}', { total: fmt(read.latest?.total ?? 0) })}</Show>
        </span>
        <Show when={keptNote(refusals(), fmt)}>{(note) => <span class="muted">{note()}</span>}</Show>
        <div class="count-chips" role="group" aria-label={t('Show the refusals of')}>
          <button type="button" class="count-chip" aria-pressed={filter() === null} onClick={() => choose(null)}>
            {t('All')} <span class="chip-count">{fmt(read.latest?.total ?? 0)}</span>
          </button>
          <For each={counts()}>
            {(c) => (
              <button type="button" class="count-chip" aria-pressed={filter() === c.dataset} onClick={() => choose(c.dataset)}>
                {c.dataset} <span class="chip-count">{fmt(c.count)}</span>
              </button>
            )}
          </For>
          <Show when={filter() !== null && !counts().some((c) => c.dataset === filter())}>
            <button type="button" class="count-chip" aria-pressed={true}>
              {filter()} <span class="chip-count">0</span>
            </button>
          </Show>
        </div>
        <span class="muted dq-hint">{hintLine('DQ')}</span>
      </div>
      <DataTable
        label={filter() === null ? t('Refused records') : t('Refused records of {dataset}', { dataset: filter() ?? '' })}
        columns={DQ_COLUMNS}
        rows={records()}
        rowKey={(r) => String(r.id)}
        exportName={filter() === null ? 'refused-records' : `refused-${filter()}`}
        locale={locale()}
        emptyText={read.loading && !read.latest ? t('Loading the refused records…') : dqEmptyText(filter(), refusals(), fmt)}
        onSelect={setSelected}
      />
      <Show when={selected()} keyed>
        {(r) => (
          <div class="dq-detail" aria-label={t('Selected refusal')}>
            <span>
              <strong>{r.dataset ?? r.endpoint}</strong>
              {r.parent !== null ? ` ${t('of {parent}', { parent: r.parent })}` : ''}
              {r.recordId !== null ? ` · ${t('record {id}', { id: r.recordId })}` : ''} · <strong>{r.field || t('(record)')}</strong>:{' '}
              {r.reason}
            </span>
            <code class="dq-raw">{r.excerpt ?? t('(nothing to show)')}</code>
          </div>
        )}
      </Show>
    </div>
  );
}
