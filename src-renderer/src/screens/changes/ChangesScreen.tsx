// CHG: what syncs changed in the cache, from the change journal. By default the latest sync's
// changes, else everything since a chosen day; `SEC CHG` keeps one security's. Grouped by
// security, fund, event or country, newest first, before → after with numbers coloured by
// direction. Filters: kind (1–6, 0 all), dataset ([ ]), only my watchlists (w). Enter opens the
// screen that shows the change (a bar's or NAV's chart at its day); the linked panes follow the
// cursor (a monitor, like MKT and WL).
import { createEffect, createMemo, createResource, createSignal, For, Show, type JSX } from 'solid-js';
import { hintLine } from '../../commands/keymap';
import { fundRef } from '../../commands/fund-ref';
import type { SecurityRef } from '../../commands/refs';
import { shareRef } from '../../commands/share-ref';
import { eventRef } from '../../calendar/event-ref';
import { DayInput } from '../../components/DayInput';
import { DataTable } from '../../components/table/DataTable';
import { useDataset } from '../../data/use-data';
import { formatDateTime, formatInteger } from '../../format';
import { t, tp } from '../../i18n';
import { useApp } from '../../platform/context';
import { watchlistStore } from '../../watchlists/watchlist-store';
import { useFollowCursor } from '../../workspace/follow-cursor';
import { usePane } from '../../workspace/pane-context';
import { CHANGE_COLUMNS } from './change-columns';
import { changeViewOf, keepChangeView, stepChoice, type ChangeView } from './change-filter';
import { CHANGE_KINDS, datasetsOf, dayOf, kindWord, screenOf } from './change-kinds';
import { changeLines, kindCounts, NO_FILTER, type ChangeLine, type Resolve } from './change-lines';
import './changes.css';
import '../../styles/lists.css';

/** More than a screen can use; the journal says when there were more. */
const LIMIT = 5000;

export function ChangesScreen(): JSX.Element {
  const { client, locale, status } = useApp();
  const pane = usePane();
  const security = () => pane.screen().security;
  const [view, setView] = createSignal<ChangeView>(changeViewOf(pane.paneId));
  const update = (patch: Partial<ChangeView>) => {
    setView({ ...view(), ...patch });
    keepChangeView(pane.paneId, view());
  };

  // Read again when a sync run ends (the status names the latest) or the period changes.
  const [read] = createResource(
    () => ({ run: status()?.lastChanges?.at ?? '', since: view().since, of: security() }),
    ({ since, of }) =>
      client.call('changes.list', {
        since: since === null ? 'last' : new Date(`${since}T00:00:00`).toISOString(),
        limit: LIMIT,
        ...(of ? { id: of.id, datasets: datasetsOf(of.kind) } : {}),
      }),
  );
  const rows = () => (read.error ? [] : (read.latest?.rows ?? []));

  // Names come from the cache; events only when a change is about one.
  const shares = useDataset('shares', undefined, false);
  const funds = useDataset('funds', undefined, false);
  const countries = useDataset('countries', undefined, false);
  const [events] = createResource(
    () => rows().some((r) => r.dataset === 'events' || r.dataset === 'event-history') || null,
    () => client.call('data.read', { dataset: 'events' }),
  );
  const refs = createMemo(() => {
    const byKey = new Map<string, SecurityRef>();
    const add = (ref: SecurityRef | null) => ref && byKey.set(`${ref.kind}:${ref.id}`, ref);
    for (const s of shares()?.records ?? []) add(shareRef(s));
    for (const f of funds()?.records ?? []) add(fundRef(f));
    for (const { id, ...e } of events.latest?.records ?? []) if (id !== null) add(eventRef({ ...e, id }));
    for (const { id, code, name } of countries()?.records ?? [])
      if (id !== null) add({ kind: 'country', id, code: code ?? String(id), title: name ?? `Country ${id}` });
    return byKey;
  });
  const resolve: Resolve = (kind, id) => refs().get(`${kind}:${id}`) ?? null;

  const store = watchlistStore(client);
  const watched = createMemo(() => new Set(store.lists().flatMap((list) => list.items.map((i) => `${i.kind}:${i.id}`))));

  const all = createMemo(() => changeLines(rows(), resolve, NO_FILTER, locale()));
  const lines = createMemo(() =>
    changeLines(rows(), resolve, { kind: view().kind, dataset: view().dataset, watched: view().watchedOnly ? watched() : null }, locale()),
  );
  const counts = createMemo(() => kindCounts(all()));
  const datasets = createMemo(() => [...new Set(rows().map((r) => r.dataset))].sort());

  // As of the latest run the journal holds: offline, CHG shows what the cache last heard.
  createEffect(() => pane.setAsOf(status()?.lastChanges?.at ?? rows().at(-1)?.at ?? null, false));

  const follow = useFollowCursor((line: ChangeLine) => line.subject);
  const open = (line: ChangeLine) => line.subject && pane.openSecurity(line.subject, screenOf(line.row), dayOf(line.row) ?? undefined);

  let root!: HTMLDivElement;
  let dayField!: HTMLInputElement;
  const focusTable = () => queueMicrotask(() => root.querySelector<HTMLElement>('[role="grid"]')?.focus());
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.ctrlKey || event.metaKey || event.altKey || event.target instanceof HTMLInputElement) return;
    const digit = /^[0-6]$/.test(event.key) ? Number(event.key) : null;
    const keys: Record<string, () => void> = {
      ...(digit === null ? {} : { [event.key]: () => update({ kind: digit === 0 ? null : (CHANGE_KINDS[digit - 1] ?? null) }) }),
      '[': () => update({ dataset: stepChoice(view().dataset, datasets(), -1) }),
      ']': () => update({ dataset: stepChoice(view().dataset, datasets(), 1) }),
      w: () => update({ watchedOnly: !view().watchedOnly }),
      d: () => dayField.focus(),
      l: () => update({ since: null }),
    };
    const handler = keys[event.key];
    if (!handler) return;
    event.preventDefault();
    event.stopPropagation();
    handler();
    if (event.key !== 'd') focusTable();
  };
  const onDay = (day: string | null) => {
    update({ since: day });
    focusTable();
  };

  const fmt = (n: number) => formatInteger(n, { locale: locale() });
  const period = () =>
    view().since === null
      ? status()?.lastChanges
        ? t('Latest sync, {moment}', { moment: formatDateTime(status()?.lastChanges?.at ?? null) })
        : t('No sync recorded yet')
      : t('Since {day}', { day: view().since ?? '' });
  const countText = () =>
    lines().length !== all().length
      ? tp(all().length, '{shown} of {total} change', '{shown} of {total} changes', {
          shown: fmt(lines().length),
          total: fmt(all().length),
        })
      : tp(all().length, '{total} change', '{total} changes', { total: fmt(all().length) });
  const emptyText = () => {
    if (read.error) return t('Cannot read the change journal: {error}', { error: String(read.error) });
    if (read.loading && !read.latest) return t('Reading the change journal…');
    if (rows().length > 0) return t('No change matches the filters (0 shows every kind, [ ] the datasets, w all securities)');
    if (view().since !== null) return t('Nothing changed since {day}', { day: view().since ?? '' });
    return status()?.lastChanges ? t('The latest sync changed nothing') : t('No sync has run yet: CHG lists what the next one changes');
  };

  return (
    <div class="chg" ref={root} onKeyDown={onKeyDown}>
      <div class="chg-bar">
        <span class="chg-period">
          <strong>{period()}</strong>
          <Show when={security()}>{(s) => <> · {s().code}</>}</Show> · {countText()}
          <Show when={read.latest?.truncated}>{t(' (the first {count})', { count: fmt(LIMIT) })}</Show>
        </span>
        <label class="chg-day">
          {t('Since')} <DayInput ref={(el) => (dayField = el)} aria-label={t('Changes since day')} value={view().since} onDay={onDay} />
        </label>
        <div class="count-chips chg-chips" role="group" aria-label={t('Kind of change')}>
          <button type="button" class="count-chip" aria-pressed={view().kind === null} onClick={() => update({ kind: null })}>
            {t('All')} <span class="chip-count">{fmt(all().length)}</span>
          </button>
          <For each={CHANGE_KINDS}>
            {(kind, i) => (
              <button
                type="button"
                class="count-chip"
                aria-pressed={view().kind === kind}
                title={t('Key {key}', { key: i() + 1 })}
                onClick={() => update({ kind: view().kind === kind ? null : kind })}
              >
                {kindWord(kind)} <span class="chip-count">{fmt(counts().get(kind) ?? 0)}</span>
              </button>
            )}
          </For>
          <button
            type="button"
            class="count-chip"
            aria-pressed={view().watchedOnly}
            onClick={() => update({ watchedOnly: !view().watchedOnly })}
          >
            {t('My watchlists')}
          </button>
          <Show when={view().dataset}>
            {(d) => (
              <button type="button" class="count-chip" aria-pressed={true} onClick={() => update({ dataset: null })}>
                {d()}
              </button>
            )}
          </Show>
        </div>
      </div>
      <div class="chg-hint muted">{hintLine('CHG')}</div>
      <DataTable
        label={security() ? t('Changes of {code}', { code: security()?.code ?? '' }) : t('Changes')}
        columns={CHANGE_COLUMNS}
        rows={lines()}
        rowKey={(l) => l.key}
        rowClass={(l) => (l.groupStart ? 'chg-group-start' : undefined)}
        onSelect={follow}
        onOpen={open}
        canOpen={(l) => l.subject !== null}
        exportName={security() ? `changes-${security()?.code ?? ''}` : 'changes'}
        locale={locale()}
        emptyText={emptyText()}
      />
    </div>
  );
}
