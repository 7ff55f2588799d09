// CTRY: the countries (two- and three-letter codes), and for the selected or named country its
// economic indicators by publication date as a table and small charts, and its useful links
// (opened through the guarded path). Alt+C opens the calendar filtered to the country's zone.
import { createMemo, createSignal, For, Show, type Accessor, type JSX } from 'solid-js';
import type { Country, CountryIndicator } from '../../../../src-main/ipc/contract';
import { msg, t } from '../../i18n';
import { useApp } from '../../platform/context';
import { toRegionCode } from '../../calendar/region-code';
import { ColumnChart } from '../../components/ColumnChart';
import { createLinkOpener, ExternalLinkButton, LinkStatus } from '../../components/ExternalLink';
import { DataTable, type Column } from '../../components/table';
import { TitledPanel } from '../../components/TitledPanel';
import { useDataset } from '../../data/use-data';
import { formatNumber } from '../../format';
import type { SecurityRef } from '../../commands/refs';
import { useFollowCursor } from '../../workspace/follow-cursor';
import { usePane } from '../../workspace/pane-context';
import { emptyListText } from '../../data/list-state';
import './calendar.css';
import { useWorkspace } from '../../workspace/workspace-context';

type IndicatorKey = 'gdp_growth' | 'annual_average_inflation' | 'public_debt' | 'budget_balance' | 'current_balance';
const INDICATORS: readonly { key: IndicatorKey; title: string; short: string; unit: string }[] = [
  { key: 'gdp_growth', title: msg('GDP growth'), short: msg('GDP'), unit: '%' },
  { key: 'annual_average_inflation', title: msg('Inflation (annual average)'), short: msg('Inflation'), unit: '%' },
  { key: 'public_debt', title: msg('Public debt'), short: msg('Debt'), unit: msg('% GDP') },
  { key: 'budget_balance', title: msg('Budget balance'), short: msg('Budget'), unit: msg('% GDP') },
  { key: 'current_balance', title: msg('Current account balance'), short: msg('Current acct'), unit: msg('% GDP') },
];

type KeyedCountry = Country & { id: number };

const countryRef = (c: KeyedCountry): SecurityRef => ({ kind: 'country', id: c.id, code: c.code ?? String(c.id), title: c.name ?? '' });

/**
 * The calendar on a country's zone, in the focused pane: that pane's filter only — the filter CAL
 * and AGENDA share is left as the user set it.
 */
function useCalendarOpener(): (country: KeyedCountry) => void {
  const workspace = useWorkspace();
  return (country) => {
    if (toRegionCode(country.code)) workspace.open({ fn: 'CAL', security: countryRef(country) });
  };
}

const COUNTRY_COLUMNS: Column<KeyedCountry>[] = [
  { id: 'code', header: msg('Code'), value: (c) => c.code, width: 56 },
  {
    id: 'iso2',
    header: msg('Zone'),
    value: (c) => toRegionCode(c.code),
    width: 52,
    title: msg('The two-letter zone code the calendar uses'),
  },
  { id: 'name', header: msg('Country'), value: (c) => c.name },
];

/** A country's indicators, charts and links; mounted only once there is a country to show. */
function CountryDetail(props: { country: Accessor<KeyedCountry>; report: boolean }): JSX.Element {
  const { client, locale, cacheState } = useApp();
  const openCalendarFor = useCalendarOpener();
  const id = () => props.country().id;
  // eslint-disable-next-line solid/reactivity -- whether this read reports the pane's as-of is fixed for the detail's life
  const indicators = useDataset('country-indicators', id, props.report);
  const links = useDataset('country-links', id, false);
  const rows = createMemo(() =>
    (indicators()?.records ?? [])
      .filter((r) => r.country_id === id())
      .sort((a, b) => (b.publication_date ?? '').localeCompare(a.publication_date ?? '')),
  );
  const linkRows = createMemo(() => (links()?.records ?? []).filter((r) => r.country_id === id()));
  const opener = createLinkOpener(client);
  const columns = createMemo<Column<CountryIndicator>[]>(() => [
    { id: 'date', header: msg('Published'), value: (r) => r.publication_date, kind: 'date' },
    ...INDICATORS.map((i): Column<CountryIndicator> => ({
      id: i.key,
      header: `${t(i.short)} ${t(i.unit)}`,
      title: `${t(i.title)}, ${t(i.unit)}`,
      value: (r) => r[i.key],
      kind: 'number',
      decimals: 1,
      width: 120,
      colorBySign: i.key !== 'public_debt' && i.key !== 'annual_average_inflation',
    })),
  ]);
  const chartData = (key: IndicatorKey) =>
    [...rows()]
      .reverse()
      .slice(-12)
      .map((r) => {
        const year = (r.publication_date ?? '').slice(0, 4);
        return {
          label: year,
          shortLabel: year.length === 4 ? `'${year.slice(2)}` : undefined,
          value: r[key],
          text: formatNumber(r[key], { decimals: 1, locale: locale() }),
          // Narrow bars: the value rounded to a whole number rather than a cut one.
          shorter: [formatNumber(r[key], { decimals: 0, locale: locale() })],
        };
      });
  const openCalendar = () => openCalendarFor(props.country());
  return (
    <div class="ctry-detail">
      <Show when={props.country()}>
        {(c) => (
          <>
            <header class="ev-head">
              <strong class="ev-title">{c().name}</strong>
              <span class="muted">
                {c().code}
                {toRegionCode(c().code) && toRegionCode(c().code) !== c().code
                  ? t(' · zone {zone}', { zone: toRegionCode(c().code) ?? '' })
                  : ''}
              </span>
              <span class="spacer" />
              <button type="button" class="cal-chip" onClick={openCalendar} title="Alt+C" disabled={!toRegionCode(c().code)}>
                {t('Calendar for {zone} (Alt+C)', { zone: toRegionCode(c().code) ?? c().code ?? '' })}
              </button>
            </header>
            <div class="ctry-charts">
              <For each={INDICATORS}>
                {(i) => (
                  <div class="ctry-chart">
                    <span class="cal-subtitle">
                      {t(i.title)} <span class="muted">{t(i.unit)}</span>
                    </span>
                    <ColumnChart label={t('{indicator} by publication year', { indicator: t(i.title) })} data={chartData(i.key)} />
                  </div>
                )}
              </For>
            </div>
            <TitledPanel title={t('Economic indicators')} aside={t('{count} publications', { count: rows().length })}>
              <DataTable
                label={t('Economic indicators')}
                columns={columns()}
                rows={rows()}
                rowKey={(r) => String(r.id)}
                exportName={`${c().code}-indicators`}
                locale={locale()}
                emptyText={emptyListText(indicators(), cacheState(), msg('Indicators'))}
              />
            </TitledPanel>
            <section class="ctry-links" aria-label={t('Useful links')}>
              <span class="cal-subtitle">{t('Useful links')}</span>
              <Show
                when={linkRows().length > 0}
                fallback={<span class="muted"> {emptyListText(links(), cacheState(), msg('Links'))}</span>}
              >
                <For each={linkRows()}>
                  {(l) => (
                    <ExternalLinkButton
                      url={l.link ?? ''}
                      text={l.link_label ?? l.link ?? ''}
                      label={l.link_label ?? t('the link')}
                      opener={opener}
                    />
                  )}
                </For>
              </Show>
              <LinkStatus opener={opener} />
            </section>
          </>
        )}
      </Show>
    </div>
  );
}

export function CountriesScreen(): JSX.Element {
  const { locale, cacheState } = useApp();
  const pane = usePane();
  const follow = useFollowCursor(countryRef);
  const named = () => pane.screen().security;
  const list = useDataset('countries', undefined, named() === undefined);
  const countries = () => (list()?.records ?? []).filter((c): c is KeyedCountry => c.id !== null);
  const [selected, setSelected] = createSignal<number>();
  const country = (): KeyedCountry | undefined => {
    const s = named();
    if (s) return countries().find((c) => c.id === s.id) ?? { id: s.id, code: s.code, name: s.title };
    // Nothing selected yet (the list not focused): the first country, so the detail is never blank.
    return countries().find((c) => c.id === selected()) ?? countries()[0];
  };

  const openCalendarFor = useCalendarOpener();
  // Alt+C from anywhere in the screen (the list or the detail): the physical key, as macOS turns Alt+C into "ç".
  const onKeyDown = (e: KeyboardEvent) => {
    const c = country();
    if (c && e.altKey && e.code === 'KeyC' && !e.ctrlKey && !e.metaKey && !e.shiftKey) {
      e.preventDefault();
      e.stopPropagation();
      openCalendarFor(c);
    }
  };
  return (
    <div class="ctry" classList={{ 'ctry-one': named() !== undefined }} onKeyDown={onKeyDown}>
      <Show when={named() === undefined}>
        <div class="ctry-list">
          <DataTable
            label={t('Countries')}
            columns={COUNTRY_COLUMNS}
            rows={countries()}
            rowKey={(c) => String(c.id)}
            onSelect={(c) => {
              setSelected(c.id);
              follow(c);
            }}
            onOpen={(c) => pane.openSecurity(countryRef(c), 'CTRY')}
            exportName="countries"
            locale={locale()}
            emptyText={emptyListText(list(), cacheState(), msg('Countries'))}
          />
        </div>
      </Show>
      <Show when={country()} fallback={<p class="muted ctry-detail">{countries().length ? t('Select a country.') : ''}</p>}>
        {(c) => <CountryDetail country={c} report={named() !== undefined} />}
      </Show>
    </div>
  );
}
