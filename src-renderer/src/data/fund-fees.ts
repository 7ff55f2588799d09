// Fees come as text ("2,5 %", "1.50%", "20% au-delà de 5%"): a number only when the text is a
// plain percentage, so sorting never rests on a guess.
import type { FundFees } from '../../../src-main/ipc/contract';
import { msg } from '../i18n';

const PLAIN_PERCENT = /^\s*(\d+(?:[.,]\d+)?)\s*%\s*$/;

/** The percentage of a plain "x %" text (2.5 for "2,5 %"); null for anything else. */
export function feePercent(text: string | null | undefined): number | null {
  const match = text ? PLAIN_PERCENT.exec(text) : null;
  return match ? Number((match[1] as string).replace(',', '.')) : null;
}

/** The seven fees, in the order FEES and TEAR list them; whoever shows a label passes it through `t`. */
export const FUND_FEES: readonly { key: keyof FundFees; label: string }[] = [
  { key: 'management', label: msg('Management|fee') },
  { key: 'admission', label: msg('Subscription (entry)') },
  { key: 'admission_fund', label: msg('Subscription retained by the fund') },
  { key: 'exit', label: msg('Redemption (exit)') },
  { key: 'exit_fund', label: msg('Redemption retained by the fund') },
  { key: 'outperformance', label: msg('Outperformance') },
  { key: 'indirects', label: msg('Indirect') },
];
