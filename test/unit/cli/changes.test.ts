// `market-terminal changes` and the change summary `market-terminal sync` ends with.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { changeSummary } from '../../../src-main/cli/commands/changes';
import { startSimulator, type Simulator } from '../../../src-main/simulator';
import { tempDir } from '../sync/helpers';
import { parseCsv, runCli, tokenFile } from './run-cli';

let sim: Simulator;
const tmp = tempDir('cli-changes');
const db = tmp.file('cache.db');

beforeAll(async () => {
  sim = await startSimulator({ seed: 8 });
}, 30_000);

afterAll(async () => {
  await sim?.close();
  tmp.remove();
});

/** The changes a sync's JSON result line reports (stderr is not a terminal here: JSON lines). */
const reported = (stdout: string) => {
  const lines = stdout
    .trimEnd()
    .split('\n')
    .map((l) => JSON.parse(l) as { type: string; changes?: Record<string, unknown> });
  return lines.find((l) => l.type === 'result')?.changes;
};

const sync = () =>
  runCli(['sync', '--base-url', sim.baseUrl, '--token-file', tokenFile(sim.token), '--db', db, '--only', 'shares,share-board', '--force']);

describe('market-terminal changes', () => {
  it('sync ends with one line on the changes it recorded; changes lists the latest sync oldest first', async () => {
    const first = await sync();
    expect(first.code, first.stderr).toBe(0);
    expect(reported(first.stdout)).toEqual({ at: expect.any(String), baseline: expect.any(Number) });

    const share = sim.dataset.shares[2]!;
    sim.dataset.shares[2] = { ...share, phone_number: '+33 1 00 00 00 00' }; // a new object: the simulator keeps wire text per record
    const second = await sync();
    expect(second.code, second.stderr).toBe(0);
    expect(reported(second.stdout)).toEqual({ at: expect.any(String), changed: 1 });

    const listed = await runCli(['changes', '--db', db]);
    expect(listed.code).toBe(0);
    const rows = JSON.parse(listed.stdout) as Record<string, unknown>[];
    expect(rows).toEqual([
      {
        at: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/),
        dataset: 'shares',
        id: share.id,
        key: null,
        change: 'changed',
        field: 'phone_number',
        before: share.phone_number,
        after: '+33 1 00 00 00 00',
      },
    ]);

    const third = await sync();
    expect(reported(third.stdout)).toEqual({ at: expect.any(String) });
    const none = await runCli(['changes', '--db', db, '--format', 'ndjson']);
    expect(none.stdout).toBe('');
    expect(none.stderr).toMatch(/the latest sync changed nothing/);
  }, 60_000);

  it('lists everything since a date, filtered by dataset and id, as CSV with whole records in one cell', async () => {
    const csv = await runCli(['changes', '--db', db, '--since', '2000-01-01', '--dataset', 'share-board', '--format', 'csv']);
    expect(csv.code).toBe(0);
    const [header, ...rows] = parseCsv(csv.stdout);
    expect(header).toEqual(['at', 'dataset', 'id', 'key', 'change', 'field', 'before', 'after']);
    expect(rows.length).toBeGreaterThan(0);
    expect(rows.every((r) => r[1] === 'share-board' && r[4] === 'baseline')).toBe(true);

    const one = sim.dataset.shares[2]!.id;
    const byId = JSON.parse((await runCli(['changes', '--db', db, '--since', '2000-01-01T00:00:00Z', '--id', String(one)])).stdout) as {
      dataset: string;
      change: string;
    }[];
    expect(byId.map((r) => `${r.dataset} ${r.change}`)).toEqual(['share-board baseline', 'shares changed']);
  }, 30_000);

  it('says in one line what a sync recorded', () => {
    expect(changeSummary({})).toBe('Changes: none.');
    expect(changeSummary({ changed: 4, added: 2, removed: 1, baseline: 3 })).toBe(
      'Changes: 10 (2 added, 1 removed, 4 changed, 3 first seen); "market-terminal changes" lists them.',
    );
  });

  it.each([
    [['--since', 'yesterday'], /--since must be last, a date/],
    [['--dataset', 'nope'], /unknown dataset nope/],
    [['--id', 'x'], /--id must be a whole number/],
    [['--format', 'xml'], /--format must be one of/],
  ])('refuses %j', async (args, message) => {
    const run = await runCli(['changes', '--db', db, ...args]);
    expect(run.code).toBe(2);
    expect(run.stderr).toMatch(message);
  });
});
