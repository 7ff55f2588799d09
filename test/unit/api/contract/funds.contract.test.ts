// Contract of the 4 funds operations and the 7 funds filters, client over HTTP against the simulator.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { QueryOf } from '../../../../src-main/api/endpoints';
import type { Fund, FundValuation } from '../../../../src-main/simulator';
import { apiFailure, contains, edges, must, same, startContract, type Contract } from './contract-helpers';

let c: Contract;

beforeAll(async () => {
  c = await startContract();
});

afterAll(async () => {
  await c?.close();
});

const funds = () => c.sim.dataset.funds;
const valuations = (id: number): FundValuation[] => must(c.sim.dataset.fundValuations.get(id), `valuations of ${id}`);

/** Edge funds, plus one with every optional text absent and one with a Reuters code. */
function sampleFunds(): Fund[] {
  const nulls = (f: Fund) => Object.values(f).filter((v) => v === null).length;
  const sparse = must([...funds()].sort((a, b) => nulls(b) - nulls(a))[0], 'fund');
  const coded = must(
    funds().find((f) => f.reuters !== null && f.benchmark !== null),
    'fund with reuters and benchmark',
  );
  return [...new Set([...edges(funds()), sparse, coded])];
}

describe('funds list and single fund', () => {
  it('lists every fund, in id order, exactly as the canonical data', async () => {
    const { records, rejects, meta } = await c.client.list('funds', {});
    expect(rejects).toEqual([]);
    expect(records).toStrictEqual(funds());
    const ids = records.map((f) => f.id ?? 0);
    expect(ids).toEqual([...ids].sort((a, b) => a - b));
    expect(meta?.total).toBe(funds().length);
  });

  it('returns single funds exactly as the canonical data', async () => {
    for (const fund of sampleFunds()) {
      const { record, rejects } = await c.client.get('fund', { id: fund.id });
      expect(rejects).toEqual([]);
      expect(record).toStrictEqual(fund);
    }
  });

  it('reports an unknown fund as not-found', async () => {
    const unknown = Math.max(...funds().map((f) => f.id)) + 1;
    expect((await apiFailure(c.client.get('fund', { id: unknown }))).kind).toBe('not-found');
    expect((await apiFailure(c.client.list('fundValuations', { id: unknown }))).kind).toBe('not-found');
  });
});

describe('fund documents', () => {
  it('returns the documents and the fund name in meta.name', async () => {
    for (const fund of sampleFunds()) {
      const set = c.sim.dataset.fundDocuments.get(fund.id);
      const { records, rejects, meta } = await c.client.list('fundDocuments', { id: fund.id });
      expect(rejects).toEqual([]);
      expect(records).toStrictEqual(set?.documents ?? []);
      expect(meta?.name).toBe(fund.name);
      expect(meta?.total).toBe(records.length);
    }
  });

  it('sends meta.name on fund documents only', async () => {
    const { meta } = await c.client.list('fundValuations', { id: must(funds()[0], 'fund').id, query: { from: '2026-01-01' } });
    expect(meta?.name).toBeNull();
  });
});

describe('fund valuations', () => {
  const valuationFunds = () => {
    const byLength = [...funds()].sort((a, b) => valuations(a.id).length - valuations(b.id).length);
    return [must(byLength[0], 'fund'), must(byLength.at(-1), 'fund')];
  };

  it('returns whole valuation histories, oldest first, across pages', async () => {
    for (const fund of valuationFunds()) {
      const { records, rejects, meta } = await c.client.list('fundValuations', { id: fund.id });
      expect(rejects).toEqual([]);
      expect(records).toStrictEqual(valuations(fund.id));
      expect(meta?.total).toBe(valuations(fund.id).length);
      const days = records.map((v) => v.date ?? '');
      expect(days).toEqual([...days].sort());
    }
  });

  it('filters by from/to, both inclusive', async () => {
    const fund = must(valuationFunds()[1], 'fund');
    const points = valuations(fund.id);
    const from = must(points[40], 'point').date;
    const to = must(points[90], 'point').date;
    const between = (lo: string | null, hi: string | null) =>
      points.filter((v) => (lo === null || v.date >= lo) && (hi === null || v.date <= hi));
    const both = await c.client.list('fundValuations', { id: fund.id, query: { from, to } });
    expect(both.records).toStrictEqual(between(from, to));
    expect(both.records).toHaveLength(51);
    expect((await c.client.list('fundValuations', { id: fund.id, query: { from: to } })).records).toStrictEqual(between(to, null));
    expect((await c.client.list('fundValuations', { id: fund.id, query: { to: from } })).records).toStrictEqual(between(null, from));
    expect((await c.client.list('fundValuations', { id: fund.id, query: { from: to, to: from } })).records).toEqual([]);
  });

  it('refuses a badly written date before any request', async () => {
    const before = c.sim.stats().requests;
    const id = must(funds()[0], 'fund').id;
    await expect(c.client.list('fundValuations', { id, query: { from: '2024/01/01' } })).rejects.toThrow(TypeError);
    await expect(c.client.list('fundValuations', { id, query: { to: '2024-1-1' } })).rejects.toThrow(/to/);
    expect(c.sim.stats().requests).toBe(before);
  });
});

describe('funds filters', () => {
  const list = async (query: QueryOf<'funds'>) => {
    const { records, rejects } = await c.client.list('funds', { query });
    expect(rejects).toEqual([]);
    return records;
  };
  /** Expected results must be a real selection, or the test could not fail. */
  const selection = (expected: Fund[]) => {
    expect(expected.length).toBeGreaterThan(0);
    expect(expected.length).toBeLessThan(funds().length);
    return expected;
  };

  it('name: partial, ignoring case and accents', async () => {
    const expected = selection(funds().filter((f) => contains(f.name, 'TRESOR')));
    expect(expected.some((f) => f.name.includes('Trésor'))).toBe(true);
    expect(await list({ name: 'TRESOR' })).toStrictEqual(expected);
  });

  it('company: partial match on the management company name', async () => {
    const company = must(
      funds().find((f) => /[À-ÿ]/.test(f.organization.name)),
      'accented company',
    ).organization.name;
    const needle = company.split(/\s+/).sort((a, b) => b.length - a.length)[0] ?? company;
    const expected = selection(funds().filter((f) => contains(f.organization.name, needle)));
    expect(await list({ company: needle.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase() })).toStrictEqual(expected);
  });

  it('place: exact quoting place, ignoring case', async () => {
    const place = must(funds()[0], 'fund').coting_place;
    expect(await list({ place: place.toUpperCase() })).toStrictEqual(selection(funds().filter((f) => same(f.coting_place, place))));
    expect(await list({ place: place.slice(0, 3) })).toEqual([]);
  });

  it('currency: exact currency of the management company', async () => {
    expect(await list({ currency: 'eur' })).toStrictEqual(selection(funds().filter((f) => same(f.organization.currency, 'EUR'))));
    expect(await list({ currency: 'XOF' })).toStrictEqual(selection(funds().filter((f) => same(f.organization.currency, 'XOF'))));
  });

  it('nature: exact, so FCP does not match FCPR or FCPE', async () => {
    const expected = selection(funds().filter((f) => same(f.nature, 'fcp')));
    expect(funds().some((f) => f.nature.startsWith('FCP') && f.nature !== 'FCP')).toBe(true);
    expect(await list({ nature: 'fcp' })).toStrictEqual(expected);
  });

  it('category: exact id or label', async () => {
    const fund = must(
      funds().find((f) => f.category !== fold(f.category)),
      'fund with an accented category',
    );
    const expected = selection(funds().filter((f) => f.category_id === fund.category_id));
    expect(await list({ category: fund.category_id })).toStrictEqual(expected);
    expect(await list({ category: fold(fund.category).toUpperCase() })).toStrictEqual(
      funds().filter((f) => same(f.category, fund.category)),
    );
  });

  it('periodicity: label or the codes daily/weekly', async () => {
    const daily = selection(funds().filter((f) => same(f.periodicity, 'Quotidienne')));
    const weekly = selection(funds().filter((f) => same(f.periodicity, 'Hebdomadaire')));
    expect(await list({ periodicity: 'quotidienne' })).toStrictEqual(daily);
    expect(await list({ periodicity: 'daily' })).toStrictEqual(daily);
    expect(await list({ periodicity: 'WEEKLY' })).toStrictEqual(weekly);
    expect(await list({ periodicity: 'monthly' })).toEqual([]);
  });

  it('combines filters with AND', async () => {
    const expected = funds().filter(
      (f) => same(f.nature, 'FCP') && same(f.organization.currency, 'XOF') && same(f.periodicity, 'Quotidienne'),
    );
    expect(expected.length).toBeGreaterThan(0);
    const either = funds().filter(
      (f) => same(f.nature, 'FCP') || same(f.organization.currency, 'XOF') || same(f.periodicity, 'Quotidienne'),
    );
    expect(expected.length).toBeLessThan(either.length);
    expect(await list({ nature: 'FCP', currency: 'XOF', periodicity: 'daily' })).toStrictEqual(expected);
  });

  it('refuses invalid filters before any request', async () => {
    const before = c.sim.stats().requests;
    await expect(c.client.list('funds', { query: { nature: '' } })).rejects.toThrow(TypeError);
    await expect(c.client.list('funds', { query: { from: '2024-01-01' } as never })).rejects.toThrow(TypeError); // deliberately outside the typed parameters: the client must refuse it at run time
    expect(c.sim.stats().requests).toBe(before);
  });
});

function fold(text: string): string {
  return text.normalize('NFD').replace(/\p{M}/gu, '');
}
