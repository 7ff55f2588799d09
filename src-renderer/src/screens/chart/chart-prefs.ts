// How the trader last left a price chart (range, candles or line, log scale, averages): a new GP
// pane opens that way. A view preference of this renderer only, so it lives in localStorage,
// checked on the way in like anything read back from storage.
import { AVERAGE_WINDOWS } from './candles';
import { isRangeKey, type RangeKey } from './ranges';

export type ChartMode = 'candles' | 'line';

export interface ChartPrefs {
  range: RangeKey;
  mode: ChartMode;
  log: boolean;
  /** How many of the moving averages are shown (0 … 3). */
  averages: number;
}

export const DEFAULT_CHART_PREFS: ChartPrefs = { range: '1Y', mode: 'candles', log: false, averages: 0 };
const STORAGE_KEY = 'market-terminal.price-chart';

export function parseChartPrefs(text: string | null): ChartPrefs {
  let raw: unknown;
  try {
    raw = text === null ? null : JSON.parse(text);
  } catch {
    raw = null;
  }
  const r = (typeof raw === 'object' && raw !== null ? raw : {}) as Record<string, unknown>;
  const averages = r.averages;
  return {
    range: isRangeKey(r.range) ? r.range : DEFAULT_CHART_PREFS.range,
    mode: r.mode === 'line' ? 'line' : 'candles',
    log: r.log === true,
    averages: typeof averages === 'number' && Number.isInteger(averages) && averages >= 0 && averages <= AVERAGE_WINDOWS.length ? averages : DEFAULT_CHART_PREFS.averages,
  };
}

export function loadChartPrefs(): ChartPrefs {
  try {
    return parseChartPrefs(localStorage.getItem(STORAGE_KEY));
  } catch {
    return DEFAULT_CHART_PREFS; // storage refused (privacy settings): defaults, every time
  }
}

export function saveChartPrefs(prefs: ChartPrefs): void {
  try {
    localStorage.setItem(STORAGE_KEY, JSON.stringify(prefs));
  } catch {
    // Not remembered; the chart works the same.
  }
}
