// The NAV chart's last range: a new NAV pane opens where the trader left it. Kept with GP's chart
// preferences in the workspace (through the contract), under `nav`, checked on the way back in.
import { storedField, type ChartPrefsPatch } from '../../chart/chart-prefs';
import { isRangeKey, type RangeKey } from '../../chart/ranges';

const DEFAULT_NAV_RANGE: RangeKey = '1Y';

export function navRangeOf(chartPrefs: unknown): RangeKey {
  const range = storedField(storedField(chartPrefs, 'nav'), 'range');
  return isRangeKey(range) ? range : DEFAULT_NAV_RANGE;
}

export function navRangePatch(range: RangeKey): ChartPrefsPatch {
  return { nav: { range } };
}
