// `npm run bench`: performance figures, printed (never asserted). Budgets are in the design brief
// and issue 14. Options: `--scale 1,10` (demo market sizes for the growth table), `--quick`
// (fewer repetitions, capped ingest), `--growth-only` (skip the older per-screen sections and the
// change journal's week of daily syncs per scale).
import { formatTable, type Measured } from './budget-table';
import { parseBenchArgs } from './bench-options';
import { clientFigures } from './client.bench';
import { decoderFigures } from './decoder.bench';
import { fundFiguresFigures } from './fund-figures.bench';
import { printFigures } from './figures';
import { growthFigures } from './growth.bench';
import { journalFigures } from './journal.bench';
import { servingThreadFigures } from './serving-thread.bench';
import { studiesFigures } from './studies.bench';
import { alertsFigures } from './alerts.bench';

async function main(): Promise<void> {
  const options = parseBenchArgs(process.argv.slice(2));
  console.log(
    `Market Terminal bench — node ${process.version}, ${process.platform}-${process.arch}, ${(await import('node:os')).cpus().length} cores; scales ${options.scales.join(', ')}${options.quick ? ', quick' : ''}`,
  );
  for (const scale of options.scales) {
    const started = performance.now();
    const rows: Measured[] = [];
    // A scale that fails part-way prints what it measured and the error, and the next scale runs.
    const failure = await growthFigures(scale, { quick: options.quick }, rows).then(
      () => null,
      (err: unknown) => err,
    );
    if (failure) process.exitCode = 1;
    console.log(
      `\n${formatTable(`Growth and contention at ${scale}x (issue 14; browser mode, needs a build) — ${((performance.now() - started) / 1000).toFixed(0)} s`, rows).join('\n')}`,
    );
    if (failure) console.log(`  stopped early at ${scale}x: ${failure instanceof Error ? failure.message : JSON.stringify(failure)}`);
  }
  if (options.growthOnly) return;
  for (const scale of options.scales) printFigures(`Change journal at ${scale}x (issue 27)`, await journalFigures(scale));
  printFigures('Market data client (issue: client + demo market)', await clientFigures());
  printFigures('History and valuation page decoder (issue 14 item 3)', await decoderFigures());
  printFigures('Serving thread during a full sync (issue 14: the core in a worker)', await servingThreadFigures());
  printFigures('Fund figures (issue: funds)', await fundFiguresFigures());
  printFigures('Studies (issue 24)', studiesFigures(options.scales));
  printFigures('Alert rules during a full sync (issue 26)', await alertsFigures());
  printFigures('Price chart (issue: GP and HP; browser mode, needs a build)', await (await import('./chart.bench')).chartFigures());
  for (const scale of options.scales)
    printFigures(
      `Studies on GP at ${scale}x (issue 24; browser mode, needs a build)`,
      await (await import('./study-chart.bench')).studyChartFigures(scale),
    );
  printFigures('Fund charts (issue: funds; browser mode, needs a build)', await (await import('./fund-chart.bench')).fundChartFigures());
  printFigures('Calendar ticker (issue 13; browser mode, needs a build)', await (await import('./ticker.bench')).tickerFigures());
}

main().catch((err: unknown) => {
  console.error(err);
  process.exit(1);
});
