// CMP: up to eight shares, funds and portfolios rebased to 100 at a common anchor day (by default
// the latest of their first days in the range), each drawn on its own dates over the whole range and
// in the colour it keeps while compared, with a legend of each series' return since the anchor. Keys add and remove series, pick the range and move the anchor to
// the cursor. Share lines are price returns (no dividends); fund lines are NAV returns; portfolio
// lines are time-weighted returns in one currency.
import { createEffect, createMemo, createSignal, For, on, onCleanup, onMount, Show, type JSX } from 'solid-js';
import { msg, t } from '../../i18n';
import { useApp } from '../../platform/context';
import { hintLine } from '../../commands/keymap';
import { formatNumber, formatSignedPercent, signClass } from '../../format';
import { usePane } from '../../workspace/pane-context';
import { findByCode, isForeign, rebound, stamped } from '../../workspace/source-binding';
import type { Portfolio } from '../../../../src-main/ipc/contract';
import { currencyNote, nextCurrency } from '../../../../src-main/shared/history-currency';
import { ChartArea, ChartKeyLine, chartHost, TRADINGVIEW_URL } from '../../chart/ChartArea';
import { createChartControls } from '../../chart/chart-controls';
import { chartCommand } from '../../chart/keys';
import { rangeStart, type RangeKey } from '../../chart/ranges';
import { inPickOrder } from '../../components/pickers/picked-in-order';
import { hitCode, noMatchText } from '../../components/pickers/security-search';
import { SecurityPicker, type PickedSecurity } from '../../components/pickers/SecurityPicker';
import { RangeBar } from '../../components/RangeBar';
import { saveFile } from '../../components/table/transfer';
import { openExternal } from '../../data/external';
import { timeToDay, todayIso } from '../../format/days';
import { createCompareChart, seriesColors, type CompareChart } from '../../chart/compare-chart';
import {
  colorSlots,
  comparedKey,
  comparePrefsOf,
  comparePrefsPatch,
  MAX_COMPARED,
  withColors,
  withCompared,
  type Compared,
  type ComparedSecurity,
} from '../../chart/compare-list';
import { defaultAnchor, rebase, unionTimes, valueAt } from '../../chart/rebase';
import { PortfolioPicker } from './PortfolioPicker';
import { useCompareSeries, type CompareSeries } from './use-compare-series';
import '../../styles/chart-screens.css';
import './compare.css';
import { useWorkspace } from '../../workspace/workspace-context';

/** A security is kept with the source its id belongs to; a portfolio is the user's, in every source. */
const boundTo = (c: Compared, source: string): Compared => (c.kind === 'portfolio' ? c : stamped(c, source));
const foreignTo = (c: Compared, source: string): c is ComparedSecurity => c.kind !== 'portfolio' && isForeign(c, source);

/** What a line is a return of, for the legend. */
function kindText(item: Compared, read: CompareSeries | undefined): string {
  if (item.kind === 'share') return t('price return');
  if (item.kind === 'fund') return t('NAV');
  const about = read?.portfolio;
  if (!about) return 'TWR';
  return 'problem' in about ? about.problem : `TWR ${currencyNote(about)}`;
}

/** Said when a line cannot be added: before a picker opens, or when picks typed ahead overflow. */
const fullText = () => t('CMP compares up to {count} lines: remove one first (x)', { count: MAX_COMPARED });

const TWR_TITLE = msg(
  "Time-weighted return of the portfolio's holdings in this currency (never converted): each day (value + paid out) ÷ (value the day before + put in) − 1, chained, so money put in or taken out is not performance",
);

export function CompareScreen(): JSX.Element {
  const { client, locale, offline, source, info } = useApp();
  const workspace = useWorkspace();
  const pane = usePane();
  const stored = comparePrefsOf(workspace.chartPrefs(), pane.paneId);
  const [list, setList] = createSignal<readonly Compared[]>(withColors(stored.list));
  const [selected, setSelected] = createSignal(0);
  const [range, setRange] = createSignal<RangeKey>(stored.range);
  const [anchor, setAnchor] = createSignal<string | null>(null);
  const [adding, setAdding] = createSignal<'security' | 'portfolio' | null>(null);
  const [message, setMessage] = createSignal('');

  // Picks typed back to back are added in the order typed, whenever their searches answer.
  const inOrder = inPickOrder();
  const add = (picked: Compared) => {
    const here = source();
    const s = here === undefined ? picked : boundTo(picked, here);
    const next = withCompared(list(), s);
    if (next === list() && list().length >= MAX_COMPARED) setMessage(fullText());
    setList(next);
  };
  const closePicker = () => {
    setAdding(null);
    host.focus();
  };
  const addPortfolio = (portfolio: Portfolio) => {
    closePicker();
    add({ kind: 'portfolio', id: portfolio.id, code: portfolio.name, title: portfolio.name });
  };
  const addPicked = (pick: PickedSecurity) => {
    closePicker();
    // eslint-disable-next-line solid/reactivity -- runs once the search answered, with the list of that moment
    inOrder(pick.hit, (hit) =>
      hit ? add({ kind: hit.kind, id: hit.ref, code: hitCode(hit), title: hit.title }) : setMessage(noMatchText(pick.typed)),
    );
  };
  // The pane's security (typed with CMP, or driven by a linked pane) joins the comparison.
  createEffect(
    on(
      () => pane.screen().security,
      (s) => {
        if (s && (s.kind === 'share' || s.kind === 'fund')) add({ ...s, kind: s.kind });
      },
    ),
  );
  createEffect(
    on(
      [list, range],
      ([l, r]) =>
        workspace.setChartPrefs(
          comparePrefsPatch(workspace.chartPrefs(), pane.paneId, { list: l, range: r }, Object.keys(workspace.layout().panes)),
        ),
      { defer: true },
    ),
  );

  // The list is the user's, kept across data sources: a security of another source is found again
  // by code in this one's cache, and is not read by its old id (another security's here) meanwhile.
  const rebind = () => {
    const here = source();
    if (here === undefined) return;
    const kept = list().map((c) => boundTo(c, here));
    if (kept.some((c, i) => c !== list()[i])) setList(kept);
    const foreign = kept.filter((c) => foreignTo(c, here));
    if (foreign.length === 0) return;
    // eslint-disable-next-line solid/reactivity -- runs once the searches answered, on the list of that moment
    void findByCode((query) => client.call('search.query', query), foreign, here).then((found) => {
      if (found.size === 0 || source() !== here) return;
      setList(list().map((c) => (c.kind === 'portfolio' ? c : rebound(c, here, found))));
    });
  };
  createEffect(on(source, rebind));
  // eslint-disable-next-line solid/reactivity -- a push listener runs on events, not in a tracked scope
  onCleanup(client.on('data.updated', (u) => (u.dataset === 'shares' || u.dataset === 'funds') && u.key === '' && rebind()));
  const readable = createMemo(() => {
    const here = source();
    return here === undefined ? list() : list().filter((c) => !foreignTo(c, here));
  });
  const waiting = () =>
    list()
      .filter((c) => !readable().includes(c))
      .map((c) => c.code);

  // Whole histories are read: the range counts back from the latest day any series has (as GP's
  // from its last bar), and the anchor may be moved anywhere.
  // eslint-disable-next-line solid/reactivity -- the hook tracks the accessor in its own resource
  const series = useCompareSeries(readable);
  const lastDay = createMemo(() => {
    const last = Math.max(...(series() ?? []).map((s) => s.times.at(-1) ?? Number.NEGATIVE_INFINITY));
    return Number.isFinite(last) ? timeToDay(last) : null;
  });
  const readOf = (item: Compared) => series()?.find((s) => s.key === comparedKey(item));
  const from = createMemo(() => rangeStart(range(), lastDay() ?? todayIso()));
  const usedAnchor = createMemo(() => anchor() ?? defaultAnchor(series() ?? [], from()));
  const rebased = createMemo(() => rebase(series() ?? [], usedAnchor(), from()));
  // Each line's colour by what it compares: its place in the list may change, its colour not.
  const slots = createMemo(() => {
    const given = colorSlots(list());
    return new Map(list().map((c, i) => [comparedKey(c), given[i] ?? i]));
  });
  const days = createMemo(() => unionTimes(rebased()));
  // What is drawn: the series read (a list just changed still shows the last one read until its
  // answer), so the chart fits the range again when the lines it shows change.
  const key = createMemo(() => `${(series() ?? []).map((s) => s.key).join(',')}|${range()}|${usedAnchor() ?? ''}`);

  const [chart, setChart] = createSignal<CompareChart>();
  const controls = createChartControls(
    () => chart()?.base,
    () => key(),
    () => days().length,
    { pane, save: saveFile },
  );
  // A range key puts the anchor back to its default; the range already chosen fits it again.
  const pickRange = (next: RangeKey) => {
    setAnchor(null);
    if (next === range()) chart()?.base.fit();
    else setRange(next);
  };
  const cursorDay = () => {
    const time = days()[controls.shown() ?? days().length - 1];
    return time === undefined ? null : timeToDay(time);
  };
  const [colors, setColors] = createSignal<string[]>([]);

  const host = chartHost();
  onMount(() => {
    const made = createCompareChart(host, {
      onHover: (i) => controls.onHover(i),
      onView: (view) => controls.onView(view),
      price: (v) => formatNumber(v, { locale: locale(), decimals: 1 }),
    });
    // The legend's swatches follow the lines' colours, theme switches included.
    made.base.attach({ restyle: (theme) => setColors(seriesColors(theme)) });
    setChart(made);
    onCleanup(() => made.base.dispose());
  });
  createEffect(() => chart()?.feed(key(), days(), rebased(), slots()));
  createEffect(() => chart()?.select(list().length > 0 ? selected() : null));

  // A portfolio line is one currency's return: c steps to its next currency.
  const switchCurrency = (): boolean => {
    const at = selected();
    const item = list()[at];
    const about = item && readOf(item)?.portfolio;
    if (item?.kind !== 'portfolio' || !about || 'problem' in about) return false;
    if (about.currencies.length < 2)
      setMessage(t('{code} trades in one currency only ({currency})', { code: item.code, currency: currencyNote(about) }));
    else setList((l) => l.map((c, i) => (i === at ? { ...item, currency: nextCurrency(about) } : c)));
    return true;
  };

  const remove = () => {
    const at = selected();
    setList((l) => l.filter((_, i) => i !== at));
    setSelected((i) => Math.max(0, Math.min(i, list().length - 1)));
  };

  /** Runs what a key means here; false for keys that are not CMP's (they reach the workspace). */
  const runKey = (e: KeyboardEvent): boolean => {
    const plain = !e.ctrlKey && !e.metaKey && !e.altKey;
    setMessage('');
    // A full list says so before a picker opens, not after a search typed for nothing.
    if (plain && (e.key === 'a' || e.key === 'p') && list().length >= MAX_COMPARED) setMessage(fullText());
    else if (plain && e.key === 'a') setAdding('security');
    else if (plain && e.key === 'p') setAdding('portfolio');
    else if (plain && e.key === 'c' && switchCurrency()) return true;
    else if (plain && (e.key === 'x' || e.key === 'Delete') && list().length > 0) remove();
    else if (plain && e.key === ']') setSelected((i) => Math.min(list().length - 1, i + 1));
    else if (plain && e.key === '[') setSelected((i) => Math.max(0, i - 1));
    else if (plain && e.key === 'b') {
      const at = controls.cursor();
      if (at === null) setMessage(t('Move the cursor first (Shift+←/→), then b anchors there'));
      else {
        // The crosshair goes first: left on the chart, it would report the anchor day as hovered.
        controls.setCursor(null);
        const time = days()[at];
        setAnchor(time === undefined ? null : timeToDay(time));
      }
    } else if (plain && e.key === 'B') setAnchor(null);
    else {
      const command = chartCommand(e);
      if (!command) return false;
      if (command.type === 'range') pickRange(command.range);
      else return controls.navigate(command);
    }
    return true;
  };

  const onKeyDown = (e: KeyboardEvent) => {
    if (e.isComposing || adding() !== null) return;
    if (!runKey(e)) return;
    e.preventDefault();
    e.stopPropagation();
  };

  const emptyText = () => {
    if (list().length === 0) return t('Nothing to compare yet: press a to add a share or a fund, p a portfolio (up to 8)');
    if (series.loading && !series()) return t('Reading the cache…');
    if (days().length === 0)
      return offline()
        ? t('No cached history for these securities, and the data source is offline')
        : t('Fetching history… (not cached yet)');
    return null;
  };

  return (
    <div class="price-screen cmp" onKeyDown={onKeyDown}>
      <div class="price-toolbar">
        <RangeBar value={range()} whole={controls.whole()} onSelect={pickRange} />
        <span class="toolbar-gap" />
        <span class="range-label" aria-label={t('Anchor')}>
          {usedAnchor()
            ? anchor()
              ? t('= 100 on {day} (set)', { day: usedAnchor() ?? '' })
              : t('= 100 on {day}', { day: usedAnchor() ?? '' })
            : ''}
        </span>
      </div>
      <Show when={adding() === 'security'}>
        <SecurityPicker label={t('Add to the comparison')} onPick={addPicked} onCancel={closePicker} />
      </Show>
      <Show when={adding() === 'portfolio'}>
        <PortfolioPicker onPick={addPortfolio} onCancel={closePicker} />
      </Show>
      <ol class="cmp-legend" aria-label={t('Compared securities')}>
        <For each={list()}>
          {(item, i) => {
            const r = () => rebased().find((b) => b.key === comparedKey(item));
            const day = () => cursorDay();
            return (
              <li class="cmp-item" classList={{ selected: i() === selected() }} aria-current={i() === selected()}>
                <span
                  class="cmp-swatch"
                  style={{ background: colors()[slots().get(comparedKey(item)) ?? i()] ?? 'currentColor' }}
                  aria-hidden="true"
                />
                <span class="cmp-code">{item.code}</span>
                <span class="cmp-kind muted" title={item.kind === 'portfolio' ? t(TWR_TITLE) : undefined}>
                  {kindText(item, readOf(item))}
                </span>
                <span class={`cmp-change ${signClass(r()?.change ?? null, 4)}`} title={t('Return from the anchor to the latest value')}>
                  {formatSignedPercent(r()?.change ?? null, { locale: locale() })}
                </span>
                <span class="cmp-value muted" title={t('Rebased value on {day}', { day: day() ?? '—' })}>
                  {r() && day()
                    ? formatNumber(valueAt(r() as NonNullable<ReturnType<typeof r>>, day() as string), { locale: locale(), decimals: 1 })
                    : ''}
                </span>
                <Show when={r() && r()?.base === null && (readOf(item)?.times.length ?? 0) > 0}>
                  <span class="muted">{t('no value near the anchor')}</span>
                </Show>
              </li>
            );
          }}
        </For>
      </ol>
      <ChartArea
        host={host}
        label={t('Comparison of {codes}, {range}', {
          codes:
            list()
              .map((c) => c.code)
              .join(', ') || t('nothing yet'),
          range: range(),
        })}
        empty={emptyText()}
      />
      <ChartKeyLine
        keys={
          message() ||
          (waiting().length > 0
            ? t('{codes}: not in the cache of {source} yet, compared once its lists are synced', {
                codes: waiting().join(', '),
                source: info()?.dataSource.label ?? t('this data source'),
              })
            : (controls.note() ?? hintLine('CMP')))
        }
        onCredit={() => void openExternal(client, TRADINGVIEW_URL)}
      />
    </div>
  );
}
