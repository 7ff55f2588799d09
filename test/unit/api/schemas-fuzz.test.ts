// Property tests for every record schema: generated payloads in all the service's encodings parse
// to the canonical record; bad members are reported with dataset/index/path/reason while the rest
// of the page survives; nothing makes parseRecords throw; and the fast parser agrees with zod.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { checkRecord, parseRecord, parseRecords } from '../../../src-main/api/schemas';
import { chaosRecord, expectedRecordId, invalidRecord, schemaCases, validRecord } from './dto-specs';

// Bigger payloads (shares, funds: ~60 members) get fewer runs to keep the suite fast.
const runs = (spec: { fields: object }, base: number) =>
  Math.max(150, Math.round(base / Math.max(1, Object.keys(spec.fields).length / 10)));

describe.each(schemaCases)('$name', ({ name, schema, spec }) => {
  /** Fast parser and zod schema give the same outcome, down to the key order of the record. */
  const agree = (raw: unknown) => {
    const fast = checkRecord(schema, raw, 'auto');
    const zod = checkRecord(schema, raw, 'zod');
    expect(fast).toEqual(zod);
    if (fast.ok && zod.ok) expect(Object.keys(fast.value as object)).toEqual(Object.keys(zod.value as object));
  };

  it('parses generated valid payloads to the canonical record', () => {
    fc.assert(
      fc.property(validRecord(spec), ({ raw, expected }) => {
        const zod = schema.safeParse(raw);
        expect(zod.success && zod.data).toEqual(expected);
        const r = parseRecord(schema, raw, { dataset: name });
        expect(r).toEqual({ record: expected });
        // Exactly the table's members, in the table's order (stable JSON for caching and diffs).
        if ('record' in r) expect(Object.keys(r.record as object)).toEqual(Object.keys(spec.fields));
      }),
      { numRuns: runs(spec, 2000) },
    );
  });

  it('rejects a record with one bad member, naming dataset, index, id and path', () => {
    fc.assert(
      fc.property(invalidRecord(spec), ({ raw, path }) => {
        const r = parseRecord(schema, raw, { dataset: name });
        expect(r).toEqual({
          reject: {
            dataset: name,
            index: 0,
            recordId: expectedRecordId(raw),
            path: path.join('.'),
            reason: expect.any(String),
            excerpt: expect.any(String),
          },
        });
        if ('reject' in r) expect(r.reject.reason.length).toBeGreaterThan(5);
      }),
      { numRuns: runs(spec, 1000) },
    );
  });

  it('keeps the good records of a page and reports the bad ones', () => {
    const entry = fc.oneof(
      validRecord(spec).map((g) => ({ kind: 'valid' as const, raw: g.raw, expected: g.expected, path: '' })),
      invalidRecord(spec).map((b) => ({ kind: 'invalid' as const, raw: b.raw, expected: null, path: b.path.join('.') })),
      fc
        .constantFrom<unknown>(null, 0, 'row', true, [], [{ id: 1 }])
        .map((raw) => ({ kind: 'invalid' as const, raw, expected: null, path: '' })),
    );
    fc.assert(
      fc.property(fc.array(entry, { maxLength: 12 }), (entries) => {
        const { records, rejects } = parseRecords(
          schema,
          entries.map((e) => e.raw),
          { dataset: name },
        );
        expect(records).toEqual(entries.filter((e) => e.kind === 'valid').map((e) => e.expected));
        expect(rejects.map(({ reason: _reason, ...rest }) => rest)).toEqual(
          entries.flatMap((e, index) =>
            e.kind === 'invalid'
              ? [{ dataset: name, index, recordId: expectedRecordId(e.raw), path: e.path, excerpt: expect.any(String) }]
              : [],
          ),
        );
        for (const reject of rejects) expect(reject.reason).not.toBe('');
      }),
      { numRuns: runs(spec, 300) },
    );
  });

  it('never throws on arbitrary input, and the fast parser agrees with zod', () => {
    fc.assert(
      fc.property(fc.array(chaosRecord(spec), { maxLength: 4 }), (raws) => {
        const { records, rejects } = parseRecords(schema, raws, { dataset: name });
        expect(records.length + rejects.length).toBe(raws.length);
        for (const raw of raws) agree(raw);
      }),
      { numRuns: runs(spec, 1000) },
    );
  });

  it('agrees with zod on valid and single-fault payloads too', () => {
    fc.assert(
      fc.property(
        fc.oneof(
          validRecord(spec).map((g) => g.raw),
          invalidRecord(spec).map((b) => b.raw),
        ),
        (raw) => {
          agree(raw);
        },
      ),
      { numRuns: runs(spec, 1000) },
    );
  });
});

describe('parseRecords on hostile input', () => {
  const schema = schemaCases[0]?.schema;
  if (!schema) throw new Error('no schema cases');

  it('reports a record whose members throw instead of throwing', () => {
    const hostile = {
      get id(): unknown {
        throw new Error('boom');
      },
    };
    const proxy = new Proxy(
      {},
      {
        get() {
          throw new Error('trap');
        },
      },
    );
    const { records, rejects } = parseRecords(schema, [hostile, proxy, { id: 1 }], { dataset: 'shares' });
    expect(records).toHaveLength(1);
    expect(rejects.map((r) => [r.index, r.recordId, r.reason])).toEqual([
      [0, null, 'validation failed: boom'],
      [1, null, 'validation failed: trap'],
    ]);
  });

  it('reports a data member that is not an array', () => {
    const notArray: unknown = { length: 3 };
    expect(parseRecords(schema, notArray as unknown[], { dataset: 'shares' })).toEqual({
      records: [],
      rejects: [
        { dataset: 'shares', index: -1, recordId: null, path: '', reason: 'expected an array of records, got an object', excerpt: null },
      ],
    });
  });

  it('survives deep nesting, cycles, bigints and symbols', () => {
    const cyclic: Record<string, unknown> = { id: 7 };
    cyclic.name = cyclic;
    let deep: unknown = {};
    for (let i = 0; i < 10_000; i++) deep = { name: deep };
    const raws = [cyclic, deep, { id: 10n }, { id: Symbol('x') }, { name: Symbol('y') }, () => 1];
    const { records, rejects } = parseRecords(schema, raws, { dataset: 'shares' });
    expect(records).toEqual([]);
    expect(rejects.map((r) => [r.index, r.recordId, r.path])).toEqual([
      [0, '7', 'name'],
      [1, null, 'name'],
      [2, null, 'id'],
      [3, null, 'id'],
      [4, null, 'name'],
      [5, null, ''],
    ]);
  });
});
