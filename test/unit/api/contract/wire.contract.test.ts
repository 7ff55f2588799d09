// The service's quirks really are on the wire (raw JSON fetched with the Bearer token), and the
// client turns them into the canonical records: reuteurs/banckmark → reuters/benchmark, country →
// zone, numbers as strings → numbers, three date forms → ISO, "" → null.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { must, rawJson, rawPage, startContract, type Contract } from './contract-helpers';

let c: Contract;

beforeAll(async () => {
  c = await startContract();
});

afterAll(async () => {
  await c?.close();
});

/** Wire member names that differ from the canonical ones. */
const RENAMED: Record<string, string> = { reuters: 'reuteurs', benchmark: 'banckmark', zone: 'country' };
/** Canonical members the service never sends (funds' organization id). */
const NEVER_SENT = new Set(['organization.id']);

type Quirk =
  | 'number as string'
  | 'number'
  | 'absent as ""'
  | 'absent as null'
  | 'date-time with space'
  | 'date-time with millis'
  | 'date only'
  | 'id as number';

/**
 * Checks that a wire value is an allowed spelling of the canonical one, and tallies the spellings
 * seen. Returns the problems found (empty when the wire agrees with the canonical data).
 */
function compareWire(wire: unknown, canonical: unknown, path: string, seen: Map<Quirk, number>): string[] {
  const tally = (q: Quirk) => seen.set(q, (seen.get(q) ?? 0) + 1);
  if (canonical === null) {
    if (wire === null) return (tally('absent as null'), []);
    if (wire === '') return (tally('absent as ""'), []);
    return [`${path}: expected null or "", got ${JSON.stringify(wire)}`];
  }
  if (typeof canonical === 'number') {
    if (wire === canonical) return (tally('number'), []);
    if (typeof wire === 'string' && wire.trim() !== '' && Number(wire) === canonical) return (tally('number as string'), []);
    return [`${path}: expected ${canonical}, got ${JSON.stringify(wire)}`];
  }
  if (typeof canonical === 'string') {
    if (/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d{3})?$/.test(canonical)) {
      if (wire === canonical.replace('T', ' '))
        return (tally(canonical.length === 23 ? 'date-time with millis' : 'date-time with space'), []);
      return [`${path}: expected ${canonical} with a space, got ${JSON.stringify(wire)}`];
    }
    if (/^\d{4}-\d{2}-\d{2}$/.test(canonical) && wire === canonical) return (tally('date only'), []);
    if (wire === canonical) return [];
    if (typeof wire === 'number' && String(wire) === canonical) return (tally('id as number'), []);
    return [`${path}: expected ${JSON.stringify(canonical)}, got ${JSON.stringify(wire)}`];
  }
  if (typeof canonical === 'object' && !Array.isArray(canonical)) {
    if (typeof wire !== 'object' || wire === null || Array.isArray(wire))
      return [`${path}: expected an object, got ${JSON.stringify(wire)}`];
    const w = wire as Record<string, unknown>;
    const problems: string[] = [];
    for (const [key, value] of Object.entries(canonical)) {
      const member = path === '' ? key : `${path}.${key}`;
      const wireKey = RENAMED[key] ?? key;
      if (NEVER_SENT.has(member.replace(/^\[\d+\]\./, ''))) {
        if (wireKey in w) problems.push(`${member}: should not be sent`);
        continue;
      }
      if (!(wireKey in w)) problems.push(`${member}: missing on the wire (as ${wireKey})`);
      else problems.push(...compareWire(w[wireKey], value, member, seen));
    }
    return problems;
  }
  return [`${path}: unexpected canonical value ${JSON.stringify(canonical)}`];
}

function compareAll(wire: readonly unknown[], canonical: readonly unknown[]): Map<Quirk, number> {
  expect(wire).toHaveLength(canonical.length);
  const seen = new Map<Quirk, number>();
  const problems = wire.flatMap((w, i) => compareWire(w, canonical[i], `[${i}]`, seen));
  expect(problems).toEqual([]);
  return seen;
}

describe('the wire carries the documented quirks', () => {
  it('funds: reuteurs and banckmark, never reuters or benchmark; no organization id', async () => {
    const raw = await rawPage(c.sim, '/v1/funds?limit=1000');
    const funds = c.sim.dataset.funds;
    for (const record of raw.data) {
      expect(record).toHaveProperty('reuteurs');
      expect(record).toHaveProperty('banckmark');
      expect(record).not.toHaveProperty('reuters');
      expect(record).not.toHaveProperty('benchmark');
      expect(record.organization).not.toHaveProperty('id');
    }
    const seen = compareAll(raw.data, funds);
    expect(seen.get('number as string')).toBeGreaterThan(0);
    expect(seen.get('absent as ""')).toBeGreaterThan(0);
    expect(seen.get('absent as null')).toBeGreaterThan(0);

    // And the client hands back the canonical names with the same values.
    const coded = must(
      funds.find((f) => f.reuters !== null && f.benchmark !== null),
      'fund with codes',
    );
    const wireRecord = must(
      raw.data.find((r) => Number(r.id) === coded.id),
      'raw fund',
    );
    expect(wireRecord.reuteurs).toBe(coded.reuters);
    expect(wireRecord.banckmark).toBe(coded.benchmark);
    const { record } = await c.client.get('fund', { id: coded.id });
    expect(record).toMatchObject({ reuters: coded.reuters, benchmark: coded.benchmark });
    expect(record).not.toHaveProperty('reuteurs');
    expect(record).not.toHaveProperty('banckmark');
    expect(record?.organization?.id).toBeNull();
  });

  it('events: the region under country, not zone', async () => {
    const raw = await rawPage(c.sim, '/v1/events?limit=300');
    for (const record of raw.data) {
      expect(record).toHaveProperty('country');
      expect(record).not.toHaveProperty('zone');
    }
    const canonical = c.sim.dataset.events.slice(0, 300);
    compareAll(raw.data, canonical);
    const first = must(canonical[0], 'event');
    expect(must(raw.data[0], 'raw event').country).toEqual(first.zone);
    const page = await c.client.pages('events', {}, { limit: 300 }).next();
    if (page.done) throw new Error('test data: no page');
    const { records } = page.value;
    expect(records).toStrictEqual(canonical);
    expect(records[0]?.zone).toStrictEqual(first.zone);
    expect(records[0]).not.toHaveProperty('country');
  });

  it('shares: numbers as strings, "" for absent, date-times with a space', async () => {
    const raw = await rawPage(c.sim, '/v1/shares?limit=1000');
    const seen = compareAll(raw.data, c.sim.dataset.shares);
    for (const q of ['number as string', 'number', 'absent as ""', 'absent as null', 'date-time with space'] as const)
      expect(seen.get(q), q).toBeGreaterThan(0);

    // One record looked at member by member: the wire string, the client's number.
    const share = must(
      c.sim.dataset.shares.find((s, i) => typeof raw.data[i]?.last_day_price === 'string' && s.last_day_price !== null),
      'share with a price as text',
    );
    const wire = must(
      raw.data.find((r) => Number(r.id) === share.id),
      'raw share',
    );
    expect(typeof wire.last_day_price).toBe('string');
    const { record } = await c.client.get('share', { id: share.id });
    expect(record?.last_day_price).toBe(share.last_day_price);
    expect(typeof record?.last_day_price).toBe('number');

    const timed = must(
      c.sim.dataset.shares.find((s) => s.first_quoting_date.length === 19),
      'share quoted with a time',
    );
    const timedWire = must(
      raw.data.find((r) => Number(r.id) === timed.id),
      'raw share',
    );
    expect(timedWire.first_quoting_date).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);
    const timedRecord = (await c.client.get('share', { id: timed.id })).record;
    expect(timedRecord?.first_quoting_date).toBe(String(timedWire.first_quoting_date).replace(' ', 'T'));
    expect(timedRecord?.first_quoting_date).toBe(timed.first_quoting_date);
  });

  it('absent values: "" on the wire, null from the client', async () => {
    const raw = await rawPage(c.sim, '/v1/shares?limit=1000');
    const found = c.sim.dataset.shares.flatMap((s, i) =>
      Object.entries(s)
        .filter(([key, value]) => value === null && raw.data[i]?.[key] === '')
        .map(([key]) => ({ id: s.id, key })),
    );
    expect(found.length).toBeGreaterThan(0);
    const { id, key } = must(found[0], 'empty member');
    const { record } = await c.client.get('share', { id });
    expect((record as Record<string, unknown>)[key]).toBeNull();
  });

  it('dates in three forms: YYYY-MM-DD, YYYY-MM-DD HH:MM:SS and YYYY-MM-DD HH:MM:SS.mmm, all ISO from the client', async () => {
    const share = must(c.sim.dataset.shares[0], 'share');
    const d = c.sim.dataset;

    const prices = await rawPage(c.sim, `/v1/shares/price/${share.id}`);
    expect(prices.data[0]?.price_date).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}\.\d{3}$/);
    expect(compareAll(prices.data, must(d.sharePrices.get(share.id), 'prices').slice(0, 20)).get('date-time with millis')).toBeGreaterThan(
      0,
    );

    const history = await rawPage(c.sim, `/v1/shares/historic/${share.id}?limit=30`);
    expect(history.data[0]?.price_date).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(compareAll(history.data, must(d.shareHistory.get(share.id), 'history').slice(0, 30)).get('date only')).toBeGreaterThan(0);

    const financials = await rawPage(c.sim, `/v1/shares/financial-data/${share.id}`);
    const seenFinancial = compareAll(financials.data, must(d.financials.get(share.id), 'financials'));
    expect(seenFinancial.get('date only')).toBeGreaterThan(0);

    const documents = await rawPage(c.sim, `/v1/shares/documents/${share.id}`);
    compareAll(documents.data, must(d.documents.get(share.id), 'documents'));

    const board = await rawPage(c.sim, `/v1/shares/board-of-directors/${share.id}`);
    compareAll(board.data, must(d.board.get(share.id), 'board'));

    const client = {
      prices: (await c.client.list('sharePrices', { id: share.id })).records,
      history: (await c.client.list('shareHistory', { id: share.id, query: { to: String(history.data[29]?.price_date) } })).records,
    };
    expect(client.prices[0]?.price_date).toBe(String(prices.data[0]?.price_date).replace(' ', 'T'));
    expect(client.prices[0]?.price_date).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}$/);
    expect(client.history.map((p) => p.price_date)).toEqual(history.data.map((p) => p.price_date));
    expect(client.history).toStrictEqual(must(d.shareHistory.get(share.id), 'history').slice(0, 30));
  });

  it('String ids sometimes travel as JSON numbers; the client gives text back', async () => {
    const d = c.sim.dataset;
    let found: { id: number; index: number } | null = null;
    for (const share of d.shares.slice(0, 10)) {
      const raw = await rawPage(c.sim, `/v1/shares/financial-data/${share.id}`);
      compareAll(raw.data, must(d.financials.get(share.id), 'financials'));
      const index = raw.data.findIndex((r) => typeof r.id === 'number');
      if (index >= 0) {
        found = { id: share.id, index };
        break;
      }
    }
    const { id, index } = must(found, 'financial item with a numeric id');
    const { records } = await c.client.list('shareFinancials', { id });
    expect(typeof records[index]?.id).toBe('string');
    expect(records[index]).toStrictEqual(must(d.financials.get(id), 'financials')[index]);
  });

  it('country indicators and auditors agree with the canonical data on the wire', async () => {
    const d = c.sim.dataset;
    const indicators = await rawPage(c.sim, '/v1/countries/economics_indicators/5');
    compareAll(indicators.data, must(d.indicators.get(5), 'indicators'));
    const shareId = must(d.shares[0], 'share').id;
    const auditors = (await rawJson(c.sim, `/v1/shares/auditors/${shareId}`)) as Record<string, unknown>;
    expect(auditors).not.toHaveProperty('meta');
    compareAll(auditors.data as unknown[], must(d.auditors.get(shareId), 'auditors'));
  });
});
