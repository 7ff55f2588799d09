// HP: the share's daily prices as a table, newest first, over a quick range (1M … MAX, keys 1–8)
// or two typed days (d focuses them; Enter applies them, Esc drops them, both go back to the table). CSV export is the
// table's own (x).
import { createEffect, createMemo, createSignal, type JSX } from 'solid-js';
import { useApp } from '../../platform/context';
import { DayInput, readDay } from '../../components/DayInput';
import { DataTable } from '../../components/table/DataTable';
import type { Column } from '../../components/table/columns';
import { usePane } from '../../workspace/pane-context';
import type { PriceRow } from '../../chart/candles';
import { emptyHistoryText, useHistoryWindow, type HistorySelection } from '../../data/series-window';
import { rangeForKey } from '../../chart/keys';
import { decimalsFor } from '../../format/figures';
import { timeToDay } from '../../format/days';
import { dayTime } from '../../chart/chart-time';
import { RangeBar } from '../../components/RangeBar';
import { useShareId } from '../../data/use-share';
import { msg, t } from '../../i18n';
import '../../styles/chart-screens.css';

function historyColumns(decimals: number): Column<PriceRow>[] {
  // A narrow pane keeps the day, the close, its variation and the volume; open/high/low go first.
  const price = (id: 'open' | 'high' | 'low' | 'close', header: string): Column<PriceRow> => ({
    id,
    header,
    value: (r) => r[id],
    kind: 'number',
    decimals,
    ...(id === 'close' ? {} : { priority: 3 as const }),
  });
  return [
    { id: 'day', header: msg('Date'), value: (r) => timeToDay(r.time), kind: 'date' },
    price('open', msg('Open')),
    price('high', msg('High')),
    price('low', msg('Low')),
    price('close', msg('Close')),
    { id: 'volume', header: msg('Volume'), value: (r) => r.volume, kind: 'integer', width: 110, priority: 2 },
    {
      id: 'variation',
      header: msg('Var %'),
      value: (r) => r.variation,
      kind: 'signed-percent',
      colorBySign: true,
      title: msg('Variation on the previous close'),
    },
  ];
}

export function HistoryScreen(): JSX.Element {
  const { locale, offline } = useApp();
  const pane = usePane();
  const shareId = useShareId();
  // A memo: the pane's screen object is replaced on layout changes, and a read asked again for the
  // same share would throw away the answer already on its way.
  const id = createMemo(() => shareId() ?? 0);
  const [selection, setSelection] = createSignal<HistorySelection>({ range: '1Y' });
  // eslint-disable-next-line solid/reactivity -- the hook takes the accessor and tracks it itself
  const { history } = useHistoryWindow(id, selection, () => 0);

  const rows = createMemo(() => {
    const h = history();
    if (!h) return [];
    const from = h.from === null ? Number.NEGATIVE_INFINITY : dayTime(h.from);
    const to = h.to === null ? Number.POSITIVE_INFINITY : dayTime(h.to);
    return h.rows.filter((r) => r.time >= from && r.time <= to);
  });
  const columns = createMemo(() => historyColumns(decimalsFor(rows().map((r) => r.close))));

  // The day inputs show the range in force: a quick range's first day and the series' last day.
  const quick = () => {
    const s = selection();
    return 'range' in s ? s.range : null;
  };
  const fromValue = () => {
    const s = selection();
    return 'range' in s ? (history()?.from ?? history()?.cached?.first ?? '') : (s.from ?? '');
  };
  const toValue = () => {
    const s = selection();
    return 'range' in s ? (history()?.cached?.last ?? '') : (s.to ?? '');
  };

  let root!: HTMLDivElement;
  let fromInput!: HTMLInputElement;
  let toInput!: HTMLInputElement;
  // The inputs are written from the range in force, except while being typed into (a date field
  // rewritten mid-typing loses its place); typed days apply on Enter or when focus leaves.
  createEffect(() => {
    const [from, to] = [fromValue(), toValue()];
    if (document.activeElement !== fromInput) fromInput.value = from;
    if (document.activeElement !== toInput) toInput.value = to;
  });
  const applyDays = () => {
    const [from, to] = [readDay(fromInput), readDay(toInput)];
    // Text that is not a day stays in its field, marked, and changes nothing.
    if (from === undefined || to === undefined) return;
    if ((from ?? '') === fromValue() && (to ?? '') === toValue()) return;
    setSelection({ from, to });
  };
  const focusTable = () => root.querySelector<HTMLElement>('[role="grid"]')?.focus();

  const onKeyDown = (e: KeyboardEvent) => {
    if (e.isComposing || e.ctrlKey || e.metaKey || e.altKey) return;
    if (e.target instanceof HTMLInputElement) {
      if (e.key !== 'Enter' && e.key !== 'Escape') return;
      if (e.key === 'Escape') [fromInput.value, toInput.value] = [fromValue(), toValue()];
      e.preventDefault();
      e.stopPropagation();
      return focusTable(); // the blur applies the days
    }
    const range = rangeForKey(e);
    if (range) setSelection({ range });
    else if (e.key === 'd') fromInput.focus();
    else return;
    e.preventDefault();
    e.stopPropagation();
  };

  const label = () => {
    const h = history();
    const span = h ? `${fromValue() || '…'} → ${toValue() || '…'}` : '';
    return `${quick() ?? t('Custom')}${span ? ` · ${span}` : ''}`;
  };

  return (
    <div class="price-screen history-screen" ref={root} onKeyDown={onKeyDown}>
      <div class="price-toolbar">
        <RangeBar value={quick()} onSelect={(range) => setSelection({ range })} />
        <span class="toolbar-gap" />
        <label class="day-field" title={t('First day (d, then Enter)')}>
          <span class="key-hint" aria-hidden="true">
            d
          </span>
          {t('From')}
          <DayInput ref={fromInput} aria-label={t('From day')} onBlur={applyDays} />
        </label>
        <label class="day-field" title={t('Last day')}>
          {t('To')}
          <DayInput ref={toInput} aria-label={t('To day')} onBlur={applyDays} />
        </label>
        <span class="range-label" aria-label={t('Range shown')}>
          {label()}
        </span>
      </div>
      <div class="history-table">
        <DataTable
          label={t('Historical prices')}
          columns={columns()}
          rows={rows()}
          rowKey={(r) => String(r.time)}
          initialSort={{ column: 'day', direction: 'desc' }}
          exportName={`history-${pane.screen().security?.code ?? 'share'}`}
          locale={locale()}
          emptyText={emptyHistoryText(history(), offline())}
        />
      </div>
    </div>
  );
}
