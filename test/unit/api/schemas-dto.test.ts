import { describe, expect, expectTypeOf, it } from 'vitest';
import type { z } from 'zod';
import {
  boardMemberSchema,
  calendarEventSchema,
  countrySchema,
  fundSchema,
  parseRecord,
  parseRecords,
  sharePriceSchema,
  shareSchema,
  type CalendarEvent,
  type Fund,
  type FundFees,
  type FundOrganization,
  type Person,
  type Share,
  type SharePrice,
} from '../../../src-main/api/schemas';

/** Parses one record through the public entry point, failing the test on a reject. */
function ok<T>(schema: z.ZodType<T, unknown>, raw: unknown): T {
  const r = parseRecord(schema, raw, { dataset: 'test' });
  if ('reject' in r) throw new Error(`unexpected reject: ${JSON.stringify(r.reject)}`);
  return r.record;
}

describe('share records', () => {
  it('have every field of the table, absent ones as null, mixed encodings coerced', () => {
    const share = ok(shareSchema, {
      id: '1203',
      name: 'SONATEL',
      isin: 'SN0000000019',
      first_quoting_date: '1998-10-02 00:00:00.000',
      introduction_price: '6000',
      number_of_shares: 100000000,
      last_day_price: '25500.00',
      last_variation: -0.0123,
      last_per: '',
      varpYtd: '0.1534',
      volat1y: null,
      creation_year: '1985-01-01 00:00:00',
    });
    expect(share.id).toBe(1203);
    expect(share.first_quoting_date).toBe('1998-10-02T00:00:00.000');
    expect(share.introduction_price).toBe(6000);
    expect(share.last_day_price).toBe(25500);
    expect(share.last_variation).toBe(-0.0123);
    expect(share.last_per).toBeNull();
    expect(share.varpYtd).toBe(0.1534); // a ratio, not rescaled
    expect(share.volat1y).toBeNull();
    expect(share.creation_year).toBe('1985-01-01 00:00:00'); // declared String: verbatim
    expect(share.website).toBeNull();
    expect(Object.keys(share)).toHaveLength(59); // 33 identity members, 9 last_*, 9 varp*, 8 volat*
    expect(Object.keys(share)).toContain('varpYtd');
  });

  it('drops members the spec does not name', () => {
    const share = ok(shareSchema, { id: 1, name: 'X', logo_url: 'https://x', nested: { a: 1 } });
    expect(share).not.toHaveProperty('logo_url');
    expect(share).not.toHaveProperty('nested');
  });
});

describe('price items', () => {
  it('turn the served bar into numbers and an ISO date', () => {
    const bar = ok(sharePriceSchema, {
      id: 12,
      price_date: '2024-01-02 00:00:00.000',
      day_price: '12.50',
      variation: 0.012,
      volume: '10234',
      closing_price: 12.5,
      opening_price: '12.40',
      upper: '12.70',
      lower: 12.3,
      per: '',
    });
    expect(bar).toEqual({
      id: '12',
      price_date: '2024-01-02T00:00:00.000',
      day_price: 12.5,
      variation: 0.012,
      volume: 10234,
      closing_price: 12.5,
      opening_price: 12.4,
      upper: 12.7,
      lower: 12.3,
      per: null,
    });
  });
});

describe('board members', () => {
  it('keep the person nested; an absent person is null', () => {
    const member = ok(boardMemberSchema, {
      id: '7',
      title: 'Président',
      from: '2019-05-01',
      person: { name: 'A. Diallo', birthdate: '1960-03-04 00:00:00', gender: 'M', unknown: 1 },
    });
    expect(member.person).toEqual({ name: 'A. Diallo', birthdate: '1960-03-04T00:00:00', gender: 'M', address: null, phone: null });
    expect(ok(boardMemberSchema, { id: '8', person: null }).person).toBeNull();
    expect(ok(boardMemberSchema, { id: '8', person: '' }).person).toBeNull();
    expect(ok(boardMemberSchema, { id: '8' }).person).toBeNull();
  });

  it('report a bad nested member with its dotted path', () => {
    const r = parseRecord(boardMemberSchema, { id: '9', person: { birthdate: '1960-02-30' } }, { dataset: 'share.board' });
    expect(r).toEqual({
      reject: {
        dataset: 'share.board',
        index: 0,
        recordId: '9',
        path: 'person.birthdate',
        reason: '"1960-02-30" is not a valid date (day 30 of 1960-02)',
        excerpt: '{"id":"9","person":{"birthdate":"1960-02-30"}}',
      },
    });
  });
});

describe('fund records absorb the documented deviations', () => {
  const sample = {
    id: 31,
    name: 'FCP Sécurité',
    reuteurs: 'FCPSEC.R',
    banckmark: 'BRVM 10',
    organization: { name: 'SGI Gestion', country_id: 'CI', country_name: "Côte d'Ivoire", currency: 'XOF' },
    fees: { management: '1,5 %', admission: 2, exit: '' },
    last_vl: '10234.56',
    last_vl_date: '2024-03-01',
    investor_type: 'Tous',
    fund_of_funds: 'NON',
    capitalization_type: 'Capitalisation',
    varp_annualized10y: '0.061',
  };

  it('reads reuteurs/banckmark as reuters/benchmark', () => {
    const fund = ok(fundSchema, sample);
    expect(fund.reuters).toBe('FCPSEC.R');
    expect(fund.benchmark).toBe('BRVM 10');
    expect(fund).not.toHaveProperty('reuteurs');
    expect(fund).not.toHaveProperty('banckmark');
  });

  it('prefers the correct spelling when both are present, falls back when it is empty', () => {
    expect(ok(fundSchema, { ...sample, reuters: 'RIGHT' }).reuters).toBe('RIGHT');
    expect(ok(fundSchema, { ...sample, benchmark: 'RIGHT' }).benchmark).toBe('RIGHT');
    expect(ok(fundSchema, { ...sample, reuters: '' }).reuters).toBe('FCPSEC.R');
    expect(ok(fundSchema, { ...sample, benchmark: null }).benchmark).toBe('BRVM 10');
  });

  it('accepts varp-annualized10y in both spellings under the hyphenated key', () => {
    expect(ok(fundSchema, sample)['varp-annualized10y']).toBe(0.061);
    expect(ok(fundSchema, { 'varp-annualized10y': 0.07 })['varp-annualized10y']).toBe(0.07);
    const both = ok(fundSchema, { 'varp-annualized10y': '0.07', varp_annualized10y: '0.01' });
    expect(both['varp-annualized10y']).toBe(0.07);
    expect(both).not.toHaveProperty('varp_annualized10y');
  });

  it('keeps the extra members investor_type, fund_of_funds, capitalization_type', () => {
    const fund = ok(fundSchema, sample);
    expect(fund.investor_type).toBe('Tous');
    expect(fund.fund_of_funds).toBe('NON');
    expect(fund.capitalization_type).toBe('Capitalisation');
    expect(ok(fundSchema, { id: 1 }).fund_of_funds).toBeNull();
  });

  it('nests organization (id may be absent) and fees (all text)', () => {
    const fund = ok(fundSchema, sample);
    expect(fund.organization).toEqual({ id: null, name: 'SGI Gestion', country_id: 'CI', country_name: "Côte d'Ivoire", currency: 'XOF' });
    expect(fund.fees).toEqual({
      management: '1,5 %',
      admission: '2',
      admission_fund: null,
      exit: null,
      exit_fund: null,
      outperformance: null,
      indirects: null,
    });
    expect(ok(fundSchema, { ...sample, organization: { ...sample.organization, id: 5 } }).organization?.id).toBe('5');
  });

  it('reads the omitted members (category_id, varp*, volat*, sharpe*) as null', () => {
    const fund = ok(fundSchema, sample);
    expect(fund.category_id).toBeNull();
    expect(fund.varp1y).toBeNull();
    expect(fund.volat3y).toBeNull();
    expect(fund.sharpe5y).toBeNull();
    expect(fund.last_vl).toBe(10234.56);
  });

  it('reports a bad fee with its path and the fund id', () => {
    const { records, rejects } = parseRecords(fundSchema, [sample, { ...sample, id: '32', fees: { management: { pct: 1 } } }], {
      dataset: 'funds',
    });
    expect(records).toHaveLength(1);
    expect(rejects).toEqual([
      {
        dataset: 'funds',
        index: 1,
        recordId: '32',
        path: 'fees.management',
        reason: 'expected a string, got an object',
        excerpt: expect.stringMatching(/^\{"id":"32",.{200,}\}$/), // whole: the store redacts the token, then cuts
      },
    ]);
  });
});

describe('calendar events', () => {
  const sample = {
    id: '5501',
    title: 'Inflation (CPI)',
    date: '2024-02-14',
    hour: '08:30',
    period: 'janv.',
    importance: 'high',
    category: { id: '2', label: 'inflation' },
    country: { code: 'US', currency: 'USD', name: 'États-Unis' },
    source: { name: 'BLS', link: 'https://www.bls.gov' },
    previous: 3.4,
    current: '3,1 %',
    prevision: '',
  };

  it('read the region from country or zone, importance in upper case', () => {
    const event = ok(calendarEventSchema, sample);
    expect(event.zone).toEqual({ code: 'US', currency: 'USD', name: 'États-Unis' });
    expect(event).not.toHaveProperty('country');
    expect(event.importance).toBe('HIGH');
    expect(event.category).toEqual({ id: 2, label: 'inflation' });
    expect(event.hour).toBe('08:30');
    expect(event.previous).toBe('3.4');
    expect(event.current).toBe('3,1 %');
    expect(event.prevision).toBeNull();
    expect(event.comment).toBeNull();

    const { country, ...rest } = sample;
    expect(ok(calendarEventSchema, { ...rest, zone: country }).zone).toEqual(event.zone);
    expect(ok(calendarEventSchema, { ...rest, zone: { code: 'EU' }, country }).zone?.code).toBe('EU');
    expect(ok(calendarEventSchema, rest).zone).toBeNull();
  });

  it('refuse an unknown importance and a bad hour', () => {
    expect(parseRecord(calendarEventSchema, { ...sample, importance: 'critical' }, { dataset: 'events' })).toEqual({
      reject: {
        dataset: 'events',
        index: 0,
        recordId: '5501',
        path: 'importance',
        reason: '"critical" is not one of LOW, MEDIUM, HIGH, HOLIDAY',
        excerpt: expect.stringContaining('"importance":"critical"'),
      },
    });
    const r = parseRecord(calendarEventSchema, { ...sample, hour: '25:00' }, { dataset: 'events' });
    expect('reject' in r && r.reject.path).toBe('hour');
  });
});

describe('countries', () => {
  it('keep two- and three-letter codes', () => {
    expect(ok(countrySchema, { id: 1, code: 'SN', name: 'Sénégal' })).toEqual({ id: 1, code: 'SN', name: 'Sénégal' });
    expect(ok(countrySchema, { id: '2', code: 'CIV', name: "Côte d'Ivoire" })).toEqual({ id: 2, code: 'CIV', name: "Côte d'Ivoire" });
  });
});

describe('exported types', () => {
  it('describe the canonical records', () => {
    expectTypeOf<Share['varpYtd']>().toEqualTypeOf<number | null>();
    expectTypeOf<Share['id']>().toEqualTypeOf<number | null>();
    expectTypeOf<SharePrice['id']>().toEqualTypeOf<string | null>();
    expectTypeOf<SharePrice['price_date']>().toEqualTypeOf<string | null>();
    expectTypeOf<Fund['varp-annualized10y']>().toEqualTypeOf<number | null>();
    expectTypeOf<Fund['organization']>().toEqualTypeOf<FundOrganization | null>();
    expectTypeOf<Fund['fees']>().toEqualTypeOf<FundFees | null>();
    expectTypeOf<FundFees['management']>().toEqualTypeOf<string | null>();
    expectTypeOf<CalendarEvent['importance']>().toEqualTypeOf<'LOW' | 'MEDIUM' | 'HIGH' | 'HOLIDAY' | null>();
    expectTypeOf<Person['birthdate']>().toEqualTypeOf<string | null>();
    expectTypeOf<Fund>().not.toHaveProperty('reuteurs');
  });
});
