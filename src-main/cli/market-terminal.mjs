#!/usr/bin/env node
// The `market-terminal` command. It runs the built CLI bundle under plain Node.
import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';

const bundle = fileURLToPath(new URL('../../out/main/cli.js', import.meta.url));
if (!existsSync(bundle)) {
  console.error('market-terminal: the app is not built yet. Run "npm run build" in the project folder first.');
  process.exit(1);
}
// `market-terminal export … | head` closes the pipe early: that is the reader's choice, not an error.
process.stdout.on('error', (err) => {
  if (err.code === 'EPIPE') process.exit(0);
  throw err;
});
const { main } = createRequire(import.meta.url)(bundle);
process.exitCode = await main(process.argv.slice(2));
