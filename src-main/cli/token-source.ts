// Where the command line takes the service token from. Arguments show in the process list
// (`ps`, /proc/*/cmdline), so a file, standard input or the environment are the safe ways.
import { readFileSync, statSync } from 'node:fs';
import { CliError } from './cli-error';

export interface TokenArgs {
  token?: string | undefined;
  /** A path, or `-` for standard input. */
  'token-file'?: string | undefined;
}

export const TOKEN_OPTIONS = { token: { type: 'string' }, 'token-file': { type: 'string' } } as const;

function readStdin(): string {
  try {
    return readFileSync(0, 'utf8');
  } catch (err) {
    throw new CliError(`cannot read the token from standard input: ${(err as Error).message}`);
  }
}

function readTokenFile(file: string): string {
  try {
    if (process.platform !== 'win32' && (statSync(file).mode & 0o077) !== 0) {
      throw new CliError(`refusing to read the token from ${file}: other users can read it (run: chmod 600 "${file}")`);
    }
    return readFileSync(file, 'utf8');
  } catch (err) {
    if (err instanceof CliError) throw err;
    throw new CliError(`cannot read the token from ${file}: ${(err as Error).message}`);
  }
}

/** The token the user gave for this run (it belongs to the host this run reads), or null: none given. */
export function tokenFromArgs(args: TokenArgs, warn: (line: string) => void): string | null {
  if (args.token !== undefined && args['token-file'] !== undefined)
    throw new CliError('give the token either with --token-file or with --token, not both');
  if (args['token-file'] !== undefined) {
    const token = (args['token-file'] === '-' ? readStdin() : readTokenFile(args['token-file'])).trim();
    if (!token) throw new CliError(`no token in ${args['token-file'] === '-' ? 'standard input' : args['token-file']}`);
    return token;
  }
  if (args.token !== undefined) {
    warn(
      'market-terminal: warning: --token shows the token in the process list; prefer --token-file FILE, --token-file - (standard input) or MARKET_TERMINAL_TOKEN\n',
    );
    return args.token;
  }
  return null;
}
