// How a fund record names itself and opens: one place, so FUNDS, WL and the command line agree.
import type { Fund } from '../../../src-main/ipc/contract';
import type { SecurityRef } from './refs';

/** The mnemonic when the API gives one, else the ISIN, the internal code or the id. */
export function fundCode(fund: Fund): string {
  return fund.mnemo?.trim() || fund.isin?.trim() || fund.internal_code?.trim() || String(fund.id);
}

export function fundRef(fund: Fund): SecurityRef | null {
  if (fund.id === null) return null;
  return { kind: 'fund', id: fund.id, code: fundCode(fund), title: fund.name ?? fundCode(fund) };
}
