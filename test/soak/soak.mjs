// `npm run soak [-- --kills N --seed S]`: the crash test of test/unit/sync/crash.test.ts with
// hundreds of SIGKILLs during full syncs (default 500). Not part of `npm test`, which kills 16 times.
import { spawnSync } from 'node:child_process';
import { parseArgs } from 'node:util';

const { values } = parseArgs({ options: { kills: { type: 'string', default: '500' }, seed: { type: 'string' } } });
const seed = values.seed ?? String(Math.floor(Math.random() * 2 ** 31));
const env = { ...process.env, SOAK_KILLS: values.kills, CRASH_TEST_SEED: seed };
console.log(`soak: ${values.kills} kills, seed ${seed} (replay with --seed ${seed})`);
const result = spawnSync('npx', ['vitest', 'run', '--config', 'test/vitest.config.ts', 'test/unit/sync/crash.test.ts'], {
  stdio: 'inherit',
  env,
  shell: process.platform === 'win32',
});
process.exit(result.status ?? 1);
