// `npm run bench`: performance figures, printed (never asserted). Budgets are in the design brief.
import { cacheFigures } from './cache.bench';
import { clientFigures } from './client.bench';
import { fundFiguresFigures } from './fund-figures.bench';
import { printFigures } from './figures';
import { servingThreadFigures } from './serving-thread.bench';

async function main(): Promise<void> {
  console.log(`Market Terminal bench — node ${process.version}, ${process.platform}-${process.arch}`);
  printFigures('Market data client (issue: client + demo market)', await clientFigures());
  printFigures('Cache and sync (issue: offline cache, sync engine, CLI)', await cacheFigures());
  printFigures('Serving thread during a full sync (issue 14: the core in a worker)', await servingThreadFigures());
  printFigures('Fund figures (issue: funds)', await fundFiguresFigures());
  printFigures('Price chart (issue: GP and HP; browser mode, needs a build)', await (await import('./chart.bench')).chartFigures());
  printFigures('Fund charts (issue: funds; browser mode, needs a build)', await (await import('./fund-chart.bench')).fundChartFigures());
  printFigures('Calendar ticker (issue 13; browser mode, needs a build)', await (await import('./ticker.bench')).tickerFigures());
}

main().catch((err: unknown) => {
  console.error(err);
  process.exit(1);
});
