// One form of a declared Date whatever the service's spelling: the rule every export applies.
import { describe, expect, it } from 'vitest';
import { canonicalDate } from '../../../src-main/shared/canonical-date';
import { canonicalRecord } from '../../../src-main/shared/canonical-record';

describe('canonicalDate', () => {
  // The spec's spellings (space), and the cache's (T, what the schemas write).
  it.each([
    ['2026-05-04', '2026-05-04'],
    ['2026-05-04 00:00:00', '2026-05-04'],
    ['2026-05-04 00:00:00.000', '2026-05-04'],
    ['2026-05-04T00:00:00', '2026-05-04'],
    ['2026-05-04T00:00:00.000', '2026-05-04'],
    ['2026-05-04 14:30:05', '2026-05-04T14:30:05'],
    ['2026-05-04 14:30:05.250', '2026-05-04T14:30:05'],
    ['2026-05-04T14:30:05', '2026-05-04T14:30:05'],
    ['2026-05-04T14:30:05.000', '2026-05-04T14:30:05'],
    ['2026-05-04 00:00:01', '2026-05-04T00:00:01'],
    ['2026-05-04 12:00:00', '2026-05-04T12:00:00'],
  ])('%s → %s', (spelling, canonical) => {
    expect(canonicalDate(spelling)).toBe(canonical);
  });

  it.each(['', 'n/a', '04/05/2026', '2026-05-04 14:30', 'ML0000439819'])('leaves %j, which is no Date, as it is', (text) => {
    expect(canonicalDate(text)).toBe(text);
  });
});

describe('canonicalRecord', () => {
  it('rewrites the declared Dates only, nested ones by their dotted name', () => {
    const record = {
      id: 7,
      from: '2020-01-02 00:00:00.000',
      creation_year: '1995-06-23 00:00:00', // declared String: kept as served
      person: { name: 'A', birthdate: '1960-03-04T00:00:00' },
      last_renew: null,
    };
    expect(canonicalRecord(record, new Set(['from', 'person.birthdate', 'last_renew']))).toEqual({
      id: 7,
      from: '2020-01-02',
      creation_year: '1995-06-23 00:00:00',
      person: { name: 'A', birthdate: '1960-03-04' },
      last_renew: null,
    });
  });
});
