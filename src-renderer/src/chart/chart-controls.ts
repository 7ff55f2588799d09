// What every chart screen (GP, NAV, CMP) does between its keys and its chart: the point the legend
// describes (under the mouse, or the keyboard cursor once the keyboard moved it), the part in view,
// the navigation keys, the crosshair shared with the pane's link group, the chart as a picture,
// and a restyle on a theme switch. Screens keep the keys that are their own.
import { createEffect, createMemo, createSignal, on, onCleanup, type Accessor } from 'solid-js';
import { formatAsOf } from '../format/as-of';
import { todayIso } from '../format/days';
import { t } from '../i18n';
import { useApp } from '../platform/context';
import type { BaseChart } from './chart-base';
import type { Point } from './feed';
import { chartImage, copyImage, legendLines } from './chart-image';
import { indexOnOrBefore, joinGroup, rangeFollows, shareDay, shareRange, toggleRangeFollow, type LinkedChart } from './crosshair-link';
import { stepCursor, type ChartCommand } from './keys';
import type { ChartView } from './view';

/** How long a note (picture copied, range follows) shows in the key line. */
const NOTE_MS = 2500;

/** What the controls know of the pane the chart is in (the pane context, structurally). */
interface ChartPane {
  /** The pane's link group (null: not linked). */
  link(): string | null;
  /** When the data shown was fetched (ISO), for the picture's footer. */
  asOf(): string | null;
  screen(): { fn: string; security?: { code: string } };
}

export interface ChartControls {
  /** The keyboard cursor's point (null: hidden). */
  cursor: Accessor<number | null>;
  setCursor(index: number | null): void;
  /** The point the legend describes: the keyboard cursor's, else the one under the mouse (null: the last). */
  shown: Accessor<number | null>;
  /** The part in view (null: nothing drawn). */
  view: Accessor<ChartView | null>;
  setView(view: ChartView | null): void;
  /** The whole range is in view: its range button is lit. */
  whole: Accessor<boolean>;
  /** The chart's handlers for the mouse crosshair and the view. */
  onHover(index: number | null): void;
  onView(view: ChartView | null): void;
  /**
   * Runs a navigation command (pan, zoom, cursor, Esc, Home, End, range following, picture); false
   * for any other, or an Esc with no cursor.
   */
  navigate(command: ChartCommand): boolean;
  /** What the key line says besides the keys (a note, the range following): null for nothing. */
  note: Accessor<string | null>;
}

/** What the controls drive of a chart's base. */
type Steered = Pick<
  BaseChart<Point>,
  'chart' | 'pan' | 'zoom' | 'fit' | 'latest' | 'showCursor' | 'restyle' | 'dayAt' | 'theme' | 'showIndices'
>;

/** The pane the chart is in, and how a picture is saved (the tables' download). */
export interface ChartControlsOptions {
  pane: ChartPane;
  save(fileName: string, file: Blob): void;
  /** The view reached past the first point (panned or zoomed out): show earlier days if there are any. */
  earlier?(): void;
}

/**
 * Controls for `chart` (undefined until made) over `count` points, reset when `key` (what is
 * drawn) changes.
 */
export function createChartControls(
  chart: Accessor<Steered | undefined>,
  key: Accessor<string | undefined>,
  count: Accessor<number>,
  options: ChartControlsOptions,
): ChartControls {
  const { settings } = useApp();
  const [hover, setHover] = createSignal<number | null>(null);
  const [cursor, setCursorSignal] = createSignal<number | null>(null);
  const [view, setView] = createSignal<ChartView | null>(null);
  const [flash, setFlash] = createSignal<string | null>(null);
  let flashTimer: ReturnType<typeof setTimeout> | undefined;
  onCleanup(() => clearTimeout(flashTimer));
  const say = (text: string) => {
    setFlash(text);
    clearTimeout(flashTimer);
    flashTimer = setTimeout(() => setFlash(null), NOTE_MS);
  };

  // The link group: what this chart points at, the others show, and the other way round.
  const group = () => options.pane.link();
  const dayAt = (index: number | null) => (index === null ? null : (chart()?.dayAt(index) ?? null));
  const indexOf = (day: string) => indexOnOrBefore(count(), (i) => chart()?.dayAt(i) ?? '', day);
  // After following another chart's range, this chart's own range reports are its echo, not news.
  let quietUntil = 0;
  const linked: LinkedChart = {
    showDay(day) {
      const index = day === null ? null : indexOf(day);
      setCursorSignal(null);
      setHover(index);
      chart()?.showCursor(index, false);
    },
    showRange(range) {
      const from = indexOf(range.from) ?? 0;
      const to = indexOf(range.to);
      if (to === null) return;
      quietUntil = performance.now() + 200;
      chart()?.showIndices(from, to);
    },
  };
  createEffect(() => {
    const g = group();
    if (g !== null) onCleanup(joinGroup(g, linked));
  });
  const shareRangeInView = () => {
    const range = chart()?.chart.timeScale().getVisibleLogicalRange();
    const last = count() - 1;
    if (!range || last < 0 || performance.now() < quietUntil) return;
    const from = dayAt(Math.min(last, Math.max(0, Math.ceil(range.from))));
    const to = dayAt(Math.min(last, Math.max(0, Math.floor(range.to))));
    if (from !== null && to !== null) shareRange(group(), linked, { from, to });
  };
  const setCursor = (index: number | null) => {
    setCursorSignal(index);
    shareDay(group(), linked, dayAt(index));
  };

  const picture = async (): Promise<Blob | null> => {
    const c = chart();
    if (!c || count() === 0) return null;
    const screen = options.pane.screen();
    const root = c.chart.chartElement().closest('.price-screen') ?? c.chart.chartElement();
    const shown = `${screen.fn}${screen.security ? ` ${screen.security.code}` : ''}`;
    const footer = t('{shown} · data {age}', { shown, age: formatAsOf(options.pane.asOf(), Date.now()) });
    return chartImage(c.chart, c.theme(), { lines: [pictureTitle(options.pane), ...legendLines(root)], footer });
  };
  const copyPicture = async () => {
    const png = await picture();
    say(png && (await copyImage(png)) ? t('Chart copied as a picture') : t('Copy failed: the clipboard refused the picture'));
  };
  const savePicture = async () => {
    const png = await picture();
    if (!png) return say(t('Nothing drawn to save'));
    options.save(pictureName(options.pane), png);
    say(t('Chart saved as PNG'));
  };
  createEffect(
    on(key, () => {
      setCursor(null);
      setHover(null);
    }),
  );
  createEffect(() => chart()?.showCursor(cursor()));
  createEffect(
    on(
      () => settings()?.theme,
      () => chart()?.restyle(),
      { defer: true },
    ),
  );
  // A memo: the chart reports its view on every scroll frame, and only a change of this matters.
  const whole = createMemo(() => view()?.whole !== false);

  return {
    cursor,
    setCursor,
    shown: () => cursor() ?? hover(),
    view,
    setView,
    whole,
    onHover(index) {
      setCursorSignal(null);
      setHover(index);
      shareDay(group(), linked, dayAt(index));
    },
    onView(next) {
      setView(next);
      shareRangeInView();
      if (next?.edge) options.earlier?.();
    },
    note: () => flash() ?? (rangeFollows(group()) ? t('range follows the {group} group (f)', { group: group() ?? '' }) : null),
    navigate(command) {
      switch (command.type) {
        case 'pan':
          chart()?.pan(command.direction);
          return true;
        case 'zoom':
          chart()?.zoom(command.direction);
          return true;
        case 'cursor':
          setCursor(stepCursor(cursor() ?? hover(), command.step, count()));
          return true;
        case 'cursor-clear':
          // Esc only means something here while the keyboard cursor is shown.
          if (cursor() === null) return false;
          setCursor(null);
          return true;
        case 'reset':
          chart()?.fit();
          return true;
        case 'latest':
          chart()?.latest();
          return true;
        case 'follow-range': {
          const g = group();
          if (g === null) say(t('Link the pane to a group first (Alt+1 … Alt+4)'));
          else if (toggleRangeFollow(g)) shareRangeInView();
          return true;
        }
        case 'copy-image':
          void copyPicture();
          return true;
        case 'save-image':
          void savePicture();
          return true;
        default:
          return false;
      }
    },
  };
}

/** The picture's first line: what the pane shows. */
function pictureTitle(pane: ChartPane): string {
  const screen = pane.screen();
  return screen.security ? `${screen.security.code} ${screen.fn}` : screen.fn;
}

/** The PNG's file name: what the pane shows, and the day. */
function pictureName(pane: ChartPane): string {
  return `${pictureTitle(pane).replace(/[^\w.-]+/g, '-')}-${todayIso()}.png`;
}
