// GP: the share's price history as candles (or a close line) with volume, moving averages, the
// company's events and dividend payments, all driven by keys. One chart per pane for its whole
// life (see chart/chart-lifecycle.ts): another screen in the pane parks it, GP takes it back.
import { createEffect, createMemo, createRenderEffect, createSignal, on, onCleanup, onMount, Show, untrack, type JSX } from 'solid-js';
import { useApp } from '../../platform/context';
import { openExternal } from '../../data/external';
import { formatCompact, formatInteger, formatNumber } from '../../format';
import { usePane } from '../../workspace/pane-context';
import { ChartLegend, MarkerKey } from './ChartLegend';
import { AVERAGE_WINDOWS, barsFromRows, chartSeries } from '../../chart/candles';
import { createPriceChart, keptPriceChart, type ChartFrame, type PriceChart, type PriceChartOptions } from '../../chart/chart-lifecycle';
import { chartPrefsOf } from '../../chart/chart-prefs';
import { diaryEvents, dividendEvents, placeEvents } from '../../chart/events';
import { emptyHistoryText, useHistoryWindow } from '../../data/series-window';
import { hintLine } from '../../commands/keymap';
import { chartCommand, stepCursor, type ChartCommand } from '../../chart/keys';
import { legendAt } from '../../chart/legend';
import { fittedView, isDense, type ChartView } from '../../chart/view';
import { decimalsFor } from '../../format/figures';
import { RangeBar, StateButton } from '../../components/RangeBar';
import type { RangeKey } from '../../chart/ranges';
import { useShareId, useShareList } from './use-share';
import '../../styles/chart-screens.css';
import { useWorkspace } from '../../workspace/workspace-context';

/** Calendar days read before a range so the 200-day average is right from its first bar. */
const AVERAGE_LOOKBACK_DAYS = 330;
const TRADINGVIEW_URL = 'https://www.tradingview.com/';

/** The element a pane's GP chart lives in (kept with the chart when the pane shows another screen). */
function chartHost(): HTMLDivElement {
  const host = document.createElement('div');
  host.className = 'chart-host';
  host.dataset.autofocus = '';
  host.setAttribute('role', 'img');
  host.setAttribute('aria-roledescription', 'chart');
  return host;
}

export function PriceChartScreen(): JSX.Element {
  const { client, locale, offline, settings } = useApp();
  const workspace = useWorkspace();
  const pane = usePane();
  const shareId = useShareId();
  // A memo: the pane's screen object is replaced on layout changes, and a read asked again for the
  // same share would throw away the answer already on its way.
  const id = createMemo(() => shareId() ?? 0);

  const prefs = chartPrefsOf(workspace.chartPrefs());
  const [range, setRange] = createSignal(prefs.range);
  const [mode, setMode] = createSignal(prefs.mode);
  const [log, setLog] = createSignal(prefs.log);
  const [averageCount, setAverageCount] = createSignal(prefs.averages);
  createEffect(
    on([range, mode, log, averageCount], ([r, m, l, a]) => workspace.setChartPrefs({ range: r, mode: m, log: l, averages: a }), {
      defer: true,
    }),
  );

  // eslint-disable-next-line solid/reactivity -- the hook takes the accessor and tracks it itself
  const { history } = useHistoryWindow(id, () => ({ range: range() }), AVERAGE_LOOKBACK_DAYS);
  const diary = useShareList('share-diary', 'Diary', false);
  const financials = useShareList('share-financials', 'Financials', false);

  const series = createMemo(() => chartSeries(barsFromRows(history()?.rows ?? []), history()?.from ?? null));
  const decimals = createMemo(() => decimalsFor(series().bars.map((b) => b.close)));
  const price = (value: number | null) => formatNumber(value, { decimals: decimals(), locale: locale() });
  const amount = (v: number) => formatNumber(v, { decimals: Number.isInteger(v) ? 0 : 2, locale: locale() });
  const events = createMemo(() => placeEvents([...diaryEvents(diary.rows()), ...dividendEvents(financials.rows(), amount)], series().bars));
  const frame = createMemo<ChartFrame>(() => ({ key: history()?.key ?? '', series: series(), events: events() }));

  // The legend follows the mouse crosshair or, once the keyboard moved it, the keyboard cursor.
  const [hover, setHover] = createSignal<number | null>(null);
  const [view, setView] = createSignal<ChartView | null>(null);
  // Candles thinner than a couple of pixels are noise: drawn as a close line until zoomed in.
  // Memos: the chart reports its view on every scroll frame, and only a change of these matters.
  const dense = createMemo(() => mode() === 'candles' && isDense(view()));
  const whole = createMemo(() => view()?.whole !== false);
  const [cursor, setCursor] = createSignal<number | null>(null);
  const legend = createMemo(() => legendAt(series(), events(), cursor() ?? hover(), averageCount()));

  // The pane's chart, when an earlier GP in this pane left one; else the chart is made with the
  // first frame that has bars: one made at once would paint empty axes first, and that paint (as
  // long as a full one) runs before the read's answer is handled.
  const kept = pane.charts.take('price');
  const host = kept?.host ?? chartHost();
  host.tabIndex = 0; // back in the Tab order (a parked chart is out of it)
  // Set with the first frame drawn: until then a kept chart is left alone (and still shows the last
  // screen's security: hidden until this screen's data is drawn).
  const [chart, setChart] = createSignal<PriceChart>();
  const waiting = () => kept !== undefined && chart() === undefined;
  createRenderEffect(() => {
    host.setAttribute('aria-label', `Price chart of ${pane.screen().security?.code ?? 'the share'}, ${range()}`);
    host.classList.toggle('waiting', waiting());
  });
  onCleanup(() => {
    const c = chart() ?? kept?.chart;
    if (!c) return;
    host.tabIndex = -1;
    c.park(pane.chartLot);
    pane.charts.park(keptPriceChart(host, c));
  });
  const handlers: PriceChartOptions = {
    price: (v) => price(v),
    volume: (v) => formatCompact(v, { locale: locale() }),
    onHover: (index) => {
      setCursor(null);
      setHover(index);
    },
    onView: setView,
  };
  // Mode, scale and averages before the first feed: hidden series are not fed.
  const prepare = (c: PriceChart) => {
    c.setMode(untrack(() => (dense() ? 'line' : mode())));
    c.setLog(untrack(log));
    c.setAverages(untrack(averageCount));
  };
  // The element is in the document by now: the chart can measure it and read the theme.
  onMount(() => kept?.chart.unpark(handlers));
  createEffect(
    on(
      () => frame().key,
      () => {
        setCursor(null);
        setHover(null);
      },
    ),
  );
  createEffect(() => {
    const next = frame();
    if (next.key === '') return; // no answer yet
    let c = untrack(chart);
    if (!c) {
      if (!kept && next.series.bars.length === 0) return;
      // The view the frame will get (a kept chart showing this very frame keeps its own).
      if (kept?.chart.showing() !== next.key) setView(fittedView(next.series.bars.length, host.clientWidth));
      c = kept?.chart ?? createPriceChart(host, handlers);
      prepare(c);
      setChart(c);
    }
    c.feed(next);
  });
  createEffect(() => chart()?.setMode(dense() ? 'line' : mode()));
  createEffect(() => chart()?.setLog(log()));
  createEffect(() => chart()?.setAverages(averageCount()));
  createEffect(() => chart()?.showCursor(cursor()));
  createEffect(
    on(
      () => settings()?.theme,
      () => chart()?.restyle(),
      { defer: true },
    ),
  );

  const pickRange = (next: RangeKey) => (next === range() ? chart()?.fit() : setRange(next));
  const moveCursor = (step: -1 | 1) => setCursor(stepCursor(cursor() ?? hover(), step, series().bars.length));

  const run = (command: ChartCommand) => {
    switch (command.type) {
      case 'range':
        return pickRange(command.range);
      case 'mode':
        return setMode((m) => (m === 'candles' ? 'line' : 'candles'));
      case 'scale':
        return setLog((l) => !l);
      case 'averages':
        return setAverageCount((n) => (n + 1) % (AVERAGE_WINDOWS.length + 1));
      case 'pan':
        return chart()?.pan(command.direction);
      case 'zoom':
        return chart()?.zoom(command.direction);
      case 'cursor':
        return moveCursor(command.step);
      case 'cursor-clear':
        return setCursor(null);
      case 'reset':
        return chart()?.fit();
      case 'latest':
        return chart()?.latest();
    }
  };

  const onKeyDown = (e: KeyboardEvent) => {
    if (e.isComposing) return;
    const command = chartCommand(e);
    // Esc only means something here while the keyboard cursor is shown.
    if (!command || (command.type === 'cursor-clear' && cursor() === null)) return;
    e.preventDefault();
    e.stopPropagation();
    run(command);
  };

  const averagesLabel = () => (averageCount() === 0 ? 'off' : AVERAGE_WINDOWS.slice(0, averageCount()).join('·'));
  const rangeLabel = () => {
    const bars = series().bars;
    const first = bars[0];
    const last = bars[bars.length - 1];
    if (!first || !last) return '';
    return `${first.time} → ${last.time} · ${formatInteger(bars.length, { locale: locale() })} bars`;
  };
  const emptyText = () => (series().bars.length > 0 ? null : emptyHistoryText(history(), offline()));

  return (
    <div class="price-screen price-chart" onKeyDown={onKeyDown}>
      <div class="price-toolbar">
        <RangeBar value={range()} whole={whole()} onSelect={pickRange} />
        <span class="toolbar-gap" />
        <StateButton
          label="Chart"
          state={dense() ? 'Line (dense)' : mode() === 'candles' ? 'Candles' : 'Line'}
          title={dense() ? 'Too many bars for candles at this width: a close line until you zoom in (↑)' : undefined}
          keyHint="c"
          onToggle={() => run({ type: 'mode' })}
        />
        <StateButton label="Scale" state={log() ? 'Log' : 'Linear'} keyHint="l" active={log()} onToggle={() => run({ type: 'scale' })} />
        <StateButton
          label="MA"
          state={averagesLabel()}
          keyHint="m"
          active={averageCount() > 0}
          onToggle={() => run({ type: 'averages' })}
        />
        <span class="range-label" aria-label="Visible range">
          {rangeLabel()}
        </span>
      </div>
      <div class="chart-area">
        {host}
        <ChartLegend model={legend()} price={price} locale={locale()} />
        <Show when={emptyText()}>
          {(text) => (
            <div class="chart-empty" role="status">
              {text()}
            </div>
          )}
        </Show>
      </div>
      <div class="key-line">
        <span class="key-line-keys" aria-hidden="true">
          {hintLine('GP')}
        </span>
        <MarkerKey events={events()} />
        {/* The credit lightweight-charts' licence asks for, through the app's guarded link path. */}
        <button type="button" class="chart-credit" tabindex="-1" onClick={() => void openExternal(client, TRADINGVIEW_URL)}>
          Charts by TradingView
        </button>
      </div>
    </div>
  );
}
