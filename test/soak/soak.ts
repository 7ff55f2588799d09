// `npm run soak [-- --kills N --seed S]`: the kill soak of kill-soak.ts with N kills (default 500).
// Not part of `npm test`, whose crash test kills a handful of times.
import { parseArgs } from 'node:util';
import { tempDir } from '../unit/sync/records';
import { runSoak, whereKillsLanded } from './kill-soak';

const { values } = parseArgs({ options: { kills: { type: 'string', default: '500' }, seed: { type: 'string' } } });
const kills = Number(values.kills);
const seed = Number(values.seed ?? Math.floor(Math.random() * 2 ** 31));
if (!Number.isInteger(kills) || kills < 1 || !Number.isInteger(seed)) {
  console.error('usage: npm run soak -- [--kills N] [--seed S]   (N ≥ 1, S an integer)');
  process.exit(2);
}
console.log(`soak: ${kills} kills, seed ${seed} (replay with --seed ${seed})`);
// Not top-level await: tsx runs this file as CommonJS (the package is not "type": "module").
async function main(): Promise<void> {
  const tmp = tempDir('soak');
  try {
    const result = await runSoak({ kills, seed, dir: tmp.dir, onProgress: (line) => console.log(line) });
    for (const problem of result.problems) console.log(`soak: ${problem}`);
    console.log(`soak: kills by the requests the run had done: ${whereKillsLanded(result.runs)}`);
    const runs = result.runs.length;
    console.log(
      `soak: ${result.summary} (${runs} runs, ${runs - result.kills} ended by themselves, ${Math.round(result.elapsedMs / 1000)} s, seed ${seed})`,
    );
    process.exitCode = result.problems.length ? 1 : 0;
  } finally {
    tmp.remove();
  }
}
void main();
