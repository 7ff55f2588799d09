// DES last price block: the last session, then performance and volatility by horizon.
import type { JSX } from 'solid-js';
import type { Share } from '../../../../src-main/ipc/contract';
import { useApp } from '../../platform/context';
import { FactsGrid, type Fact } from '../../components/FactsGrid';
import { MetricStrip, type Metric } from '../../components/MetricStrip';
import { SectionHeader } from '../../components/SectionHeader';
import { formatInteger, formatNumber, formatPercent, formatSignedPercent } from '../../format';
import { dayOf } from '../../format/days';
import { decimalsFor, ratioTone } from '../../format/figures';
import { PERFORMANCE, VOLATILITY, type Quote } from '../../data/share-overview';
import { t } from '../../i18n';
import './overview-quote.css';

export function OverviewQuote(props: { share: Share; quote: Quote }): JSX.Element {
  const { locale } = useApp();
  const q = () => props.quote;
  const decimals = () => decimalsFor([q().last, q().open, q().high, q().low, q().close]);
  const price = (value: number | null) => (value === null ? null : formatNumber(value, { locale: locale(), decimals: decimals() }));
  const facts = (): Fact[] => [
    { label: t('Last'), value: price(q().last), numeric: true },
    { label: t('Open'), value: price(q().open), numeric: true },
    {
      label: t('Change'),
      value: q().variation === null ? null : formatSignedPercent(q().variation, { locale: locale() }),
      tone: ratioTone(q().variation),
      numeric: true,
    },
    { label: t('High'), value: price(q().high), numeric: true },
    { label: 'Volume', value: q().volume === null ? null : formatInteger(q().volume, { locale: locale() }), numeric: true },
    { label: t('Low'), value: price(q().low), numeric: true },
    { label: 'PER', value: q().per === null ? null : formatNumber(q().per, { locale: locale() }), numeric: true },
    { label: t('Close'), value: price(q().close), numeric: true },
    { label: 'Date', value: dayOf(q().date), numeric: true },
  ];
  const performance = (): Metric[] =>
    PERFORMANCE.map(([label, key]) => ({
      label,
      text: formatSignedPercent(props.share[key], { locale: locale() }),
      tone: ratioTone(props.share[key]),
    }));
  const volatility = (): Metric[] =>
    VOLATILITY.map(([label, key]) => ({ label, text: formatPercent(props.share[key], { locale: locale() }) }));
  return (
    <div class="des-block" role="group" aria-label={t('Last price')}>
      <SectionHeader title={t('Last price')} aside={props.share.currency_code ?? undefined} />
      <FactsGrid facts={facts()} columns={2} label={t('Last price')} />
      <SectionHeader title="Performance" />
      <MetricStrip metrics={performance()} label="Performance" />
      <SectionHeader title={t('Volatility')} aside={t('annualised')} />
      <MetricStrip metrics={volatility()} label={t('Volatility')} />
    </div>
  );
}
