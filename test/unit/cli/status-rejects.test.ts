// `market-terminal status` tells how many records were refused per dataset and how to list them;
// `status --rejects [DATASET]` lists them.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Store } from '../../../src-main/store/store';
import { tempDir } from '../sync/helpers';
import { runCli } from './run-cli';

const tmp = tempDir('cli-status-rejects');
const db = tmp.file('cache.db');

beforeAll(() => {
  const store = Store.open(db);
  const reject = (recordId: string, path: string, reason: string, excerpt: string) => ({
    dataset: 'shares.historic',
    index: 0,
    recordId,
    path,
    reason,
    excerpt,
  });
  store.rejects.add('2026-11-22T10:00:00.000Z', 'share-history', '5', [
    reject('11', 'closing_price', '"abc" is not a number', '{"id":11,"closing_price":"abc"}'),
  ]);
  store.rejects.add('2026-11-22T11:00:00.000Z', 'funds', null, [
    reject('9', 'name', 'expected a string', '{"id":9,"name":42}'),
    reject('10', '', 'not an object', '"oops"'),
  ]);
  store.close();
});
afterAll(() => tmp.remove());

describe('status and refused records', () => {
  it('prints the refused counts per dataset and points at --rejects and DQ', async () => {
    const run = await runCli(['status', '--db', db]);
    expect(run.code, run.stderr).toBe(0);
    expect(run.stdout).toContain('3 refused records kept: funds 2, share-history 1.');
    expect(run.stdout).toContain('market-terminal status --rejects [DATASET]');
    expect(run.stdout).toContain('DQ');
  });

  it('lists every refused record with field, reason and the raw excerpt, newest first', async () => {
    const run = await runCli(['status', '--rejects', '--db', db]);
    expect(run.code, run.stderr).toBe(0);
    const lines = run.stdout.trimEnd().split('\n');
    expect(lines[0]).toMatch(/^WHEN\s+DATASET\s+PARENT\s+ID\s+FIELD\s+REASON\s+RAW$/);
    expect(lines.slice(1).map((l) => l.split(/\s{2,}/)[1])).toEqual(['funds', 'funds', 'share-history']);
    expect(run.stdout).toMatch(/share-history\s+5\s+11\s+closing_price\s+"abc" is not a number\s+\{"id":11,"closing_price":"abc"\}/);
    expect(run.stdout).toMatch(/\(record\)\s+not an object\s+"oops"/);
  });

  it('lists one dataset, and refuses an unknown one', async () => {
    const one = await runCli(['status', '--rejects', 'share-history', '--db', db]);
    expect(one.stdout.trimEnd().split('\n')).toHaveLength(2);
    const none = await runCli(['status', '--rejects', 'countries', '--db', db]);
    expect(none.stdout).toBe('No refused records kept for countries.\n');
    const bad = await runCli(['status', '--rejects', 'nope', '--db', db]);
    expect(bad.code).toBe(2);
    expect(bad.stderr).toContain('unknown dataset "nope"');
  });
});
