// GP: the share's price history as candles (or a close line) with volume, studies (moving
// averages, Bollinger Bands, oscillators in their own panes), the company's events and dividend
// payments, all driven by keys. One chart per pane for its whole
// life (see chart/price-chart.ts): another screen in the pane parks it, GP takes it back.
import { createEffect, createMemo, createRenderEffect, createSignal, on, onCleanup, onMount, Show, untrack, type JSX } from 'solid-js';
import { useApp } from '../../platform/context';
import { formatCompact, formatNumber } from '../../format';
import { usePane } from '../../workspace/pane-context';
import { MarkerKey } from '../../chart/ChartLegend';
import { chartHost } from '../../chart/ChartArea';
import { StudiedChart } from '../../components/StudiedChart';
import { barsFromRows, chartSeries, firstOnOrAfter } from '../../chart/candles';
import { dayTime } from '../../chart/chart-time';
import { createChartControls } from '../../chart/chart-controls';
import { createPriceChart, keptPriceChart, type ChartFrame, type PriceChart, type PriceChartOptions } from '../../chart/price-chart';
import { chartPrefsOf } from '../../chart/chart-prefs';
import { diaryEvents, dividendEvents, placeEvents } from '../../chart/events';
import { emptyHistoryText, useHistoryWindow } from '../../data/series-window';
import { hintLine } from '../../commands/keymap';
import { chartCommand, type ChartCommand } from '../../chart/keys';
import { legendAt, legendStudies, priceLegendLine, spanLabel } from '../../chart/legend';
import { fittedView, isDense, type ChartView } from '../../chart/view';
import { decimalsFor } from '../../format/figures';
import { RangeBar, StateButton } from '../../components/RangeBar';
import { saveFile } from '../../components/table/transfer';
import type { RangeKey } from '../../chart/ranges';
import { useShareId, useShareList } from '../../data/use-share';
import { createStudyState } from '../../chart/study-state';
import { formatStudyValue, shownAverages, studyLookbackDays, type DrawnStudy } from '../../chart/studies';
import '../../styles/chart-screens.css';
import { useWorkspace } from '../../workspace/workspace-context';
import { useChartAlerts } from '../../alerts/chart-alerts';
import { useDrawings } from '../../chart/drawings/use-drawings';
import { t } from '../../i18n';

/** Calendar days read before a range at least (a 200-day average is right from its first bar). */
const MIN_LOOKBACK_DAYS = 330;

export function PriceChartScreen(): JSX.Element {
  const { locale, offline } = useApp();
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
  createEffect(on([range, mode, log], ([r, m, l]) => workspace.setChartPrefs({ range: r, mode: m, log: l }), { defer: true }));
  const studyState = createStudyState(
    {
      chartPrefs: () => workspace.chartPrefs(),
      setChartPrefs: (patch) => workspace.setChartPrefs(patch),
      livePanes: () => Object.keys(workspace.layout().panes),
    },
    pane.paneId,
  );
  const { studies } = studyState;

  // Studies are computed over the history before the range too: a value on a day is the same
  // whatever range shows it (the whole history for those that carry every day before).
  const lookback = createMemo(() => studyLookbackDays(studies(), MIN_LOOKBACK_DAYS));
  // eslint-disable-next-line solid/reactivity -- the hook takes the accessors and tracks them itself
  const { history, extend } = useHistoryWindow(id, () => ({ range: range() }), lookback);
  const diary = useShareList('share-diary', 'Diary', false);
  const financials = useShareList('share-financials', 'Financials', false);

  const allBars = createMemo(() => barsFromRows(history()?.rows ?? []));
  // From the first day shown: the range's, or earlier once the view was panned or zoomed out past it.
  const series = createMemo(() => chartSeries(allBars(), history()?.since ?? null, studies()));
  const rangeFirst = createMemo(() => {
    const from = history()?.from;
    return from ? firstOnOrAfter(series().bars, dayTime(from)) : 0;
  });
  const decimals = createMemo(() => decimalsFor(series().bars.map((b) => b.close)));
  const price = (value: number | null) => formatNumber(value, { decimals: decimals(), locale: locale() });
  const amount = (v: number) => formatNumber(v, { decimals: Number.isInteger(v) ? 0 : 2, locale: locale() });
  const events = createMemo(() => placeEvents([...diaryEvents(diary.rows()), ...dividendEvents(financials.rows(), amount)], series().bars));
  const frame = createMemo<ChartFrame>(() => ({ key: history()?.key ?? '', series: series(), events: events(), start: rangeFirst() }));

  // Set with the first frame drawn (see below).
  const [chart, setChart] = createSignal<PriceChart>();
  const controls = createChartControls(
    () => chart()?.base,
    () => frame().key,
    () => series().bars.length,
    { pane, save: saveFile, earlier: extend },
  );
  // Candles thinner than a couple of pixels are noise: drawn as a close line until zoomed in.
  // A memo: the chart reports its view on every scroll frame, and only a change of this matters.
  const denseIn = (view: ChartView | null) => mode() === 'candles' && isDense(view);
  const dense = createMemo(() => denseIn(controls.view()));
  const studyValue = (study: DrawnStudy, value: number) => formatStudyValue(study, value, decimals(), locale());
  const legend = createMemo(() => {
    const model = legendAt(series(), events(), controls.shown());
    const line = priceLegendLine(model, price, locale());
    return line && model ? { ...line, studies: legendStudies(series().studies, model.index, studyValue, studyState.selected()) } : line;
  });

  // The pane's chart, when an earlier GP in this pane left one; else the chart is made with the
  // first frame that has bars: one made at once would paint empty axes first, and that paint (as
  // long as a full one) runs before the read's answer is handled.
  const kept = pane.charts.take('price');
  // The element the chart lives in is kept with it when the pane shows another screen.
  const host = kept?.host ?? chartHost();
  host.tabIndex = 0; // back in the Tab order (a parked chart is out of it)
  // The chart is set with the first frame drawn: until then a kept chart is left alone (and still
  // shows the last screen's security: hidden until this screen's data is drawn).
  const waiting = () => kept !== undefined && chart() === undefined;
  createRenderEffect(() => host.classList.toggle('waiting', waiting()));
  onCleanup(() => {
    const c = chart() ?? kept?.chart;
    if (!c) return;
    host.tabIndex = -1;
    c.base.park(pane.chartLot);
    pane.charts.park(keptPriceChart(host, c));
  });
  const handlers: PriceChartOptions = {
    price: (v) => price(v),
    volume: (v) => formatCompact(v, { locale: locale() }),
    study: (s, v) => studyValue(s, v),
    onHover: (index) => controls.onHover(index),
    onView: (view) => controls.onView(view),
  };
  // The element is in the document by now: the chart can measure it and read the theme.
  onMount(() => kept?.chart.base.unpark(handlers));
  createEffect(() => {
    const next = frame();
    if (next.key === '') return; // no answer yet
    const made = untrack(chart);
    // The chart is made with the first frame that has bars, or taken back from the pane.
    if (!made && !kept && next.series.bars.length === 0) return;
    const c = made ?? kept?.chart ?? createPriceChart(host, handlers);
    // A frame of another key is fitted: its view, and candles or a line in it (too dense for
    // candles), are settled before it is fed. The `dense` memo holds the last view until this
    // effect ends: a MAX frame was set as 3,000 candles, then set again as a line.
    if (c.base.showing() !== next.key) {
      const view = fittedView(next.series.bars.length, host.clientWidth, next.start);
      controls.setView(view);
      c.setMode(
        untrack(() => (denseIn(view) ? 'line' : mode())),
        true,
      );
    }
    if (!made) {
      c.base.setLog(untrack(log));
      setChart(c);
    }
    c.feed(next);
  });
  createEffect(() => chart()?.setMode(dense() ? 'line' : mode()));
  createEffect(() => chart()?.base.setLog(log()));

  const alerts = useChartAlerts({
    kind: 'share',
    screen: () => pane.screen(),
    base: () => chart()?.base,
    points: () => series().bars,
    value: (b) => b.close,
    shown: () => controls.shown(),
    setCursor: (index) => controls.setCursor(index),
    format: (v) => price(v),
    focusChart: () => host.focus(),
  });

  // After the alerts: a level turns into an alert in one key (Shift+A).
  const drawings = useDrawings({
    kind: 'share',
    code: () => pane.screen().security?.code,
    base: () => chart()?.base,
    points: () => series().bars,
    value: (b) => b.close,
    prices: (b) => b,
    shown: () => controls.shown(),
    setCursor: (index) => controls.setCursor(index),
    format: (v) => price(v),
    alert: (level) => alerts.openAt(level),
    focusChart: () => host.focus(),
  });

  const pickRange = (next: RangeKey) => (next === range() ? chart()?.base.fit() : setRange(next));

  /** Runs a command; false when it means nothing here (the key goes on to the workspace). */
  const run = (command: ChartCommand): boolean => {
    switch (command.type) {
      case 'range':
        pickRange(command.range);
        return true;
      case 'mode':
        setMode((m) => (m === 'candles' ? 'line' : 'candles'));
        return true;
      case 'scale':
        setLog((l) => !l);
        return true;
      default:
        return studyState.run(command) || controls.navigate(command);
    }
  };

  const onKeyDown = (e: KeyboardEvent) => {
    if (e.isComposing) return;
    const command = chartCommand(e);
    // Drawing keys first: while one is placed, the arrows, Enter and Esc are its.
    if (!drawings.onKey(e, e.target === host) && (command ? !run(command) : !alerts.onKey(e))) return;
    e.preventDefault();
    e.stopPropagation();
  };

  const averagesLabel = () => shownAverages(studies()).join('·') || t('off|averages');
  const rangeLabel = () => spanLabel(series().bars, 'bars', locale());
  const emptyText = () => (series().bars.length > 0 ? null : emptyHistoryText(history(), offline()));

  return (
    <div class="price-screen price-chart" onKeyDown={onKeyDown}>
      <div class="price-toolbar">
        <RangeBar value={range()} whole={controls.whole()} onSelect={pickRange} />
        <span class="toolbar-gap" />
        <StateButton
          label={t('Chart')}
          state={dense() ? t('Line (dense)') : mode() === 'candles' ? t('Candles') : t('Line')}
          title={dense() ? t('Too many bars for candles at this width: a close line until you zoom in (↑)') : undefined}
          keyHint="c"
          onToggle={() => run({ type: 'mode' })}
        />
        <StateButton
          label={t('Scale')}
          state={log() ? 'Log' : t('Linear')}
          keyHint="l"
          active={log()}
          onToggle={() => run({ type: 'scale' })}
        />
        <StateButton
          label={t('MA')}
          state={averagesLabel()}
          keyHint="m"
          active={shownAverages(studies()).length > 0}
          onToggle={() => run({ type: 'averages' })}
        />
        <StateButton
          label={t('Studies')}
          state={studies().length ? String(studies().length) : t('none')}
          keyHint="s"
          active={studies().length > 0}
          onToggle={() => run({ type: 'study-add' })}
        />
        <Show when={studyState.note()}>
          <span class="study-note" role="status">
            {studyState.note()}
          </span>
        </Show>
        <span class="range-label" aria-label={t('Visible range')}>
          {rangeLabel()}
        </span>
      </div>
      <StudiedChart
        host={host}
        label={t('Price chart of {code}, {range}', { code: pane.screen().security?.code ?? t('the share'), range: range() })}
        legend={legend()}
        studies={studyState}
        domain="bars"
        empty={emptyText()}
        alerts={alerts}
        drawings={drawings}
        keys={controls.note() ?? hintLine('GP')}
      >
        <MarkerKey events={events()} />
      </StudiedChart>
    </div>
  );
}
