// Alert rules checked where data lands, on a real cache: firings on exactly the bars that cross,
// nothing again for the same bars, nothing for the past, and a sync killed at any point neither
// loses nor duplicates a firing. Rules live in the home file and follow the user across sources.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { calendarEventSchema, fundSchema, fundValuationSchema, sharePriceSchema, shareSchema } from '../../../src-main/api/schemas';
import { alertEvaluator } from '../../../src-main/alerts/evaluate';
import { applyAlertWrite } from '../../../src-main/alerts/rule-writes';
import type { AlertTarget } from '../../../src-main/shared/alerts/types';
import { Store } from '../../../src-main/store/store';
import { tempDir } from '../sync/records';

const DAY0 = Date.UTC(2026, 0, 1);
const dayOf = (i: number) => new Date(DAY0 + i * 86_400_000).toISOString().slice(0, 10);
const at = (i: number) => new Date(DAY0 + i * 86_400_000 + 20 * 3_600_000); // 20:00 UTC that day

const SNTS: AlertTarget = { kind: 'share', id: 3, code: 'SNTS' };
const CLOSES = [90, 95, 101, 104, 99, 100, 102, 98, 97, 103];

function cache(file = ':memory:', home?: string) {
  const store = Store.open(file, home ? { home } : {});
  store.data.shares.upsert([{ ...shareSchema.parse({ id: 3, name: 'Sonatel', mnemo_code: 'SNTS' }), id: 3 }]);
  store.data.funds.upsert([{ ...fundSchema.parse({ id: 8, name: 'Sogebourse', mnemo: 'SOGA' }), id: 8 }]);
  return store;
}
/** Bars from..to (inclusive) of CLOSES as the sync writes them. */
const writeBars = (store: Store, from: number, to: number, closes = CLOSES) =>
  store.data['share-history'].upsert(
    3,
    closes
      .slice(from, to + 1)
      .map((close, k) => sharePriceSchema.parse({ id: String(from + k), price_date: dayOf(from + k), closing_price: close })),
  );
const add = (store: Store, target: AlertTarget, condition: string, now: Date, source = 'demo') => {
  const rule = applyAlertWrite(store, source, { op: 'add', target, condition }, now);
  if (!rule) throw new Error('no rule');
  return rule;
};
const firedDays = (store: Store) =>
  store.alerts
    .firings()
    .map((f) => f.day)
    .sort();

const stores: Store[] = [];
const open = (...args: Parameters<typeof cache>) => {
  const s = cache(...args);
  stores.push(s);
  return s;
};
afterEach(() => {
  for (const s of stores.splice(0)) s.close();
  vi.restoreAllMocks();
});

describe('alert evaluation', () => {
  it('fires on exactly the bars after the rule was made where the condition became true, with the bar and its value', () => {
    const store = open();
    writeBars(store, 0, 1);
    const rule = add(store, SNTS, 'close above 100', at(1));
    writeBars(store, 2, 9);
    const fired = alertEvaluator(store, 'demo', () => at(9)).landed('share-history', '3');
    expect(fired.map((f) => [f.day, f.value])).toEqual([
      [dayOf(2), 101],
      [dayOf(6), 102],
      [dayOf(9), 103],
    ]);
    expect(fired[0]).toMatchObject({
      rule: rule.id,
      source: 'demo',
      security: { kind: 'share', id: 3, code: 'SNTS' },
      condition: 'close above 100',
      firedAt: at(9).toISOString(),
      read: false,
    });
    expect(store.alerts.unread()).toBe(3);
  });

  it("a sync's landings read no security's record while no enabled rule watches that kind of security", () => {
    const store = open();
    writeBars(store, 0, 9);
    const shareRecord = vi.spyOn(store.data.shares, 'get');
    const fundRecord = vi.spyOn(store.data.funds, 'get');
    const evaluate = alertEvaluator(store, 'demo', () => at(9));
    expect(evaluate.landed('share-history', '3')).toEqual([]);
    // A fund's rule, and a share's rule switched off: a share's landing still has nothing to match.
    add(store, { kind: 'fund', id: 8, code: 'SOGA' }, 'nav above 100', at(9));
    const off = add(store, SNTS, 'close above 100', at(9));
    applyAlertWrite(store, 'demo', { op: 'update', id: off.id, enabled: false }, at(9));
    expect(evaluate.landed('share-history', '3')).toEqual([]);
    expect(shareRecord).not.toHaveBeenCalled();
    evaluate.landed('fund-valuations', '8');
    expect(fundRecord).toHaveBeenCalledWith(8); // a fund rule is matched by the fund's code
  });

  it('a re-sync of the same data fires nothing, even when the last bar is revised', () => {
    const store = open();
    writeBars(store, 0, 1);
    add(store, SNTS, 'close crosses below 100', at(1));
    writeBars(store, 2, 9);
    const evaluate = alertEvaluator(store, 'demo', () => at(9));
    expect(evaluate.landed('share-history', '3').map((f) => f.day)).toEqual([dayOf(4), dayOf(7)]);
    writeBars(store, 0, 9);
    expect(evaluate.landed('share-history', '3')).toEqual([]);
    writeBars(store, 9, 9, [...CLOSES.slice(0, 9), 95]); // the last day moved: looked at already
    expect(evaluate.landed('share-history', '3')).toEqual([]);
    expect(store.alerts.firings()).toHaveLength(2);
  });

  it('a rule made today ignores the history cached before it, and bars landing one by one fire as a whole run would', () => {
    const store = open();
    writeBars(store, 0, 9);
    add(store, SNTS, 'close above 100', at(9));
    const evaluate = alertEvaluator(store, 'demo', () => at(9));
    expect(evaluate.landed('share-history', '3')).toEqual([]);
    // Three more days land one at a time: 99 (below), 101 (fires), 102.
    const more = [...CLOSES, 99, 101, 102];
    for (let i = 10; i <= 12; i++) {
      writeBars(store, i, i, more);
      evaluate.landed('share-history', '3');
    }
    expect(firedDays(store)).toEqual([dayOf(11)]);
  });

  it("a rule made on an empty cache does not fire for the history the first sync brings, only from today's bar on", () => {
    const store = open();
    add(store, SNTS, 'close above 100', at(10));
    writeBars(store, 0, 9);
    const evaluate = alertEvaluator(store, 'demo', () => at(10));
    expect(evaluate.landed('share-history', '3')).toEqual([]);
    writeBars(store, 10, 11, [...CLOSES, 99, 101]);
    expect(evaluate.landed('share-history', '3').map((f) => f.day)).toEqual([dayOf(11)]);
  });

  it('a sync killed after the bars were written but before the rules were checked loses nothing: the next landing fires them once', () => {
    const store = open();
    writeBars(store, 0, 1);
    add(store, SNTS, 'close above 100', at(1));
    writeBars(store, 2, 5); // ...killed here, before evaluation
    writeBars(store, 2, 9); // the next sync fetches from the last cached day on
    alertEvaluator(store, 'demo', () => at(9)).landed('share-history', '3');
    expect(firedDays(store)).toEqual([dayOf(2), dayOf(6), dayOf(9)]);
  });

  it('a sync killed inside the check stores neither the firings nor the mark; the next check fires each once', () => {
    const store = open();
    writeBars(store, 0, 1);
    add(store, SNTS, 'close above 100', at(1));
    add(store, SNTS, 'close below 100', at(1));
    writeBars(store, 2, 9);
    const evaluate = alertEvaluator(store, 'demo', () => at(9));
    // Dies after the first rule's firings were inserted, before its mark moved.
    vi.spyOn(store.alerts, 'setMark').mockImplementationOnce(() => {
      throw new Error('killed');
    });
    expect(() => evaluate.landed('share-history', '3')).toThrow('killed');
    expect(store.alerts.firings()).toEqual([]);
    vi.restoreAllMocks();
    expect(evaluate.landed('share-history', '3')).toHaveLength(5);
    expect(evaluate.landed('share-history', '3')).toHaveLength(0);
    expect(firedDays(store)).toEqual([dayOf(2), dayOf(4), dayOf(6), dayOf(7), dayOf(9)]);
  });

  it('a disabled rule is kept and fires nothing; enabled again, it ignores what landed meanwhile', () => {
    const store = open();
    writeBars(store, 0, 1);
    const rule = add(store, SNTS, 'close above 100', at(1));
    applyAlertWrite(store, 'demo', { op: 'update', id: rule.id, enabled: false }, at(1));
    writeBars(store, 2, 5);
    const evaluate = alertEvaluator(store, 'demo', () => at(5));
    expect(evaluate.landed('share-history', '3')).toEqual([]);
    expect(store.alerts.rules()).toMatchObject([{ id: rule.id, enabled: false, condition: 'close above 100' }]);
    applyAlertWrite(store, 'demo', { op: 'update', id: rule.id, enabled: true }, at(5));
    writeBars(store, 6, 9);
    expect(evaluate.landed('share-history', '3').map((f) => f.day)).toEqual([dayOf(6), dayOf(9)]);
  });

  it('a rule without a code follows its id only: the bars of another uncached security never fire it', () => {
    const store = open();
    store.data['share-history'].upsert(9, [sharePriceSchema.parse({ price_date: dayOf(0), closing_price: 90 })]);
    add(store, { kind: 'share', id: 5, code: '' }, 'close above 100', at(0));
    store.data['share-history'].upsert(9, [sharePriceSchema.parse({ price_date: dayOf(1), closing_price: 110 })]);
    expect(alertEvaluator(store, 'demo', () => at(1)).landed('share-history', '9')).toEqual([]);
  });

  it("a fund's NAV rules fire on its valuations", () => {
    const store = open();
    const navs = [50, 51, 49, 52, 53];
    const write = (from: number, to: number) =>
      store.data['fund-valuations'].upsert(
        8,
        navs.slice(from, to + 1).map((value, k) => fundValuationSchema.parse({ date: dayOf(from + k), value })),
      );
    write(0, 1);
    add(store, { kind: 'fund', id: 8, code: 'SOGA' }, 'nav crosses below 50', at(1));
    write(2, 4);
    expect(
      alertEvaluator(store, 'demo', () => at(4))
        .landed('fund-valuations', '8')
        .map((f) => [f.day, f.value, f.security.code]),
    ).toEqual([[dayOf(2), 49, 'SOGA']]);
  });

  it('calendar rules fire once per event whose actual is published after they were made, by country and importance', () => {
    const store = open();
    const event = (id: number, day: number, zone: string, importance: string, current: string | null) => ({
      ...calendarEventSchema.parse({
        id,
        title: `Event ${id}`,
        date: dayOf(day),
        hour: '14:30',
        importance,
        zone: { code: zone },
        current,
      }),
      id,
    });
    store.data.events.upsert([event(1, 5, 'US', 'HIGH', '3,5 %'), event(2, 5, 'US', 'HIGH', null), event(3, 6, 'US', 'HIGH', null)]);
    const rule = add(store, { kind: 'calendar', country: 'US', importance: 'HIGH' }, 'released', at(5));
    add(store, { kind: 'event', id: 3, code: 'US Event 3' }, 'actual released', at(5));
    const evaluate = alertEvaluator(store, 'demo', () => at(6));
    expect(evaluate.landed('events', '')).toEqual([]);
    store.data.events.upsert([
      event(1, 5, 'US', 'HIGH', '3,5 %'), // released before the rule: the past
      event(2, 5, 'US', 'HIGH', '215K'),
      event(3, 6, 'US', 'HIGH', '-0.2'),
      event(4, 6, 'US', 'MEDIUM', '1'), // not HIGH
      event(5, 6, 'EU', 'HIGH', '1'), // not US
    ]);
    const fired = evaluate.landed('events', '');
    expect(fired.map((f) => [f.rule, f.security.id, f.day, f.value, f.note])).toEqual([
      [rule.id, 2, dayOf(5), null, '215K'],
      [rule.id, 3, dayOf(6), -0.2, '-0.2'],
      [rule.id + 1, 3, dayOf(6), -0.2, '-0.2'],
    ]);
    expect(fired[0]?.security).toEqual({ kind: 'event', id: 2, code: 'US Event 2' });
    expect(evaluate.landed('events', '')).toEqual([]);
  });

  it('rules and firings live in the home file: another source sees them, and starts after its own cached bars', () => {
    const tmp = tempDir('alerts-home');
    try {
      const home = tmp.file('home.sqlite');
      const a = open(tmp.file('a.sqlite'), home);
      writeBars(a, 0, 1);
      add(a, SNTS, 'close above 100', at(1), 'source-a');
      writeBars(a, 2, 9);
      alertEvaluator(a, 'source-a', () => at(9)).landed('share-history', '3');
      const b = open(tmp.file('b.sqlite'), home); // another source: SNTS has another id there, matched by its code
      b.data.shares.upsert([{ ...shareSchema.parse({ id: 77, name: 'Sonatel', mnemo_code: 'SNTS' }), id: 77 }]);
      b.data['share-history'].upsert(
        77,
        CLOSES.map((close, i) => sharePriceSchema.parse({ price_date: dayOf(i), closing_price: close })),
      );
      const inB = alertEvaluator(b, 'source-b', () => at(9));
      expect(inB.landed('share-history', '77')).toEqual([]); // first met: its cached bars are the past
      b.data['share-history'].upsert(77, [
        sharePriceSchema.parse({ price_date: dayOf(10), closing_price: 99 }),
        sharePriceSchema.parse({ price_date: dayOf(11), closing_price: 105 }),
      ]);
      expect(inB.landed('share-history', '77').map((f) => [f.source, f.security.id, f.day])).toEqual([['source-b', 77, dayOf(11)]]);
      expect(b.alerts.rules()).toHaveLength(1);
      expect(a.alerts.firings().map((f) => f.source)).toEqual(['source-b', 'source-a', 'source-a', 'source-a']);
    } finally {
      for (const s of stores.splice(0)) s.close();
      tmp.remove();
    }
  });
});
