// Crash safety, as `npm test` runs it: the kill soak (test/soak/kill-soak.ts, `npm run soak` for
// hundreds of kills) with a handful of SIGKILLs on two small groups of share datasets. It shows
// the soak's own promises too: a kill counts only when it lands inside a sync, a run that ends
// by itself is checked but not counted, and the checks it relies on do catch a damaged cache.
import Database from 'better-sqlite3';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startSimulator } from '../../../src-main/simulator';
import { expectations, problems } from '../../soak/cache-checks';
import { runSoak, type SoakResult } from '../../soak/kill-soak';
import { tempDir } from './records';

const KILLS = 6;
const SEED = Number(process.env.CRASH_TEST_SEED ?? 20261122);
const tmp = tempDir('crash');
let result: SoakResult;

beforeAll(async () => {
  result = await runSoak({ kills: KILLS, seed: SEED, dir: tmp.dir, groups: [['share-history'], ['share-board', 'share-prices']] });
}, 120_000);

afterAll(() => tmp.remove());

describe('sync killed with SIGKILL inside its work', () => {
  it('counts a kill only when it lands between the sync starting and returning', () => {
    const kills = result.runs.filter((r) => r.counted);
    expect(kills).toHaveLength(KILLS);
    for (const kill of kills) {
      expect(kill.signal, `run ${kill.run}`).toBe('SIGKILL');
      expect(kill.marks, `run ${kill.run}: working, and not done, when killed`).toEqual(['working']);
      expect(kill.killAfterMs).not.toBeNull();
    }
    // The first run of each shape is left to finish (it measures how long the shape takes).
    const ended = result.runs.filter((r) => r.marks.includes('done'));
    expect(ended[0]?.run).toBe(0);
    for (const run of ended) expect(run.counted, `run ${run.run} ended by itself`).toBe(false);
    expect(result.kills).toBe(KILLS);
  });

  it('leaves an intact cache after every kill, loses nothing, and a last run completes the data', () => {
    expect(result.problems, `CRASH_TEST_SEED=${SEED}`).toEqual([]);
    expect(result.summary).toBe(`${KILLS} kills, 0 integrity failures, 0 records lost, 0 other problems`);
  });

  it('catches a page cut short and a list missing a record', async () => {
    const sim = await startSimulator({ seed: 6 });
    const db = tmp.file('cache.db');
    const share = sim.dataset.shares.find((s) => (sim.dataset.shareHistory.get(s.id)?.length ?? 0) > 2000)?.id as number;
    const board = sim.dataset.shares.find((s) => (sim.dataset.board.get(s.id)?.length ?? 0) > 1)?.id as number;
    const want = expectations(sim.dataset);
    await sim.close();
    expect(problems(db, want)).toEqual([]);
    const damage = new Database(db);
    try {
      const day = damage
        .prepare('SELECT day FROM share_history WHERE share_id = ? ORDER BY day LIMIT 1 OFFSET 1499')
        .pluck()
        .get(share) as string;
      damage.prepare('DELETE FROM share_history WHERE share_id = ? AND day > ?').run(share, day);
      damage
        .prepare('DELETE FROM share_board WHERE share_id = ? AND seq = (SELECT max(seq) FROM share_board WHERE share_id = ?)')
        .run(board, board);
    } finally {
      damage.close();
    }
    expect(problems(db, want)).toEqual([
      `share-board ${board}: ${(sim.dataset.board.get(board)?.length ?? 0) - 1} records, the list has ${sim.dataset.board.get(board)?.length}`,
      expect.stringMatching(new RegExp(`^share-history ${share}: 1500 of \\d+ days is not a whole number of pages$`)),
      `share-history ${share}: fetched ok but 1500/${sim.dataset.shareHistory.get(share)?.length} days`,
    ]);
  });
});
