// Nothing the service sent can drive the user's terminal: ids, names, errors and excerpts holding
// ANSI/OSC sequences, NUL, CR or 10 kB are shown escaped and cut by status, rejects, error messages
// and export to a terminal; export to a file or pipe stays the data as cached.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { countrySchema } from '../../../src-main/api/schemas';
import { Store } from '../../../src-main/store/store';
import { tempDir } from '../sync/helpers';
import { parseCsv, runCli } from './run-cli';

const tmp = tempDir('cli-hostile');
const db = tmp.file('cache.db');

const CLEAR = '\x1b[2J\x1b[H';
const CLIPBOARD = '\x1b]52;c;ZWNobyBwd25lZA==\x07';
const LONG = `L${'x'.repeat(10_000)}`;
const FORMULA = "-1+1+cmd|' /C calc'!A0";
const NAME = `Evil${CLEAR}Land${CLIPBOARD}\x00nul\rFAKE\x9b31m\u202eRTL`;

/** A character a terminal acts on, apart from the line ends the output itself writes. */
// eslint-disable-next-line no-control-regex -- control characters are what this looks for
const ACTIVE = /[\x00-\x09\x0b\x0c\x0e-\x1f\x7f-\x9f\u2028\u2029\u202a-\u202e\u2066-\u2069]|\r(?!\n)/;

beforeAll(() => {
  const store = Store.open(db);
  store.data.countries.upsert([
    { ...countrySchema.parse({ id: 1, code: `S${CLEAR}N`, name: NAME }), id: 1 },
    { ...countrySchema.parse({ id: 2, code: FORMULA, name: LONG }), id: 2 },
  ]);
  store.freshness.record({
    dataset: 'country-indicators',
    key: `7${CLEAR}`,
    fetchedAt: new Date().toISOString(),
    source: 'test',
    outcome: 'error',
    error: `HTTP 500: ${CLIPBOARD}${LONG}`,
    rejected: 0,
  });
  store.rejects.add(new Date().toISOString(), 'funds', null, [
    { dataset: 'funds', index: 0, recordId: `9${CLEAR}${CLIPBOARD}`, path: 'name\x00', reason: 'bad\rFAKE reason', excerpt: LONG },
  ]);
  store.close();
});
afterAll(() => tmp.remove());

describe('status', () => {
  it('shows the last errors escaped and cut', async () => {
    const run = await runCli(['status', '--db', db]);
    expect(run.code, run.stderr).toBe(0);
    expect(run.stdout).not.toMatch(ACTIVE);
    const line = run.stdout.split('\n').find((l) => l.startsWith('  country-indicators')) ?? '';
    expect(line).toContain('7\\x1b[2J\\x1b[H');
    expect(line).toContain('HTTP 500: \\x1b]52;c;ZWNobyBwd25lZA==\\x07L');
    expect(line).toMatch(/… \[\+\d+ chars\]$/);
    expect(line.length).toBeLessThan(400);
  });

  it('--rejects lists each refused record on one line, escaped and cut', async () => {
    const run = await runCli(['status', '--rejects', '--db', db]);
    expect(run.code, run.stderr).toBe(0);
    expect(run.stdout).not.toMatch(ACTIVE);
    const lines = run.stdout.trimEnd().split('\n');
    expect(lines).toHaveLength(2);
    expect(lines[1]).toContain('9\\x1b[2J\\x1b[H\\x1b]52;c;ZWNobyBwd25lZA==\\x07');
    expect(lines[1]).toContain('name\\x00');
    expect(lines[1]).toContain('bad\\x0dFAKE reason');
    expect(lines[1]).toMatch(/Lx+… \[\+\d+ chars\]$/);
    expect(lines[1]?.length).toBeLessThan(800);
  });
});

describe('error messages', () => {
  it('quote what they were given escaped', async () => {
    const run = await runCli(['status', '--rejects', `x${CLIPBOARD}`, '--db', db]);
    expect(run.code).toBe(2);
    expect(run.stderr).toBe('market-terminal: unknown dataset "x\\x1b]52;c;ZWNobyBwd25lZA==\\x07"; see market-terminal help\n');
  });
});

describe('export', () => {
  it('as CSV to a terminal: cells escaped and cut, formulas still defused', async () => {
    const run = await runCli(['export', 'countries', '--format', 'csv', '--db', db], { tty: true });
    expect(run.code, run.stderr).toBe(0);
    expect(run.stdout).not.toMatch(ACTIVE);
    const rows = parseCsv(run.stdout);
    expect(rows).toHaveLength(3);
    const [header = [], evil = [], long = []] = rows;
    const name = header.indexOf('name');
    expect(evil[name]).toBe('Evil\\x1b[2J\\x1b[HLand\\x1b]52;c;ZWNobyBwd25lZA==\\x07\\x00nul\\x0dFAKE\\x9b31m\\u{202e}RTL');
    expect(long[name]).toMatch(/^Lx+… \[\+\d+ chars\]$/);
    expect(long[name]?.length).toBeLessThan(1100);
    expect(long[header.indexOf('code')]).toBe(`'${FORMULA}`);
  });

  it.each(['json', 'ndjson'])('as %s to a terminal: the same records, escaped, long strings cut', async (format) => {
    const run = await runCli(['export', 'countries', '--format', format, '--db', db], { tty: true });
    expect(run.code, run.stderr).toBe(0);
    expect(run.stdout).not.toMatch(ACTIVE);
    const records = (
      format === 'json'
        ? JSON.parse(run.stdout)
        : run.stdout
            .trimEnd()
            .split('\n')
            .map((l) => JSON.parse(l) as unknown)
    ) as {
      code: string;
      name: string;
    }[];
    expect(records[0]).toMatchObject({ code: `S${CLEAR}N`, name: NAME });
    expect(records[1]?.name).toMatch(/^Lx+… \[\+\d+ chars\]$/);
  });

  it('to a file or pipe: the data as cached, whole', async () => {
    const csv = await runCli(['export', 'countries', '--format', 'csv', '--db', db]);
    const [header = [], evil = [], long = []] = parseCsv(csv.stdout);
    expect(evil[header.indexOf('name')]).toBe(NAME);
    expect(long[header.indexOf('name')]).toBe(LONG);
    const json = await runCli(['export', 'countries', '--db', db]);
    expect(JSON.parse(json.stdout)).toMatchObject([{ name: NAME }, { name: LONG }]);
  });
});
