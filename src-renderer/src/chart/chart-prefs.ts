// How the trader last left a price chart (range, candles or line, log scale): a new GP pane opens
// that way. Stored with the workspace through the contract, and checked on the way in like
// anything read back from storage. NAV, CMP and the studies (chart/studies.ts) keep theirs in the
// same object under their own key (`nav`, `cmp`, `studies`), so each writes only its part.
import type { MethodInput } from '../../../src-main/ipc/contract';
import { isRangeKey, type RangeKey } from './ranges';

export type ChartMode = 'candles' | 'line';

// A type alias, not an interface: it must fit the contract's JSON type to be stored.
export type ChartPrefs = {
  range: RangeKey;
  mode: ChartMode;
  log: boolean;
};

export const DEFAULT_CHART_PREFS: ChartPrefs = { range: '1Y', mode: 'candles', log: false };

/** The JSON the contract stores for chart preferences. */
type StoredChartPrefs = NonNullable<MethodInput<'workspace.save'>['chartPrefs']>;
export type ChartPrefsPatch = { [key: string]: StoredChartPrefs };

/** A member of a stored object (undefined when `raw` is not an object or lacks it). */
export function storedField(raw: unknown, key: string): unknown {
  return typeof raw === 'object' && raw !== null && !Array.isArray(raw) ? (raw as Record<string, unknown>)[key] : undefined;
}

/** The stored preferences with one chart's part replaced, the other charts' parts kept. */
export function mergeChartPrefs(stored: unknown, patch: ChartPrefsPatch): ChartPrefsPatch {
  // Stored preferences came through the contract's z.json() check: their members are JSON.
  const base = typeof stored === 'object' && stored !== null && !Array.isArray(stored) ? (stored as ChartPrefsPatch) : {};
  return { ...base, ...patch };
}

/** Stored preferences checked field by field: anything unknown or out of range gets its default. */
export function chartPrefsOf(raw: unknown): ChartPrefs {
  const r: Record<string, unknown> = typeof raw === 'object' && raw !== null ? { ...raw } : {};
  return {
    range: isRangeKey(r.range) ? r.range : DEFAULT_CHART_PREFS.range,
    mode: r.mode === 'line' ? 'line' : 'candles',
    log: r.log === true,
  };
}
