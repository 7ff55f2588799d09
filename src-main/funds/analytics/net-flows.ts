// Estimated net subscriptions: the change in net assets that the NAV's own move does not explain,
// A_t − A_s · V_t / V_s, between the last valuations on or before each date.
import { indexOnOrBefore, type NavSeries } from './nav-series';
import { periodStart } from './returns';

/** A NAV series with net assets per valuation (null where neither they nor the parts are known). */
export interface AssetSeries extends NavSeries {
  assets: readonly (number | null)[];
}

const FLOW_PERIODS = ['1M', '3M', '1Y'] as const;

export interface NetFlow {
  period: (typeof FLOW_PERIODS)[number];
  value: number | null;
}

/** Net assets as given, else parts × NAV. */
export function assetsOf(value: number, netAssets: number | null | undefined, parts: number | null | undefined): number | null {
  if (typeof netAssets === 'number' && Number.isFinite(netAssets)) return netAssets;
  if (typeof parts === 'number' && Number.isFinite(parts)) return parts * value;
  return null;
}

export function netFlows(series: AssetSeries): NetFlow[] {
  const t = series.days.length - 1;
  const end = series.days[t];
  return FLOW_PERIODS.map((period) => {
    const s = end === undefined ? -1 : indexOnOrBefore(series, periodStart(end, period));
    const a0 = series.assets[s];
    const a1 = series.assets[t];
    if (s < 0 || s === t || a0 === null || a0 === undefined || a1 === null || a1 === undefined) return { period, value: null };
    return { period, value: a1 - (a0 * (series.values[t] as number)) / (series.values[s] as number) };
  });
}
