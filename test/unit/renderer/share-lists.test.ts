import { describe, expect, it } from 'vitest';
import { toParagraphs } from '../../../src-renderer/src/components/paragraphs';
import { dayOf, daysBetween, todayIso } from '../../../src-renderer/src/format/days';
import { orderDiary } from '../../../src-renderer/src/data/share-diary';
import { newestYearFirst, profitByYear } from '../../../src-renderer/src/data/share-financials';
import { holdingsOf } from '../../../src-renderer/src/screens/share/holdings';
import { emptyListText } from '../../../src-renderer/src/data/list-state';
import { orderMandates } from '../../../src-renderer/src/screens/share/mandates';
import { orderRatings } from '../../../src-renderer/src/data/share-ratings';

const TODAY = '2026-11-22';

describe('dates', () => {
  it('takes the day of dates and date-times', () => {
    expect(dayOf('2026-11-20')).toBe('2026-11-20');
    expect(dayOf('2026-11-20T18:00:00')).toBe('2026-11-20');
    expect(dayOf('2026-11-20 18:00:00')).toBe('2026-11-20');
    expect(dayOf('20/11/2026')).toBeNull();
    expect(dayOf(null)).toBeNull();
  });
  it('knows today and counts days', () => {
    expect(todayIso(new Date(2026, 10, 22, 23, 59))).toBe('2026-11-22');
    expect(daysBetween('2026-11-22', '2026-11-30')).toBe(8);
    expect(daysBetween('2026-11-22', '2025-11-22')).toBe(-365);
  });
});

describe('orderDiary', () => {
  const rows = [
    { date: '2025-07-11', title: 'dividend' },
    { date: '2027-04-14T18:00:00', title: 'annual results' },
    { date: '2026-11-10', title: 'Q3 sales' },
    { date: null, title: 'undated' },
    { date: '2026-11-22T09:00:00', title: 'today' },
    { date: '2026-12-01', title: 'soon' },
  ];
  it('puts upcoming events first, soonest first, then past ones, latest first', () => {
    const ordered = orderDiary(rows, TODAY);
    expect(ordered.map((r) => r.title)).toEqual(['today', 'soon', 'annual results', 'Q3 sales', 'dividend', 'undated']);
    expect(ordered.map((r) => r.when)).toEqual(['Upcoming', 'Upcoming', 'Upcoming', 'Past', 'Past', 'Undated']);
  });
});

describe('orderRatings', () => {
  const rows = [
    { id: 1, rating_agency: 'Sahel Rating Agency', expiration_date: '2025-12-07' },
    { id: 2, rating_agency: 'West Africa Credit Ratings', expiration_date: '2027-01-04' },
    { id: 3, rating_agency: 'Afrique Notation', expiration_date: '2026-11-22' },
    { id: 4, rating_agency: 'Old Agency', expiration_date: '2026-03-01' },
    { id: 5, rating_agency: 'No Expiry', expiration_date: null },
  ];
  it('lists ratings in force (by agency) before expired ones (latest expiry first)', () => {
    const ordered = orderRatings(rows, TODAY);
    expect(ordered.map((r) => r.id)).toEqual([3, 5, 2, 4, 1]);
    expect(ordered.map((r) => r.expired)).toEqual([false, false, false, true, true]);
  });
  it('counts the days to expiry, negative once expired', () => {
    const byId = new Map(orderRatings(rows, TODAY).map((r) => [r.id, r.daysLeft]));
    expect(byId.get(3)).toBe(0);
    expect(byId.get(2)).toBe(43);
    expect(byId.get(1)).toBe(-350);
    expect(byId.get(5)).toBeNull();
  });
});

describe('holdingsOf', () => {
  it('adds the remainder to 100 % as free float / other, after the holders, largest first', () => {
    const h = holdingsOf([
      { name: 'State', share: 10 },
      { name: 'Parent', share: 51.5 },
      { name: 'Bad', share: null },
    ]);
    expect(h.parts).toEqual([
      { name: 'Parent', share: 51.5, rest: false },
      { name: 'State', share: 10, rest: false },
      { name: 'Free float / other', share: 38.5, rest: true },
    ]);
    expect(h.declared).toBe(61.5);
    expect(h.total).toBe(100);
  });
  it('adds no remainder when the holders already make 100 %, and never shrinks the bar below the sum', () => {
    expect(
      holdingsOf([
        { name: 'A', share: 63.69 },
        { name: 'B', share: 36.31 },
      ]).parts.some((p) => p.rest),
    ).toBe(false);
    const over = holdingsOf([
      { name: 'A', share: 70 },
      { name: 'B', share: 40 },
    ]);
    expect(over.parts.some((p) => p.rest)).toBe(false);
    expect(over.total).toBe(110);
  });
  it('has no parts, not a 100 % remainder, when no holder is declared', () => {
    expect(holdingsOf([]).parts).toEqual([]);
  });
});

describe('orderMandates', () => {
  it('lists current terms first in the served order, then ended ones, latest ended first', () => {
    const rows = [
      { id: 'a', from: '2015-01-01', to: '2018-01-01' },
      { id: 'chair', from: '2020-01-01', to: '2027-01-01' },
      { id: 'b', from: '2016-01-01', to: '2022-05-01' },
      { id: 'ceo', from: '2021-03-01T00:00:00', to: null },
      { id: 'future', from: '2027-01-01', to: null },
    ];
    const ordered = orderMandates(rows, TODAY);
    expect(ordered.map((m) => m.id)).toEqual(['chair', 'ceo', 'b', 'a', 'future']);
    expect(ordered.map((m) => m.current)).toEqual([true, true, false, false, false]);
  });
});

describe('financials', () => {
  const rows = [
    { fiscal_year: '2023-12-31', net_profit: 5e9 },
    { fiscal_year: '2025-12-31', net_profit: -1e9 },
    { fiscal_year: '2024-12-31', net_profit: null },
  ];
  it('shows the newest fiscal year first in the table', () => {
    expect(newestYearFirst(rows).map((r) => r.fiscal_year)).toEqual(['2025-12-31', '2024-12-31', '2023-12-31']);
  });
  it('charts net profit oldest first, absent stays absent', () => {
    expect(profitByYear(rows)).toEqual([
      { year: '2023', value: 5e9 },
      { year: '2024', value: null },
      { year: '2025', value: -1e9 },
    ]);
  });
});

describe('toParagraphs', () => {
  it('splits on blank lines and single line breaks, trims and collapses spaces', () => {
    expect(toParagraphs('First  line.\r\n\r\nSecond\nThird ')).toEqual(['First line.', 'Second', 'Third']);
  });
  it('keeps markup-like text as it is (it is rendered as text)', () => {
    expect(toParagraphs('PER < 9x & <b>bold</b>')).toEqual(['PER < 9x & <b>bold</b>']);
  });
  it('has nothing for absent or blank text', () => {
    expect(toParagraphs(null)).toEqual([]);
    expect(toParagraphs(' \n ')).toEqual([]);
  });
});

describe('emptyListText', () => {
  it('says fetching when never cached, offline when it cannot be, none when the service has none', () => {
    const online = { offline: false, source: 'md.example.com' };
    expect(emptyListText(undefined, online, 'Documents')).toBe('Reading the cache…');
    expect(emptyListText({ asOf: null }, online, 'Documents')).toBe('Fetching documents from md.example.com… (not synced yet)');
    expect(emptyListText({ asOf: null }, { ...online, offline: true }, 'Documents')).toBe(
      'Documents: not synced yet from md.example.com, which is offline.',
    );
    expect(emptyListText({ asOf: '2026-11-22T10:00:00Z' }, online, 'Documents')).toBe('No documents published for this share.');
  });
});
