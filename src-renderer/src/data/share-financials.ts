// Fiscal years for FA: newest first in the table, oldest first in the profit chart.
import type { ShareFinancial } from '../../../src-main/ipc/contract';
import { dayOf } from '../format/days';

/** "2025" for a fiscal year ending 2025-12-31; null without a date. */
export function fiscalYearLabel(fiscalYear: string | null): string | null {
  return dayOf(fiscalYear)?.slice(0, 4) ?? null;
}

/** Newest fiscal year first; rows without a year last. */
export function newestYearFirst<T extends Pick<ShareFinancial, 'fiscal_year'>>(rows: readonly T[]): T[] {
  return [...rows].sort((a, b) => (dayOf(b.fiscal_year) ?? '').localeCompare(dayOf(a.fiscal_year) ?? ''));
}

export interface YearFigure {
  year: string;
  value: number | null;
}

/** Net profit per fiscal year, oldest first (a chart reads left to right); undated rows dropped. */
export function profitByYear(rows: readonly Pick<ShareFinancial, 'fiscal_year' | 'net_profit'>[]): YearFigure[] {
  return newestYearFirst(rows)
    .reverse()
    .flatMap((row) => {
      const year = fiscalYearLabel(row.fiscal_year);
      const value = typeof row.net_profit === 'number' && Number.isFinite(row.net_profit) ? row.net_profit : null;
      return year === null ? [] : [{ year, value }];
    });
}
