// FEES: the seven fees as the API words them, and as a number where the text is a plain
// percentage (the number FUNDS sorts by).
import { Show, type JSX } from 'solid-js';
import type { FundFees } from '../../../../src-main/ipc/contract';
import { useApp } from '../../platform/context';
import type { Column } from '../../components/table';
import { FundTablePanel } from './FundTablePanel';
import { FundHeadline } from './FundHeadline';
import { FUND_FEES as FEES, feePercent } from '../../data/fund-fees';
import { fundCode } from '../../commands/fund-ref';
import { missingSecurityText } from '../../data/data-state';
import { useFund } from '../../data/use-fund';
import { msg, t } from '../../i18n';
import '../../styles/security-screens.css';

interface FeeRow {
  key: keyof FundFees;
  label: string;
  text: string | null;
}

const COLUMNS: Column<FeeRow>[] = [
  { id: 'fee', header: msg('Fee'), value: (r) => r.label, width: 240 },
  { id: 'text', header: msg('As published'), value: (r) => r.text },
  // The API's percentages (2.5 for "2,5 %") as the ratio the percent kind formats.
  {
    id: 'percent',
    header: '%',
    value: (r) => (feePercent(r.text) ?? NaN) / 100,
    kind: 'percent',
    width: 70,
    title: msg('Where the text is a plain percentage'),
  },
];

export function FundFeesScreen(): JSX.Element {
  const { offline } = useApp();
  const { fund, loaded } = useFund();
  const rows = (): FeeRow[] => FEES.map(({ key, label }) => ({ key, label: t(label), text: fund()?.fees?.[key] ?? null }));
  return (
    <Show when={fund()} fallback={<div class="screen-empty">{missingSecurityText('fund', loaded(), offline())}</div>}>
      {(f) => (
        <div class="share-screen">
          <FundHeadline fund={f()} />
          <FundTablePanel
            aside={t('text as published; % where it is a plain percentage')}
            label={t('Fees')}
            columns={COLUMNS}
            rows={rows()}
            rowKey={(r) => r.key}
            exportName={`${fundCode(f())}-fees`}
            autofocus
          />
        </div>
      )}
    </Show>
  );
}
