// Entry point of the `market-terminal` command line (runs under Node, never Electron).
import packageJson from '../../package.json';
import { serveCommand } from './commands/serve';
import { CliError } from './cli-error';

const USAGE = `market-terminal ${packageJson.version}

Usage:
  market-terminal serve [--port N] [--host H]   run the terminal in a browser (browser mode)
  market-terminal help                          this text
  market-terminal version                       print the version

Environment:
  MARKET_TERMINAL_DATA_DIR   folder for the cache database (default: the platform's user-data folder)
`;

const COMMANDS: Record<string, (args: string[]) => Promise<number>> = {
  serve: serveCommand,
  help: async () => (process.stdout.write(USAGE), 0),
  version: async () => (process.stdout.write(`${packageJson.version}\n`), 0),
};

/** Runs one command and returns the process exit code. */
export async function main(argv: string[]): Promise<number> {
  const [name = 'help', ...rest] = argv;
  const command = COMMANDS[name === '--help' || name === '-h' ? 'help' : name];
  if (!command) {
    process.stderr.write(`market-terminal: unknown command "${name}"\n\n${USAGE}`);
    return 2;
  }
  try {
    return await command(rest);
  } catch (err) {
    if (err instanceof CliError) {
      process.stderr.write(`market-terminal: ${err.message}\n`);
      return err.exitCode;
    }
    throw err;
  }
}
