import { describe, expect, it } from 'vitest';
import type { Share, SharePrice } from '../../../src-main/api/schemas';
import { latestQuote, marketCap, newestFirst, websiteText, websiteUrl } from '../../../src-renderer/src/data/share-overview';
import { decimalsFor, fromPercent, ratioTone } from '../../../src-renderer/src/format/figures';

const share = (fields: Partial<Share>): Share => fields as Share;
const session = (price_date: string, close: number, extra: Partial<SharePrice> = {}): SharePrice => ({
  id: '10',
  price_date,
  day_price: close,
  closing_price: close,
  variation: 0.01,
  volume: 5,
  opening_price: close,
  upper: close,
  lower: close,
  per: 9,
  ...extra,
});

describe('marketCap', () => {
  it('is last price × number of shares', () => {
    expect(marketCap(23_681, 69_177_000)).toBe(23_681 * 69_177_000);
  });
  it('is absent without a price or a share count, never 0 or NaN', () => {
    expect(marketCap(null, 1000)).toBeNull();
    expect(marketCap(100, null)).toBeNull();
    expect(marketCap(Number.NaN, 1000)).toBeNull();
    expect(marketCap(100, 0)).toBeNull();
  });
});

describe('latestQuote', () => {
  const s = share({
    last_date_price: '2026-11-20T00:00:00.000',
    last_day_price: 100,
    last_closing_price: 100,
    last_variation: 0.02,
    last_volume: 7,
    last_per: 12,
  });
  it('takes the share record when the sessions are not newer', () => {
    const q = latestQuote(s, [session('2026-11-19T00:00:00.000', 90), session('2026-11-20T00:00:00.000', 95)]);
    expect(q.last).toBe(100);
    expect(q.variation).toBe(0.02);
  });
  it('takes the newest session when it is ahead of the share record', () => {
    const q = latestQuote(s, [session('2026-11-21T00:00:00.000', 101, { variation: 0.01 }), session('2026-11-19', 90)]);
    expect(q).toMatchObject({ last: 101, variation: 0.01, date: '2026-11-21T00:00:00.000' });
  });
  it('falls back to the sessions when the record has no price, and is all-absent with nothing', () => {
    expect(latestQuote(share({}), [session('2026-11-18', 80)]).last).toBe(80);
    const empty = latestQuote(undefined, []);
    expect(Object.values(empty).every((v) => v === null)).toBe(true);
  });
  it('orders sessions newest first, whatever their date form', () => {
    expect(
      newestFirst([session('2026-11-18', 1), session('2026-11-20T00:00:00', 2), session('2026-11-19 00:00:00', 3)]).map(
        (p) => p.closing_price,
      ),
    ).toEqual([2, 3, 1]);
  });
});

describe('websiteUrl', () => {
  it('opens https: plain http is upgraded, a bare host gets https', () => {
    expect(websiteUrl('https://www.bank.sn')).toBe('https://www.bank.sn');
    expect(websiteUrl('http://www.bank.sn/')).toBe('https://www.bank.sn/');
    expect(websiteUrl('www.bank.sn')).toBe('https://www.bank.sn');
  });
  it('leaves other schemes for the guard to refuse, and absent as absent', () => {
    expect(websiteUrl('javascript:alert(1)')).toBe('javascript:alert(1)');
    expect(websiteUrl('  ')).toBeNull();
    expect(websiteUrl(null)).toBeNull();
  });
  it('reads without scheme or trailing slash', () => {
    expect(websiteText('https://www.bank.sn/')).toBe('www.bank.sn');
  });
});

describe('figures', () => {
  it('needs no decimals for whole prices, 2 otherwise', () => {
    expect(decimalsFor([23_681, null, 100])).toBe(0);
    expect(decimalsFor([12.5, 3])).toBe(2);
  });
  it('turns percent figures into ratios, absent stays absent', () => {
    expect(fromPercent(12.5)).toBe(0.125);
    expect(fromPercent(null)).toBeNull();
  });
  it('colours a ratio by its displayed sign', () => {
    expect(ratioTone(0.01)).toBe('up');
    expect(ratioTone(-0.01)).toBe('down');
    expect(ratioTone(0.00001)).toBe('flat');
    expect(ratioTone(null)).toBe('flat');
  });
});
