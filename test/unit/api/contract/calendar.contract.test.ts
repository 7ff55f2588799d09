// Contract of the 3 economic-calendar operations and the events filters, client over HTTP.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { QueryOf } from '../../../../src-main/api/endpoints';
import type { CalendarEvent } from '../../../../src-main/simulator';
import { apiFailure, contains, edges, must, startContract, type Contract } from './contract-helpers';

let c: Contract;
let all: CalendarEvent[];

beforeAll(async () => {
  c = await startContract();
  all = c.sim.dataset.events;
});

afterAll(async () => {
  await c?.close();
});

const list = async (query: QueryOf<'events'>) => {
  const { records, rejects } = await c.client.list('events', { query });
  expect(rejects).toEqual([]);
  return records;
};

/** Expected results must be a real selection, or the test could not fail. */
const selection = (expected: CalendarEvent[]) => {
  expect(expected.length).toBeGreaterThan(0);
  expect(expected.length).toBeLessThan(all.length);
  return expected;
};

/** The /v1/countries id of an event's zone, from the dataset's geo table. */
const countryIdOf = (e: CalendarEvent) => c.sim.dataset.geo.countryIdByZoneCode.get(e.zone.code) ?? -1;

describe('events', () => {
  it('lists every event exactly as the canonical data, by date, then hour (all-day first), then id', async () => {
    const { records, rejects, meta } = await c.client.list('events', {});
    expect(rejects).toEqual([]);
    expect(meta?.total).toBe(all.length);
    expect(records).toStrictEqual(all);
    const keys = records.map((e) => `${e.date} ${e.hour === null ? ' ' : e.hour} ${String(e.id).padStart(10, '0')}`);
    expect(keys).toEqual([...keys].sort());
  });

  it('returns single events exactly as the canonical data (holidays, unpublished figures included)', async () => {
    const holiday = must(
      all.find((e) => e.hour === null),
      'all-day event',
    );
    const upcoming = must(
      all.find((e) => e.current === null),
      'event without a current value',
    );
    for (const event of [...edges(all), holiday, upcoming]) {
      const { record, rejects } = await c.client.get('event', { id: event.id });
      expect(rejects).toEqual([]);
      expect(record).toStrictEqual(event);
    }
    expect((await apiFailure(c.client.get('event', { id: 1 }))).kind).toBe('not-found');
  });

  it('returns an event’s history, most recent first, exactly as the canonical data', async () => {
    const withHistory = all.filter((e) => (c.sim.dataset.eventHistory.get(e.id)?.length ?? 0) > 0);
    const withoutHistory = must(
      all.find((e) => c.sim.dataset.eventHistory.get(e.id)?.length === 0),
      'event without history',
    );
    for (const event of [...edges(withHistory), withoutHistory]) {
      const expected = must(c.sim.dataset.eventHistory.get(event.id), 'history');
      const { records, rejects, meta } = await c.client.list('eventHistory', { id: event.id });
      expect(rejects).toEqual([]);
      expect(records).toStrictEqual(expected);
      expect(meta?.total).toBe(expected.length);
      const days = records.map((e) => e.date ?? '');
      expect(days).toEqual([...days].sort().reverse());
    }
  });
});

describe('events filters', () => {
  it('q: partial match on the title, ignoring case and accents', async () => {
    const expected = selection(all.filter((e) => contains(e.title, 'decision de taux') || contains(e.zone.name, 'decision de taux')));
    expect(await list({ q: 'DECISION DE TAUX' })).toStrictEqual(expected);
  });

  it('q: partial match on the zone name too', async () => {
    const expected = selection(all.filter((e) => contains(e.title, 'etats-u') || contains(e.zone.name, 'etats-u')));
    expect(expected.every((e) => e.zone.code === 'US')).toBe(true);
    expect(await list({ q: 'etats-u' })).toStrictEqual(expected);
  });

  it('from/to: both inclusive, on the event date', async () => {
    const from = must(all[300], 'event').date;
    const to = must(all[500], 'event').date;
    const expected = selection(all.filter((e) => e.date.slice(0, 10) >= from && e.date.slice(0, 10) <= to));
    expect(expected[0]?.date).toBe(from);
    expect(expected.at(-1)?.date).toBe(to);
    expect(await list({ from, to })).toStrictEqual(expected);
    expect(await list({ from: to })).toStrictEqual(all.filter((e) => e.date.slice(0, 10) >= to));
    expect(await list({ to: from, from: to })).toEqual([]);
  });

  it('categories: any of the listed ids', async () => {
    expect(await list({ categories: [9] })).toStrictEqual(selection(all.filter((e) => e.category.id === 9)));
    expect(await list({ categories: [2, 3] })).toStrictEqual(selection(all.filter((e) => [2, 3].includes(e.category.id))));
  });

  it('geo_type COUNTRY: events of exactly those countries', async () => {
    const expected = selection(all.filter((e) => [1, 7].includes(countryIdOf(e))));
    expect(new Set(expected.map((e) => e.zone.code))).toEqual(new Set(['FR', 'US']));
    expect(await list({ geo_type: 'COUNTRY', geo_values: [1, 7] })).toStrictEqual(expected);
    // geo_values without geo_type means COUNTRY.
    expect(await list({ geo_values: [1, 7] })).toStrictEqual(expected);
  });

  it('geo_type ZONE: a currency zone adds its members, a member adds its zone', async () => {
    const { membersByCountryId } = c.sim.dataset.geo;
    const [zoneId, members] = must([...membersByCountryId.entries()][0], 'currency zone');
    const widen = (values: number[]) => {
      const ids = new Set(values);
      for (const [zone, ms] of membersByCountryId) {
        if (values.includes(zone)) ms.forEach((m) => ids.add(m));
        if (ms.some((m) => values.includes(m))) ids.add(zone);
      }
      return ids;
    };
    const zoneIds = widen([zoneId]);
    expect(zoneIds).toEqual(new Set([zoneId, ...members]));
    const byZone = selection(all.filter((e) => zoneIds.has(countryIdOf(e))));
    expect(await list({ geo_type: 'ZONE', geo_values: [zoneId] })).toStrictEqual(byZone);
    // COUNTRY on the same id is narrower.
    const countryOnly = all.filter((e) => countryIdOf(e) === zoneId);
    expect(countryOnly.length).toBeLessThan(byZone.length);
    expect(await list({ geo_type: 'COUNTRY', geo_values: [zoneId] })).toStrictEqual(countryOnly);

    const member = must(members[0], 'member');
    const memberIds = widen([member, 8]);
    expect(memberIds).toEqual(new Set([member, zoneId, 8]));
    expect(await list({ geo_type: 'ZONE', geo_values: [member, 8] })).toStrictEqual(all.filter((e) => memberIds.has(countryIdOf(e))));
  });

  it('combines all filters with AND', async () => {
    const from = must(all[200], 'event').date;
    const to = must(all[1500], 'event').date;
    const expected = all.filter(
      (e) =>
        e.date >= from &&
        e.date <= to &&
        [2, 5].includes(e.category.id) &&
        [7].includes(countryIdOf(e)) &&
        (contains(e.title, 'ipc') || contains(e.zone.name, 'ipc')),
    );
    expect(expected.length).toBeGreaterThan(0);
    // The q and geo filters alone let more through: the dates and categories are applied too.
    expect(expected.length).toBeLessThan(all.filter((e) => contains(e.title, 'ipc') && countryIdOf(e) === 7).length);
    expect(await list({ q: 'ipc', from, to, categories: [2, 5], geo_type: 'COUNTRY', geo_values: [7] })).toStrictEqual(expected);
  });

  it('refuses invalid query input before any request', async () => {
    const before = c.sim.stats().requests;
    await expect(c.client.list('events', { query: { from: '2024/01/01' } })).rejects.toThrow(TypeError);
    await expect(c.client.list('events', { query: { to: '20240101' } })).rejects.toThrow(/to/);
    await expect(c.client.list('events', { query: { categories: [] } })).rejects.toThrow(TypeError);
    await expect(c.client.list('events', { query: { categories: [1.5] } })).rejects.toThrow(TypeError);
    await expect(c.client.list('events', { query: { geo_type: 'REGION' as never, geo_values: [1] } })).rejects.toThrow(/geo_type/); // deliberately outside the typed parameters: the client must refuse it at run time
    await expect(c.client.list('events', { query: { geo_values: [-1] } })).rejects.toThrow(TypeError);
    await expect(c.client.list('events', { query: { q: '' } })).rejects.toThrow(TypeError);
    expect(c.sim.stats().requests).toBe(before);
  });
});
