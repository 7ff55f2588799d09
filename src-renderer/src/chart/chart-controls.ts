// What every chart screen (GP, NAV, CMP) does between its keys and its chart: the point the legend
// describes (under the mouse, or the keyboard cursor once the keyboard moved it), the part in view,
// the navigation keys, and a restyle on a theme switch. Screens keep the keys that are their own.
import { createEffect, createMemo, createSignal, on, type Accessor } from 'solid-js';
import { useApp } from '../platform/context';
import type { BaseChart } from './chart-base';
import { stepCursor, type ChartCommand } from './keys';
import type { ChartView } from './view';

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
  /** Runs a navigation command (pan, zoom, cursor, Esc, Home, End); false for any other, or an Esc with no cursor. */
  navigate(command: ChartCommand): boolean;
}

/** What the controls drive of a chart's base. */
type Steered = Pick<BaseChart<{ time: string }>, 'pan' | 'zoom' | 'fit' | 'latest' | 'showCursor' | 'restyle'>;

/**
 * Controls for `chart` (undefined until made) over `count` points, reset when `key` (what is
 * drawn) changes.
 */
export function createChartControls(
  chart: Accessor<Steered | undefined>,
  key: Accessor<string | undefined>,
  count: Accessor<number>,
): ChartControls {
  const { settings } = useApp();
  const [hover, setHover] = createSignal<number | null>(null);
  const [cursor, setCursor] = createSignal<number | null>(null);
  const [view, setView] = createSignal<ChartView | null>(null);
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
      setCursor(null);
      setHover(index);
    },
    onView: setView,
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
        default:
          return false;
      }
    },
  };
}
