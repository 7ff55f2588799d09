import { isDeepStrictEqual } from 'node:util';
import { beforeAll, describe, expect, it } from 'vitest';
import { generateDataset, isValidIsin, isinCheckDigit, type Dataset } from '../../../src-main/simulator';
import { decimalString } from '../../../src-main/simulator/encode';

let ds: Dataset;

beforeAll(() => {
  ds = generateDataset(11);
});

const weekday = (iso: string) => new Date(`${iso.slice(0, 10)}T00:00:00Z`).getUTCDay();

describe('generateDataset: determinism and size', () => {
  it('gives deep-equal data for the same seed and different data for another seed', () => {
    const again = generateDataset(11);
    expect(isDeepStrictEqual(again.shares, ds.shares)).toBe(true);
    expect(isDeepStrictEqual(again.events, ds.events)).toBe(true);
    expect(isDeepStrictEqual(again.funds, ds.funds)).toBe(true);
    const id = ds.funds[3]?.id ?? -1;
    expect(again.fundValuations.get(id)).toEqual(ds.fundValuations.get(id));
    const other = generateDataset(12);
    expect(other.shares.map((s) => s.last_closing_price)).not.toEqual(ds.shares.map((s) => s.last_closing_price));
    expect(other.shares.map((s) => s.isin)).not.toEqual(ds.shares.map((s) => s.isin));
  });

  it('has the documented volumes', () => {
    expect(ds.shares.length).toBeGreaterThanOrEqual(40);
    expect(ds.shares.length).toBeLessThanOrEqual(50);
    expect(ds.funds.length).toBeGreaterThanOrEqual(150);
    expect(ds.events.length).toBeGreaterThan(1800);
    expect(ds.events.length).toBeLessThan(2600);
    expect(ds.countries.length).toBeGreaterThanOrEqual(15);
    expect(ds.anchorDate).toBe('2026-11-20');
  });
});

describe('shares', () => {
  it('have valid ISINs and unique 3–5 letter mnemonics', () => {
    expect(isinCheckDigit('US037833100')).toBe(5); // Apple, US0378331005
    expect(isValidIsin('US0378331005')).toBe(true);
    expect(isValidIsin('US0378331006')).toBe(false);
    for (const s of ds.shares) expect(isValidIsin(s.isin), s.isin).toBe(true);
    for (const f of ds.funds) if (f.isin !== null) expect(isValidIsin(f.isin), f.isin).toBe(true);
    const mnemos = ds.shares.map((s) => s.mnemo_code);
    expect(new Set(mnemos).size).toBe(mnemos.length);
    for (const m of mnemos) expect(m).toMatch(/^[A-Z]{3,5}$/);
    expect(new Set(ds.shares.map((s) => s.isin)).size).toBe(ds.shares.length);
  });

  it('belong to one exchange and currency, several member countries and sectors', () => {
    expect(new Set(ds.shares.map((s) => s.quoting_place_code))).toEqual(new Set(['BRVM']));
    expect(new Set(ds.shares.map((s) => s.currency_code))).toEqual(new Set(['XOF']));
    expect(new Set(ds.shares.map((s) => s.country_code)).size).toBeGreaterThanOrEqual(5);
    expect(new Set(ds.shares.map((s) => s.activity_area)).size).toBeGreaterThanOrEqual(6);
    const ids = ds.shares.map((s) => s.id);
    expect(ids).toEqual([...ids].sort((a, b) => a - b));
  });

  it('carry texts with characters that need escaping', () => {
    const texts = ds.shares.flatMap((s) => [s.profile, s.outlook, s.historical, s.investment, s.org_name]).join('\n');
    for (const ch of ['<', '>', '&', '"', "'"]) expect(texts).toContain(ch);
  });

  it('have 10+ years of daily bars on weekdays only, ascending, with OHLC invariants', () => {
    let longHistories = 0;
    for (const s of ds.shares) {
      const bars = ds.shareHistory.get(s.id) ?? [];
      expect(bars.length).toBeGreaterThan(100);
      if (bars[0] && bars[0].price_date <= '2016-11-20') longHistories++;
      // Plain checks per bar (128k bars): expect() per bar would take seconds.
      const problems: string[] = [];
      let prev = '';
      for (const b of bars) {
        const w = weekday(b.price_date);
        if (!(b.price_date > prev)) problems.push(`${b.price_date} not after ${prev}`);
        if (w === 0 || w === 6) problems.push(`${b.price_date} is a weekend`);
        if (b.upper < Math.max(b.opening_price, b.closing_price)) problems.push(`${b.price_date} high below open/close`);
        if (b.lower > Math.min(b.opening_price, b.closing_price) || b.lower <= 0) problems.push(`${b.price_date} bad low`);
        if (b.volume < 0 || b.id !== String(s.id)) problems.push(`${b.price_date} bad volume or id`);
        prev = b.price_date;
      }
      expect(problems).toEqual([]);
      expect(prev <= ds.anchorDate).toBe(true);
    }
    expect(longHistories).toBeGreaterThan(ds.shares.length * 0.75);
  });

  it('move with realistic daily volatility, some idle days and the day change as a ratio', () => {
    let zeroVolumeDays = 0;
    for (const s of ds.shares) {
      const bars = ds.shareHistory.get(s.id) ?? [];
      const returns: number[] = [];
      let badVariations = 0;
      for (let i = 1; i < bars.length; i++) {
        const [a, b] = [bars[i - 1], bars[i]];
        if (!a || !b) continue;
        if (Math.abs(b.variation - (b.closing_price / a.closing_price - 1)) > 1e-5) badVariations++;
        if (b.volume === 0) zeroVolumeDays++;
        else returns.push(Math.log(b.closing_price / a.closing_price));
      }
      expect(badVariations).toBe(0);
      const mean = returns.reduce((x, y) => x + y, 0) / returns.length;
      const sd = Math.sqrt(returns.reduce((x, y) => x + (y - mean) ** 2, 0) / returns.length);
      expect(sd).toBeGreaterThan(0.005);
      expect(sd).toBeLessThan(0.035);
    }
    expect(zeroVolumeDays).toBeGreaterThan(0);
  });

  it('have trading gaps (holidays) on some weekdays', () => {
    const bars = ds.shareHistory.get(ds.shares[0]?.id ?? -1) ?? [];
    const christmas = bars.filter((b) => b.price_date.endsWith('-12-25'));
    expect(christmas).toEqual([]);
  });

  it('summarise their history in the last_* and varp/volat fields', () => {
    for (const s of ds.shares) {
      const bars = ds.shareHistory.get(s.id) ?? [];
      const last = bars[bars.length - 1];
      expect(s.last_date_price).toBe(`${last?.price_date}T00:00:00.000`);
      expect(s.last_closing_price).toBe(last?.closing_price);
      expect(s.last_volume).toBe(last?.volume);
      // varp1y: last close over the last close on or before the same day a year earlier.
      if (s.varp1y !== null && last) {
        const yearAgo = `${Number(ds.anchorDate.slice(0, 4)) - 1}${ds.anchorDate.slice(4)}`;
        const base = [...bars].reverse().find((b) => b.price_date <= yearAgo);
        expect(s.varp1y).toBeCloseTo(last.closing_price / (base?.closing_price ?? Number.NaN) - 1, 5);
      }
      if (s.volat1y !== null) {
        expect(s.volat1y).toBeGreaterThan(0.05);
        expect(s.volat1y).toBeLessThan(0.8);
      }
    }
    expect(ds.shares.some((s) => s.varp5y === null)).toBe(true); // recent listings
  });

  it('list the latest sessions for /price, most recent first, with a time on the date', () => {
    for (const s of ds.shares) {
      const prices = ds.sharePrices.get(s.id) ?? [];
      expect(prices.length).toBeGreaterThanOrEqual(5);
      expect(prices.length).toBeLessThanOrEqual(20);
      expect(prices[0]?.price_date).toBe(s.last_date_price);
      for (let i = 1; i < prices.length; i++) expect((prices[i]?.price_date ?? '') < (prices[i - 1]?.price_date ?? '')).toBe(true);
    }
  });

  it('have plausible details: financials, board, auditors, shareholders ≤ 100 %, diary, documents, ratings', () => {
    let rated = 0;
    let expired = 0;
    for (const s of ds.shares) {
      const fin = ds.financials.get(s.id) ?? [];
      expect(fin.length).toBeGreaterThanOrEqual(1);
      expect(fin.length).toBeLessThanOrEqual(10);
      const board = ds.board.get(s.id) ?? [];
      expect(board.length).toBeGreaterThanOrEqual(5);
      expect(board.length).toBeLessThanOrEqual(12);
      expect((ds.executives.get(s.id) ?? []).length).toBeGreaterThanOrEqual(5);
      for (const m of board) expect(['M', 'F']).toContain(m.person.gender);
      const auditors = ds.auditors.get(s.id) ?? [];
      expect(auditors.length).toBeGreaterThanOrEqual(1);
      expect(auditors.length).toBeLessThanOrEqual(3);
      const total = (ds.shareholders.get(s.id) ?? []).reduce((sum, h) => sum + h.share, 0);
      expect(total).toBeGreaterThan(0);
      expect(total).toBeLessThanOrEqual(100 + 1e-9);
      const diary = ds.diary.get(s.id) ?? [];
      for (const d of diary) expect(d.structure_id).toBe(String(s.id));
      for (const doc of ds.documents.get(s.id) ?? []) {
        expect(doc.path).toMatch(/^http:\/\/127\.0\.0\.1\/shared\/documents\/[a-z0-9-]+\.pdf$/);
        expect(ds.documentFiles.has(doc.path.split('/').pop() ?? '')).toBe(true);
      }
      const ratings = ds.ratings.get(s.id) ?? [];
      if (ratings.length > 0) rated++;
      expired += ratings.filter((r) => (r.expiration_date ?? '9999') < ds.anchorDate).length;
    }
    const diaries = ds.shares.flatMap((s) => ds.diary.get(s.id) ?? []);
    expect(diaries.some((d) => d.date.slice(0, 10) > ds.anchorDate)).toBe(true);
    expect(diaries.some((d) => d.date.slice(0, 10) < ds.anchorDate)).toBe(true);
    expect(rated).toBeGreaterThan(5);
    expect(rated).toBeLessThan(ds.shares.length);
    expect(expired).toBeGreaterThan(0);
  });

  it('hold a mix of date-only and date-time values', () => {
    const dates = ds.shares.map((s) => s.first_quoting_date);
    expect(dates.some((d) => /^\d{4}-\d{2}-\d{2}$/.test(d))).toBe(true);
    expect(dates.some((d) => /^\d{4}-\d{2}-\d{2}T00:00:00$/.test(d))).toBe(true);
    const docDates = ds.shares.flatMap((s) => (ds.documents.get(s.id) ?? []).map((d) => d.date));
    expect(docDates.every((d) => /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}$/.test(d))).toBe(true);
  });
});

describe('funds', () => {
  it('have fee texts, organisations without id, both periodicities and the extras', () => {
    for (const f of ds.funds) {
      expect(f.fees.management).toMatch(/^\d+\.\d{2}%$/);
      expect(f.organization.id).toBeNull();
      expect(['Oui', 'Non']).toContain(f.fund_of_funds);
      expect(f.investor_type.length).toBeGreaterThan(0);
    }
    expect(new Set(ds.funds.map((f) => f.periodicity))).toEqual(new Set(['Quotidienne', 'Hebdomadaire']));
    expect(new Set(ds.funds.map((f) => f.organization.name)).size).toBeGreaterThanOrEqual(10);
    expect(new Set(ds.funds.map((f) => f.name)).size).toBe(ds.funds.length);
  });

  it('value daily funds on sessions and weekly funds once a week, ending at last_vl', () => {
    const daily = ds.funds.find((f) => f.periodicity === 'Quotidienne');
    const weekly = ds.funds.find((f) => f.periodicity === 'Hebdomadaire');
    for (const f of [daily, weekly]) {
      if (!f) throw new Error('missing periodicity');
      const points = ds.fundValuations.get(f.id) ?? [];
      expect(points.length).toBeGreaterThan(50);
      const last = points[points.length - 1];
      expect(last?.value).toBe(f.last_vl);
      expect(last?.date).toBe(f.last_vl_date);
      expect(points[0]?.value).toBe(f.original_vl);
      const bad = points.filter((p) => weekday(p.date) === 0 || weekday(p.date) === 6 || Math.abs(p.net_assets - p.value * p.parts) > 0.01);
      expect(bad).toEqual([]);
      const gaps = points
        .slice(1)
        .map((p, i) => (Date.parse(p.date.slice(0, 10)) - Date.parse(points[i]?.date.slice(0, 10) ?? '')) / 86_400_000);
      if (f === weekly) expect(Math.min(...gaps)).toBeGreaterThanOrEqual(3);
      else expect(Math.min(...gaps)).toBe(1);
    }
  });

  it('name each fund in its documents set', () => {
    for (const f of ds.funds) {
      const set = ds.fundDocuments.get(f.id);
      expect(set?.name).toBe(f.name);
      expect(set?.documents.length).toBeGreaterThanOrEqual(1);
    }
  });
});

describe('economic calendar', () => {
  it('covers all nine categories with the spec labels and all four importance levels', () => {
    const categories = new Map(ds.events.map((e) => [e.category.id, e.category.label]));
    expect([...categories.entries()].sort((a, b) => a[0] - b[0])).toEqual([
      [1, 'emploi'],
      [2, 'inflation'],
      [3, 'banques centrales'],
      [4, 'balance'],
      [5, 'activité économique'],
      [6, 'crédit'],
      [7, 'index de confiance'],
      [8, 'obligation'],
      [9, 'ferié'],
    ]);
    expect(new Set(ds.events.map((e) => e.importance))).toEqual(new Set(['LOW', 'MEDIUM', 'HIGH', 'HOLIDAY']));
    expect(new Set(ds.events.map((e) => e.zone.code)).size).toBeGreaterThanOrEqual(8);
  });

  it('runs from two years back to three months ahead, sorted, future events without a current value', () => {
    const first = ds.events[0]?.date ?? '';
    const last = ds.events[ds.events.length - 1]?.date ?? '';
    expect(first >= '2024-11-20').toBe(true);
    expect(first <= '2024-12-01').toBe(true);
    expect(last > '2027-02-01').toBe(true);
    expect(last <= '2027-02-20').toBe(true);
    const problems: string[] = [];
    for (let i = 1; i < ds.events.length; i++) {
      const [a, b] = [ds.events[i - 1], ds.events[i]];
      if (a && b && `${a.date} ${a.hour ?? ''}` > `${b.date} ${b.hour ?? ''}`) problems.push(`${b.id} out of order`);
    }
    for (const e of ds.events) {
      if (e.date > ds.anchorDate && e.current !== null) problems.push(`${e.id} future with current`);
      if (e.hour !== null && !/^\d{2}:\d{2}$/.test(e.hour)) problems.push(`${e.id} hour ${e.hour}`);
      if (e.importance === 'HOLIDAY' && e.category.id !== 9) problems.push(`${e.id} holiday category`);
    }
    expect(problems).toEqual([]);
    expect(ds.events.some((e) => e.title === 'Taux de chômage')).toBe(true);
    expect(ds.events.some((e) => e.title === 'IPC (a/a)')).toBe(true);
    expect(ds.events.some((e) => e.title === 'Décision de taux de la BCE')).toBe(true);
  });

  it('gives an event history of earlier releases of the same series', () => {
    const event = [...ds.events].reverse().find((e) => e.title === 'IPC (a/a)' && e.zone.code === 'US' && e.date <= ds.anchorDate);
    if (!event) throw new Error('no US CPI');
    const history = ds.eventHistory.get(event.id) ?? [];
    expect(history.length).toBeGreaterThan(12);
    for (const h of history) {
      expect(h.title).toBe(event.title);
      expect(h.zone.code).toBe('US');
      expect(h.date < event.date).toBe(true);
    }
    expect(history[0]?.date && history[1]?.date && history[0].date > history[1].date).toBe(true);
  });
});

describe('countries', () => {
  it('include a three-letter code, yearly indicators and links', () => {
    expect(ds.countries.some((c) => c.code.length === 3)).toBe(true);
    expect(ds.countries.filter((c) => c.code.length === 2).length).toBeGreaterThanOrEqual(14);
    for (const c of ds.countries) {
      const rows = ds.indicators.get(c.id) ?? [];
      expect(rows.length).toBeGreaterThanOrEqual(5);
      for (const r of rows) expect(r.publication_date).toMatch(/^\d{4}-\d{2}-\d{2}$/);
      expect((ds.links.get(c.id) ?? []).every((l) => l.link.startsWith('http'))).toBe(true);
    }
  });
});

describe('decimalString', () => {
  it.each([0, 1, -2.5, 1e-7, 123456789.125, 1e21])('writes %s as decimal text that reads back exactly', (n) => {
    const text = decimalString(n);
    expect(Number(text)).toBe(n);
    if (Math.abs(n) < 1e21) expect(text).not.toMatch(/e/i);
  });
});
