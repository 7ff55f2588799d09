#!/usr/bin/env node
// Prints one line "N passed, N failed[, N skipped]" totalling the unit and host (Vitest) and
// end-to-end (Playwright) runs from their JSON reports. A stage whose report is missing did not finish:
// it counts as one failure, so a broken run can never print a clean total.
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const results = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../test-results');
const totals = { passed: 0, failed: 0, skipped: 0 };

function read(name) {
  const file = path.join(results, name);
  if (!existsSync(file)) {
    console.log(`${name}: no report (that stage did not run to the end)`);
    totals.failed += 1;
    return null;
  }
  return JSON.parse(readFileSync(file, 'utf8'));
}

// Unit tests, then the desktop host booted under the electron stand-in (npm run test:host).
for (const name of ['vitest.json', 'vitest-host.json']) {
  const vitest = read(name);
  if (!vitest) continue;
  totals.passed += vitest.numPassedTests;
  totals.failed += vitest.numFailedTests;
  totals.skipped += vitest.numPendingTests + vitest.numTodoTests;
}
const playwright = read('playwright.json');
if (playwright) {
  totals.passed += playwright.stats.expected + playwright.stats.flaky;
  totals.failed += playwright.stats.unexpected;
  totals.skipped += playwright.stats.skipped;
}
console.log(`${totals.passed} passed, ${totals.failed} failed${totals.skipped ? `, ${totals.skipped} skipped` : ''}`);
