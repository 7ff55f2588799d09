// The NAV chart's last range, kept in localStorage (a view preference of this renderer).
import { isRangeKey, type RangeKey } from '../chart/ranges';

const STORAGE_KEY = 'market-terminal.nav-chart.range';

export function loadNavRange(): RangeKey {
  try {
    const stored = localStorage.getItem(STORAGE_KEY);
    return isRangeKey(stored) ? stored : '1Y';
  } catch {
    return '1Y'; // storage refused: the default, every time
  }
}

export function saveNavRange(range: RangeKey): void {
  try {
    localStorage.setItem(STORAGE_KEY, range);
  } catch {
    // Not remembered; the chart works the same.
  }
}
