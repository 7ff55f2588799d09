// Runs the `market-terminal` command line in-process: the exit code main() returns, and what
// the command wrote to stdout and stderr.
import { mkdtempSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { vi } from 'vitest';
import { main } from '../../../src-main/cli/cli';

export interface CliRun {
  code: number;
  stdout: string;
  stderr: string;
}

/** `tty`: stdout is a terminal for this run (as when the user reads the output on screen). */
export async function runCli(args: string[], { tty = false } = {}): Promise<CliRun> {
  let stdout = '';
  let stderr = '';
  const capture = (append: (text: string) => void) =>
    ((chunk: string | Uint8Array, ...rest: unknown[]) => {
      append(typeof chunk === 'string' ? chunk : Buffer.from(chunk).toString('utf8'));
      const done = rest.find((r): r is () => void => typeof r === 'function');
      done?.();
      return true;
    }) as typeof process.stdout.write;
  const out = vi.spyOn(process.stdout, 'write').mockImplementation(capture((t) => (stdout += t)));
  const err = vi.spyOn(process.stderr, 'write').mockImplementation(capture((t) => (stderr += t)));
  const isTTY = Object.getOwnPropertyDescriptor(process.stdout, 'isTTY');
  Object.defineProperty(process.stdout, 'isTTY', { value: tty, configurable: true, writable: true });
  try {
    const code = await main(args);
    return { code, stdout, stderr };
  } finally {
    out.mockRestore();
    err.mockRestore();
    if (isTTY) Object.defineProperty(process.stdout, 'isTTY', isTTY);
    else delete (process.stdout as { isTTY?: boolean }).isTTY;
  }
}

/** A 0600 file holding `token`, for `--token-file` (what users are told to use instead of `--token`). */
export function tokenFile(token: string): string {
  const file = path.join(mkdtempSync(path.join(os.tmpdir(), 'mt-cli-token-')), 'token');
  writeFileSync(file, token, { mode: 0o600 });
  return file;
}

/** Minimal RFC 4180 reader: quoted fields, doubled quotes, CRLF or LF line ends. */
export function parseCsv(text: string): string[][] {
  // Fast path for the large numeric exports: without a quote, every line is a row.
  if (!text.includes('"'))
    return text
      .split(/\r?\n/)
      .slice(0, text.endsWith('\n') ? -1 : undefined)
      .map((line) => line.split(','));
  const rows: string[][] = [];
  let row: string[] = [];
  let cell = '';
  let quoted = false;
  for (let i = 0; i < text.length; i++) {
    const ch = text[i];
    if (quoted) {
      if (ch === '"' && text[i + 1] === '"') {
        cell += '"';
        i++;
      } else if (ch === '"') quoted = false;
      else cell += ch;
    } else if (ch === '"' && cell === '') quoted = true;
    else if (ch === ',') {
      row.push(cell);
      cell = '';
    } else if (ch === '\r' && text[i + 1] === '\n') {
      /* the \n ends the row */
    } else if (ch === '\n') {
      row.push(cell);
      rows.push(row);
      row = [];
      cell = '';
    } else cell += ch;
  }
  if (cell !== '' || row.length) {
    row.push(cell);
    rows.push(row);
  }
  return rows;
}
