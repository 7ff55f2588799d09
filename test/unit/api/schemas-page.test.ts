import { describe, expect, it } from 'vitest';
import {
  bareListEnvelopeSchema,
  listEnvelopeSchema,
  pageMetaSchema,
  parseRecords,
  safeParseListEnvelope,
  shareAuditorSchema,
  singleEnvelopeSchema,
} from '../../../src-main/api/schemas';

const meta = { total: 45, per_page: 20, current_page: 1, total_pages: 3 };

/** The first issue of a failed parse as "path: message". */
function failure(result: { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } }): string {
  expect(result.success).toBe(false);
  const issue = result.error?.issues[0];
  return `${issue?.path.map(String).join('.')}: ${issue?.message}`;
}

describe('pageMetaSchema', () => {
  it('reads the paging members, numeric text included; count and name default to null', () => {
    expect(pageMetaSchema.parse(meta)).toEqual({ ...meta, count: null, name: null });
    expect(pageMetaSchema.parse({ total: '45', per_page: '20', current_page: '2', total_pages: '3' })).toEqual({
      total: 45,
      per_page: 20,
      current_page: 2,
      total_pages: 3,
      count: null,
      name: null,
    });
  });

  it('keeps count when present (countries) and name (fund documents)', () => {
    expect(pageMetaSchema.parse({ ...meta, count: 20 }).count).toBe(20);
    expect(pageMetaSchema.parse({ ...meta, count: '5' }).count).toBe(5);
    expect(pageMetaSchema.parse({ ...meta, name: 'FCP Sécurité' }).name).toBe('FCP Sécurité');
  });

  it('requires total_pages = ceil(total / per_page)', () => {
    expect(pageMetaSchema.safeParse({ total: 40, per_page: 20, current_page: 1, total_pages: 2 }).success).toBe(true);
    expect(pageMetaSchema.safeParse({ total: 41, per_page: 20, current_page: 1, total_pages: 3 }).success).toBe(true);
    expect(failure(pageMetaSchema.safeParse({ ...meta, total_pages: 2 }))).toBe(
      'total_pages: total_pages 2 does not match total 45 / per_page 20 (expected 3)',
    );
  });

  it('tolerates an empty result with 0 or 1 pages, not more', () => {
    expect(pageMetaSchema.safeParse({ total: 0, per_page: 20, current_page: 1, total_pages: 0 }).success).toBe(true);
    expect(pageMetaSchema.safeParse({ total: 0, per_page: 20, current_page: 1, total_pages: 1 }).success).toBe(true);
    expect(pageMetaSchema.safeParse({ total: 0, per_page: 0, current_page: 1, total_pages: 0 }).success).toBe(true);
    expect(pageMetaSchema.safeParse({ total: 0, per_page: 20, current_page: 1, total_pages: 2 }).success).toBe(false);
  });

  it('refuses missing, fractional, negative or non-numeric members', () => {
    expect(failure(pageMetaSchema.safeParse({ per_page: 20, current_page: 1, total_pages: 3 }))).toBe('total: is required, got nothing');
    expect(failure(pageMetaSchema.safeParse({ ...meta, per_page: '20.5' }))).toBe('per_page: "20.5" is not an integer');
    expect(failure(pageMetaSchema.safeParse({ ...meta, current_page: -1 }))).toBe('current_page: -1 is negative');
    expect(failure(pageMetaSchema.safeParse({ ...meta, total: 'many' }))).toBe('total: "many" is not a number');
    expect(failure(pageMetaSchema.safeParse({ total: 5, per_page: 0, current_page: 1, total_pages: 1 }))).toBe(
      'per_page: per_page 0 with total 5',
    );
  });
});

describe('envelopes', () => {
  it('list: meta plus an array of still-unvalidated records', () => {
    const env = listEnvelopeSchema.parse({ meta, data: [{ id: 1 }, 'junk'], links: {} });
    expect(env).toEqual({ meta: { ...meta, count: null, name: null }, data: [{ id: 1 }, 'junk'] });
  });

  it('list: fails as a whole without meta, with bad meta or without a data array', () => {
    expect(listEnvelopeSchema.safeParse({ data: [] }).success).toBe(false);
    expect(listEnvelopeSchema.safeParse({ meta: { ...meta, total_pages: 9 }, data: [] }).success).toBe(false);
    expect(listEnvelopeSchema.safeParse({ meta, data: {} }).success).toBe(false);
    expect(listEnvelopeSchema.safeParse({ meta }).success).toBe(false);
    expect(listEnvelopeSchema.safeParse([]).success).toBe(false);
    expect(listEnvelopeSchema.safeParse(null).success).toBe(false);
  });

  // The sync's path: the same verdicts and wording as the zod envelope, without its copy of data.
  it('list, hand-checked: answers as listEnvelopeSchema does and keeps the very data array', () => {
    const data = [{ id: 1 }, 'junk'];
    const good = safeParseListEnvelope({ meta: { ...meta, total: '45' }, data, links: {} });
    expect(good).toEqual(listEnvelopeSchema.safeParse({ meta, data, links: {} }));
    expect(good.data?.data).toBe(data);
    for (const bad of [
      { data: [] },
      { meta: { ...meta, total_pages: 9 }, data: [] },
      { meta: { ...meta, per_page: 'x' }, data: [] },
      { meta, data: {} },
      { meta, data: null },
      { meta },
      [],
      null,
      'page',
    ]) {
      const r = safeParseListEnvelope(bad);
      expect(r.success).toBe(false);
      expect(r.error?.issues).toEqual(listEnvelopeSchema.safeParse(bad).error?.issues);
    }
  });

  it('fund documents: meta.name carries the fund name', () => {
    const env = listEnvelopeSchema.parse({
      meta: { total: 1, per_page: 20, current_page: 1, total_pages: 1, name: 'FCP Sécurité' },
      data: [{ name: 'Prospectus', path: 'https://x/doc.pdf' }],
    });
    expect(env.meta.name).toBe('FCP Sécurité');
  });

  it('auditors: a bare list without meta', () => {
    const env = bareListEnvelopeSchema.parse({
      data: [
        { id: 3, name: 'Cabinet A', type: 'Titulaire' },
        { id: 4, name: { bad: true } },
      ],
    });
    const { records, rejects } = parseRecords(shareAuditorSchema, env.data, { dataset: 'share.auditors' });
    expect(records).toEqual([{ id: '3', name: 'Cabinet A', type: 'Titulaire', phone: null, address: null }]);
    expect(rejects).toEqual([
      {
        dataset: 'share.auditors',
        index: 1,
        recordId: '4',
        path: 'name',
        reason: 'expected a string, got an object',
        excerpt: '{"id":4,"name":{"bad":true}}',
      },
    ]);
    expect(bareListEnvelopeSchema.safeParse({ data: null }).success).toBe(false);
    expect(bareListEnvelopeSchema.safeParse({}).success).toBe(false);
  });

  it('single: data must be present', () => {
    expect(singleEnvelopeSchema.parse({ data: { id: 1 } })).toEqual({ data: { id: 1 } });
    expect(singleEnvelopeSchema.safeParse({}).success).toBe(false);
    expect(singleEnvelopeSchema.safeParse('x').success).toBe(false);
  });
});
