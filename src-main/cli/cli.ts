// Entry point of the `market-terminal` command line (runs under Node, never Electron).
import packageJson from '../../package.json';
import { alertGrammar } from '../shared/alerts/grammar';
import { closeOnly, STUDY_KINDS, studyUsage } from '../shared/studies/catalogue';
import { formatStudySpec, parseStudySpec } from '../shared/studies/spec';
import { DATASET_NAMES } from '../store/datasets';
import { CliError } from './cli-error';
import { complain } from './complain';

const USAGE = `market-terminal ${packageJson.version}

Usage:
  market-terminal serve [--port N] [--host H] [--base-url URL]
                                                run the terminal in a browser (browser mode); a
                                                base URL reads that service for this run only
  market-terminal simulator [--port N] [--seed S] [--scale N] [--token T] [--host H] [--malformed-rate R]
                                                run the demo market: a local simulator of the
                                                market data service; prints its base URL and token;
                                                R (0–1) of list records are sent corrupted
  market-terminal sync [--base-url URL] [--token-file FILE|-] [--db FILE] [--only DATASET,...] [--force] [--json]
                                                fetch everything into the cache (resumes an
                                                interrupted run); the demo market unless a base
                                                URL is given or configured; then prints each
                                                alert it fired, one line each
  market-terminal export DATASET [--id ID] [--format json|ndjson|csv|xlsx] [--out FILE] [--db FILE]
                                                print cached records, or write them to FILE
                                                (an xlsx workbook never goes to a terminal)
  market-terminal export --security SEC --format xlsx --out FILE [--db FILE]
                                                a share's or a fund's workbook: details, prices
                                                or NAVs, financials, holders, ratings, fees,
                                                performance (SEC: mnemonic, ISIN or id)
  market-terminal study SECURITY SPEC [--from DATE] [--to DATE] [--format json|ndjson|csv] [--db FILE]
                                                a study's values per cached day of a share or
                                                fund (mnemonic, ISIN or id), over its whole
                                                history, then cut to the days asked for
  market-terminal alerts add SECURITY CONDITION [--db FILE]
                                                a rule on a share or fund (mnemonic, ISIN or
                                                id), calendar:CC[:IMPORTANCE] or event:ID;
                                                prints its id
  market-terminal alerts list [--format json|ndjson|csv] [--db FILE]
                                                every rule
  market-terminal alerts remove RULE-ID [--db FILE]
                                                removes a rule (its firings stay)
  market-terminal alerts fired [--since DATE] [--format json|ndjson|csv] [--db FILE]
                                                the firings, newest first
  market-terminal changes [--since last|DATE|ISO-TIME] [--dataset D,...] [--id ID]
                          [--format json|ndjson|csv] [--db FILE]
                                                what syncs changed in the cache, oldest first:
                                                the latest sync's (default), or all since then
  market-terminal status [--db FILE]            what is cached, how fresh, last errors,
                                                refused records per dataset
  market-terminal status --rejects [DATASET] [--db FILE]
                                                list the refused records (those of one dataset)
  market-terminal portfolio import FILE [--portfolio NAME] [--skip-bad] [--db FILE]
                                                add the transactions of a CSV file
                                                (date,security,side,quantity,price,fees) to a
                                                portfolio (made when new); all or nothing
                                                unless --skip-bad; bad rows listed by line
  market-terminal portfolio show [--portfolio NAME] [--format json|ndjson|csv] [--db FILE]
                                                positions (FIFO cost, cached last price, P&L)
                                                and one total per currency
  market-terminal help                          this text
  market-terminal version                       print the version

Datasets: ${DATASET_NAMES.join(', ')}
Studies: ${STUDY_KINDS.map(studyUsage).join(', ')} (or "macd 12 26 9");
  numbers left out take their defaults: ${STUDY_KINDS.map((kind) => formatStudySpec(parseStudySpec(kind))).join(', ')};
  fund NAVs take ${STUDY_KINDS.filter(closeOnly).join(', ')}
Alert conditions: a share: ${alertGrammar('share')};
  a fund: the same on nav; calendar and events: ${alertGrammar('calendar')}

Environment:
  MARKET_TERMINAL_DATA_DIR   folder for the cache database (default: the platform's user-data folder)
  MARKET_TERMINAL_TOKEN      API token for a configured service (else the 0600 file "token" there)

Exit codes: 0 done, 1 some requests failed (portfolio import: a bad row), 2 usage, 3 token refused or missing, 4 service unreachable
`;

// A command answers its exit code, at once or when its work is done. Each is loaded when run:
// `serve` starts faster without the sync engine and the simulator, which run in its workers.
// (`.then((m) => m.x)`, not `(await import()).x`: knip follows which export this form uses.)
const COMMANDS: Record<string, (args: string[]) => number | Promise<number>> = {
  sync: (args) => import('./commands/sync').then((m) => m.syncCommand(args)),
  export: (args) => import('./commands/export').then((m) => m.exportCommand(args)),
  study: (args) => import('./commands/study').then((m) => m.studyCommand(args)),
  alerts: (args) => import('./commands/alerts').then((m) => m.alertsCommand(args)),
  changes: (args) => import('./commands/changes').then((m) => m.changesCommand(args)),
  status: (args) => import('./commands/status').then((m) => m.statusCommand(args)),
  portfolio: (args) => import('./commands/portfolio').then((m) => m.portfolioCommand(args)),
  serve: (args) => import('./commands/serve').then((m) => m.serveCommand(args)),
  simulator: (args) => import('./commands/simulator').then((m) => m.simulatorCommand(args)),
  help: () => (process.stdout.write(USAGE), 0),
  version: () => (process.stdout.write(`${packageJson.version}\n`), 0),
};

/** Runs one command and returns the process exit code. */
export async function main(argv: string[]): Promise<number> {
  const [name = 'help', ...rest] = argv;
  const command = COMMANDS[name === '--help' || name === '-h' ? 'help' : name];
  if (!command) {
    complain(`unknown command "${name}"`);
    process.stderr.write(`\n${USAGE}`);
    return 2;
  }
  try {
    return await command(rest);
  } catch (err) {
    if (err instanceof CliError) {
      complain(err.message);
      return err.exitCode;
    }
    if (String((err as { code?: unknown }).code).startsWith('ERR_PARSE_ARGS')) {
      complain((err as Error).message);
      return 2;
    }
    throw err;
  }
}
