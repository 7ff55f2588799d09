import { TEXT_CAP, terminalSafe } from './format/terminal-safe';

/** One `market-terminal: …` line on stderr. Messages quote the service, the cache and arguments, so the line is shown safely. */
export function complain(message: string): void {
  process.stderr.write(`market-terminal: ${terminalSafe(message, TEXT_CAP)}\n`);
}
