// PERF's grid: each figure the API gives beside the same figure computed from the cached NAV
// history, marked where they differ by more than rounding.
import type { Fund, FundPerformance, Standing } from '../../../src-main/ipc/contract';

export interface PerfRow {
  id: string;
  label: string;
  kind: 'return' | 'volatility' | 'sharpe';
  api: number | null;
  ours: number | null;
  /** Both present and apart by more than rounding. */
  differs: boolean;
  standing: Standing | null;
  /** How ours was measured: the valuations, or the frequency and count of returns. */
  basis: string | null;
}

/** Ratios: 0.05 percentage point; Sharpe: 0.01. The API rounds to fewer digits than that. */
const TOLERANCE = { return: 0.0005, volatility: 0.0005, sharpe: 0.01 } as const;

const RETURN_KEYS: Record<FundPerformance['returns'][number]['period'], keyof Fund> = {
  '7D': 'varp7d',
  '1M': 'varp1m',
  '3M': 'varp3m',
  '6M': 'varp6m',
  YTD: 'varpytd',
  '1Y': 'varp1y',
  '2Y': 'varp2y',
  '3Y': 'varp3y',
  '5Y': 'varp5y',
  '10Y': 'varp10y',
};
const ANNUALISED_KEYS: Record<FundPerformance['annualised'][number]['years'], keyof Fund> = {
  1: 'varp_annualized1y',
  2: 'varp_annualized2y',
  3: 'varp_annualized3y',
  5: 'varp_annualized5y',
  10: 'varp-annualized10y',
};
const VOLATILITY_KEYS = { 1: 'volat1y', 3: 'volat3y', 5: 'volat5y' } as const satisfies Record<1 | 3 | 5, keyof Fund>;
const SHARPE_KEYS = { 1: 'sharpe1y', 3: 'sharpe3y', 5: 'sharpe5y' } as const satisfies Record<1 | 3 | 5, keyof Fund>;

const num = (v: unknown): number | null => (typeof v === 'number' && Number.isFinite(v) ? v : null);

function row(
  id: string,
  label: string,
  kind: PerfRow['kind'],
  api: unknown,
  ours: number | null,
  standing: Standing | null = null,
  basis: string | null = null,
): PerfRow {
  const given = num(api);
  return {
    id,
    label,
    kind,
    api: given,
    ours,
    differs: given !== null && ours !== null && Math.abs(given - ours) > TOLERANCE[kind],
    standing,
    basis,
  };
}

export function perfRows(fund: Fund, perf: FundPerformance | undefined): PerfRow[] {
  const standing = (period: string) => perf?.standings.find((s) => s.period === period)?.standing ?? null;
  const returns = (perf?.returns ??
    Object.keys(RETURN_KEYS).map((period) => ({ period, value: null, from: null, to: null }))) as FundPerformance['returns'];
  return [
    ...returns.map((r) =>
      row(
        `r-${r.period}`,
        r.period,
        'return',
        fund[RETURN_KEYS[r.period]],
        r.value,
        standing(r.period),
        r.from && r.to ? `${r.from} → ${r.to}` : null,
      ),
    ),
    ...([1, 2, 3, 5, 10] as const).map((years) =>
      row(
        `a-${years}`,
        `${years}Y annualised`,
        'return',
        fund[ANNUALISED_KEYS[years]],
        perf?.annualised.find((a) => a.years === years)?.value ?? null,
      ),
    ),
    ...([1, 3, 5] as const).map((years) => {
      const vol = perf?.volatility.find((v) => v.years === years);
      return row(
        `v-${years}`,
        `Volatility ${years}Y`,
        'volatility',
        fund[VOLATILITY_KEYS[years]],
        vol?.value ?? null,
        null,
        vol ? `${vol.frequency}, n = ${vol.n}` : null,
      );
    }),
    ...([1, 3, 5] as const).map((years) =>
      row(`s-${years}`, `Sharpe ${years}Y`, 'sharpe', fund[SHARPE_KEYS[years]], perf?.sharpe.find((s) => s.years === years)?.value ?? null),
    ),
  ];
}
