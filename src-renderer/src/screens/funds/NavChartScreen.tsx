// NAV: a fund's net asset value history as a line or an area, net assets and parts below, and an
// optional drawdown pane, all driven by keys. One chart per pane for its whole life, read from the
// cache with the same window and lifecycle as GP (see chart/chart-base.ts).
import { createEffect, createMemo, createSignal, on, onCleanup, onMount, type JSX } from 'solid-js';
import { useApp } from '../../platform/context';
import { formatCompact, formatNumber, formatSignedPercent } from '../../format';
import { usePane } from '../../workspace/pane-context';
import { emptyHistoryText, useSeriesWindow } from '../../data/series-window';
import { hintLine } from '../../commands/keymap';
import { chartHost } from '../../chart/ChartArea';
import { StudiedChart } from '../../components/StudiedChart';
import { createChartControls } from '../../chart/chart-controls';
import { chartCommand } from '../../chart/keys';
import { legendStudies, navLegendLine, spanLabel } from '../../chart/legend';
import { drawStudies, formatStudyValue, studyLookbackDays, type DrawnStudy } from '../../chart/studies';
import { createStudyState } from '../../chart/study-state';
import { saveFile } from '../../components/table/transfer';
import { createNavChart, type NavChart, type NavMode } from '../../chart/nav-chart';
import { navLegendAt, navPoints, pointsFrom } from '../../chart/nav-points';
import type { RangeKey } from '../../chart/ranges';
import { navRangeOf, navRangePatch } from './nav-range';
import { decimalsFor } from '../../format/figures';
import { RangeBar, StateButton } from '../../components/RangeBar';
import { useFundId } from '../../data/use-fund';
import '../../styles/chart-screens.css';
import { useWorkspace } from '../../workspace/workspace-context';
import { useChartAlerts } from '../../alerts/chart-alerts';
import { useDrawings } from '../../chart/drawings/use-drawings';
import { t } from '../../i18n';

const NAV_TEXTS = { values: 'NAVs', history: 'NAV history', owner: 'fund' };

export function NavChartScreen(): JSX.Element {
  const { locale, offline } = useApp();
  const workspace = useWorkspace();
  const pane = usePane();
  const fundId = useFundId();
  const id = createMemo(() => fundId() ?? 0);

  // The range is remembered (as GP's prefs are): a new NAV pane opens where the trader left it.
  const [range, setRange] = createSignal<RangeKey>(navRangeOf(workspace.chartPrefs()));
  createEffect(on(range, (r) => workspace.setChartPrefs(navRangePatch(r)), { defer: true }));
  const [mode, setMode] = createSignal<NavMode>('line');
  const [log, setLog] = createSignal(false);
  const [drawdown, setDrawdown] = createSignal(false);

  const studyState = createStudyState(
    {
      chartPrefs: () => workspace.chartPrefs(),
      setChartPrefs: (patch) => workspace.setChartPrefs(patch),
      livePanes: () => Object.keys(workspace.layout().panes),
    },
    pane.paneId,
    'navStudies',
  );
  const { studies } = studyState;
  // Studies are computed over the NAVs before the range too (all of them for an EMA's or RSI's).
  const lookback = createMemo(() => studyLookbackDays(studies(), 0));

  // The cache is read from the first of the range's month: the range itself starts at `from`.
  // eslint-disable-next-line solid/reactivity -- the hook takes the accessors and tracks them itself
  const { history } = useSeriesWindow('fund-valuations', id, () => ({ range: range() }), lookback, navPoints);
  const points = createMemo(() => pointsFrom(history()?.rows ?? [], history()?.from ?? null));
  // Over every NAV read (the range and the history before it), cut to the range's points.
  const drawn = createMemo(() => {
    const all = history()?.rows ?? [];
    return drawStudies(studies(), { close: all.map((p) => p.value) }, all.length - points().length);
  });
  const decimals = createMemo(() => decimalsFor(points().map((p) => p.value)));
  const price = (value: number | null) => formatNumber(value, { decimals: decimals(), locale: locale() });

  const [chart, setChart] = createSignal<NavChart>();
  const controls = createChartControls(
    () => chart()?.base,
    () => history()?.key,
    () => points().length,
    { pane, save: saveFile },
  );
  const pickRange = (next: RangeKey) => (next === range() ? chart()?.base.fit() : setRange(next));
  const studyValue = (study: DrawnStudy, value: number) => formatStudyValue(study, value, decimals(), locale());
  const legend = createMemo(() => {
    const model = navLegendAt(points(), controls.shown());
    const line = navLegendLine(model, price, locale(), drawdown());
    const index = model ? points().indexOf(model.point) : -1;
    return line && index >= 0 ? { ...line, studies: legendStudies(drawn(), index, studyValue, studyState.selected()) } : line;
  });

  const host = chartHost();
  onMount(() => {
    const made = createNavChart(host, {
      price: (v) => price(v),
      amount: (v) => formatCompact(v, { locale: locale() }),
      percent: (v) => formatSignedPercent(v, { locale: locale(), decimals: 1 }),
      study: (study, v) => studyValue(study, v),
      onHover: (index) => controls.onHover(index),
      onView: (view) => controls.onView(view),
    });
    setChart(made);
    onCleanup(() => made.base.dispose());
  });
  createEffect(() => {
    const c = chart();
    const frame = { key: history()?.key ?? '', points: points() };
    c?.studies.draw(drawn(), () => c.base.feed(frame));
  });
  createEffect(() => chart()?.setMode(mode()));
  createEffect(() => chart()?.base.setLog(log()));
  createEffect(() => chart()?.setDrawdown(drawdown()));

  const alerts = useChartAlerts({
    kind: 'fund',
    screen: () => pane.screen(),
    base: () => chart()?.base,
    points,
    value: (p) => p.value,
    shown: () => controls.shown(),
    setCursor: (index) => controls.setCursor(index),
    format: (v) => price(v),
    focusChart: () => host.focus(),
  });
  const drawings = useDrawings({
    kind: 'fund',
    code: () => pane.screen().security?.code,
    base: () => chart()?.base,
    points,
    value: (p) => p.value,
    // A NAV is one price: Ctrl snaps an anchor onto it.
    prices: (p) => ({ open: p.value, high: p.value, low: p.value, close: p.value }),
    shown: () => controls.shown(),
    setCursor: (index) => controls.setCursor(index),
    format: (v) => price(v),
    alert: (level) => alerts.openAt(level),
    focusChart: () => host.focus(),
  });

  /** Runs a key; false when it means nothing here (it goes on to the workspace). */
  const runKey = (e: KeyboardEvent): boolean => {
    if (alerts.onKey(e)) return true;
    if (!e.ctrlKey && !e.metaKey && !e.altKey && e.key === 'd') {
      setDrawdown((d) => !d);
      return true;
    }
    const command = chartCommand(e);
    if (!command || command.type === 'averages') return false;
    if (command.type === 'range') pickRange(command.range);
    else if (command.type === 'mode') setMode((m) => (m === 'line' ? 'area' : 'line'));
    else if (command.type === 'scale') setLog((l) => !l);
    else return studyState.run(command) || controls.navigate(command);
    return true;
  };

  const onKeyDown = (e: KeyboardEvent) => {
    // Drawing keys first: while one is placed, the arrows, Enter and Esc are its.
    if (e.isComposing || !(drawings.onKey(e, e.target === host) || runKey(e))) return;
    e.preventDefault();
    e.stopPropagation();
  };

  const rangeLabel = () => spanLabel(points(), 'NAVs', locale());
  const emptyText = () => (points().length > 0 ? null : emptyHistoryText(history(), offline(), NAV_TEXTS));

  return (
    <div class="price-screen price-chart" onKeyDown={onKeyDown}>
      <div class="price-toolbar">
        <RangeBar value={range()} whole={controls.whole()} onSelect={pickRange} />
        <span class="toolbar-gap" />
        <StateButton
          label={t('Chart')}
          state={mode() === 'line' ? t('Line') : t('Area')}
          keyHint="c"
          onToggle={() => setMode((m) => (m === 'line' ? 'area' : 'line'))}
        />
        <StateButton label={t('Scale')} state={log() ? 'Log' : t('Linear')} keyHint="l" active={log()} onToggle={() => setLog((l) => !l)} />
        <StateButton
          label={t('Drawdown')}
          state={drawdown() ? t('On') : t('Off')}
          keyHint="d"
          active={drawdown()}
          onToggle={() => setDrawdown((d) => !d)}
        />
        <span class="range-label" aria-label={t('Visible range')}>
          {rangeLabel()}
        </span>
      </div>
      <StudiedChart
        host={host}
        label={t('NAV chart of {code}, {range}', { code: pane.screen().security?.code ?? t('the fund'), range: range() })}
        legend={legend()}
        studies={studyState}
        domain="close"
        empty={emptyText()}
        alerts={alerts}
        drawings={drawings}
        keys={controls.note() ?? t('{keys} · lower pane: net assets (bars, right) and parts (line, left)', { keys: hintLine('NAV') })}
      />
    </div>
  );
}
