// A share's tear sheet: page 1 the DES summary (quote, identity, profile), a year of closes with
// volumes and the key figures; page 2 the last financials, the ratings in force and what the diary
// has coming. Everything from the cache.
import { createMemo, For, Show, type JSX } from 'solid-js';
import type { PrintPoint } from '../../chart/print-chart';
import { PrintChart } from '../../chart/PrintChart';
import { useHistoryWindow } from '../../data/series-window';
import { missingSecurityText } from '../../data/data-state';
import { useDataset } from '../../data/use-data';
import { fiscalYearLabel, newestYearFirst } from '../../data/share-financials';
import { orderDiary } from '../../data/share-diary';
import { latestQuote, marketCap, PERFORMANCE, VOLATILITY } from '../../data/share-overview';
import { orderRatings } from '../../data/share-ratings';
import { useShareId, useShareList } from '../../data/use-share';
import { decimalsFor, fromPercent } from '../../format/figures';
import { todayIso } from '../../format/days';
import { EM_DASH, formatCompact, formatDate, formatInteger, formatNumber, formatPercent, formatSignedPercent } from '../../format';
import { t } from '../../i18n';
import { useApp } from '../../platform/context';
import { TearSheet } from './TearSheet';
import { TearTable } from './TearTable';
import { Fact } from './Fact';
import { tone } from './tone';

/** How much of the company profile a page holds. */
const PROFILE_CHARS = 900;
const FINANCIAL_YEARS = 5;
const DIARY_EVENTS = 8;

export function ShareTear(): JSX.Element {
  const { locale, offline } = useApp();
  const id = useShareId();
  const shareRead = useDataset('shares', id);
  const share = () => shareRead()?.records.find((s) => s.id === id());
  const sessions = useShareList('share-prices', 'Latest sessions', false);
  const financials = useShareList('share-financials', 'Financial data', false);
  const ratings = useShareList('share-ratings', 'Credit ratings', false);
  const diary = useShareList('share-diary', 'Diary events', false);
  const historyId = createMemo(() => id() ?? 0);
  // eslint-disable-next-line solid/reactivity -- the hook takes the accessor and tracks it itself
  const { history } = useHistoryWindow(
    historyId,
    () => ({ range: '1Y' }),
    () => 0,
  );

  const quote = () => latestQuote(share(), sessions.rows());
  const points = (): PrintPoint[] =>
    (history()?.rows ?? []).filter((r) => r.close !== null).map((r) => ({ time: r.time, value: r.close as number, volume: r.volume }));
  const decimals = () => decimalsFor(points().map((p) => p.value));
  const price = (v: number | null | undefined) => formatNumber(v, { decimals: decimals(), locale: locale() });
  const pct = (v: number | null | undefined) => formatSignedPercent(v, { locale: locale() });
  const today = todayIso();

  const summary = () => {
    const s = share();
    if (!s) return null;
    const q = quote();
    const cap = marketCap(q.last, s.number_of_shares);
    const profile = (s.profile ?? s.activity_area ?? '').trim();
    return (
      <>
        <div class="tear-quote">
          <span class="tear-last" aria-label={t('Last price')}>
            {price(q.last)} {s.currency_code ?? ''}
          </span>
          <span class={tone(q.variation)}>{pct(q.variation)}</span>
          <span class="muted">{t('on {day}', { day: formatDate(q.date) })}</span>
          <span class="muted">{t('Market cap {amount}', { amount: formatCompact(cap, { locale: locale() }) })}</span>
        </div>
        <div class="tear-row">
          <table class="tear-facts">
            <tbody>
              <Fact label="ISIN" value={s.isin} />
              <Fact label="Place" value={s.quoting_place_name} />
              <Fact label={t('Sector')} value={s.activity_area} />
              <Fact label={t('Shares|count')} value={formatInteger(s.number_of_shares, { locale: locale() })} />
              <Fact label="PER" value={formatNumber(q.per, { decimals: 1, locale: locale() })} />
              <Fact label={t('Open · High · Low')} value={`${price(q.open)} · ${price(q.high)} · ${price(q.low)}`} />
              <Fact label="Volume" value={formatInteger(q.volume, { locale: locale() })} />
            </tbody>
          </table>
          <table class="tear-facts">
            <tbody>
              <For each={PERFORMANCE.filter(([label]) => ['1M', '3M', 'YTD', '1Y', '3Y', '5Y'].includes(label))}>
                {([label, key]) => <Fact label={`Performance ${label}`} value={pct(s[key])} />}
              </For>
              <For each={VOLATILITY.filter(([label]) => label === '1Y' || label === '3Y')}>
                {([label, key]) => (
                  <Fact label={t('Volatility {horizon}', { horizon: label })} value={formatPercent(s[key], { locale: locale() })} />
                )}
              </For>
            </tbody>
          </table>
        </div>
        <h3>{t('Last year: closes and volumes')}</h3>
        <Show when={points().length > 1} fallback={<p class="tear-empty">{t('No price history cached for this share.')}</p>}>
          <PrintChart points={points()} label={t('{code} closes over a year', { code: s.mnemo_code ?? s.name ?? '' })} format={price} />
        </Show>
        <Show when={profile}>
          <h3>{t('Profile')}</h3>
          <p class="tear-text">{profile.length > PROFILE_CHARS ? `${profile.slice(0, PROFILE_CHARS).trimEnd()}…` : profile}</p>
        </Show>
      </>
    );
  };

  const details = () => (
    <>
      <h3>{t('Last financials')}</h3>
      <TearTable
        rows={newestYearFirst(financials.rows()).slice(0, FINANCIAL_YEARS)}
        empty={financials.emptyText()}
        head={
          <tr>
            <th>{t('Year')}</th>
            <th class="num">{t('Net profit')}</th>
            <th class="num">{t('Growth')}</th>
            <th class="num">{t('Dividend')}</th>
            <th class="num">{t('Yield')}</th>
            <th class="num">PER</th>
          </tr>
        }
      >
        {(f) => (
          <tr>
            <td>{fiscalYearLabel(f.fiscal_year) ?? EM_DASH}</td>
            <td class="num">{formatCompact(f.net_profit, { locale: locale() })}</td>
            <td class="num">{pct(fromPercent(f.net_profit_growth))}</td>
            <td class="num">{formatNumber(f.dividend_per_share, { decimals: decimalsFor([f.dividend_per_share]), locale: locale() })}</td>
            <td class="num">{formatPercent(fromPercent(f.dividend_yield), { locale: locale() })}</td>
            <td class="num">{formatNumber(f.per, { decimals: 1, locale: locale() })}</td>
          </tr>
        )}
      </TearTable>
      <h3>{t('Credit ratings')}</h3>
      <TearTable
        rows={orderRatings(ratings.rows(), today)}
        empty={ratings.emptyText()}
        head={
          <tr>
            <th>{t('Agency')}</th>
            <th>{t('Long term')}</th>
            <th>{t('Outlook')}</th>
            <th>{t('Short term')}</th>
            <th>{t('Expires')}</th>
          </tr>
        }
      >
        {(r) => (
          <tr classList={{ muted: r.expired }}>
            <td>{r.rating_agency ?? EM_DASH}</td>
            <td>{r.long_term_note ?? EM_DASH}</td>
            <td>{r.long_perspective ?? EM_DASH}</td>
            <td>{r.short_term_note ?? EM_DASH}</td>
            <td>{r.expired ? t('{day} (expired)', { day: formatDate(r.expiration_date) }) : formatDate(r.expiration_date)}</td>
          </tr>
        )}
      </TearTable>
      <h3>{t('Coming in the diary')}</h3>
      <TearTable
        rows={orderDiary(diary.rows(), today)
          .filter((d) => d.when === 'Upcoming')
          .slice(0, DIARY_EVENTS)}
        empty={t('Nothing upcoming in the cached diary.')}
      >
        {(d) => (
          <tr>
            <td>{formatDate(d.date)}</td>
            <td>{d.title ?? d.description ?? EM_DASH}</td>
          </tr>
        )}
      </TearTable>
    </>
  );

  return (
    <Show when={share()} fallback={<div class="screen-empty">{missingSecurityText('share', shareRead() !== undefined, offline())}</div>}>
      {(s) => (
        <TearSheet
          code={s().mnemo_code ?? String(s().id)}
          name={s().name ?? ''}
          what={[t('Share'), s().quoting_place_name, s().currency_code].filter(Boolean).join(' · ')}
          pages={[() => summary(), details]}
        />
      )}
    </Show>
  );
}
