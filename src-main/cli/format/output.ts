// Where an export goes: stdout (buffered, so a large export is not a write per record) or the
// file named by --out.
import { closeSync, openSync, writeFileSync } from 'node:fs';
import { CliError } from '../cli-error';

export interface Output {
  write(chunk: string | Uint8Array): void;
  /** Writes what is buffered and closes a file. */
  end(): void;
  /** Read on a terminal: what the service sent must not drive it, binary must not go there. */
  terminal: boolean;
}

const FLUSH_AT = 1 << 16;

/** stdout, or the file `--out` names (created or truncated). */
export function openOutput(file: string | undefined): Output {
  const fd = file === undefined ? null : openFile(file);
  const put = (data: string | Uint8Array) => {
    if (fd === null) process.stdout.write(data);
    else writeFileSync(fd, data); // all of it, however many writes that takes
  };
  const chunks: string[] = [];
  let size = 0;
  const flush = () => {
    if (size) put(chunks.join(''));
    chunks.length = 0;
    size = 0;
  };
  return {
    terminal: fd === null && process.stdout.isTTY === true,
    write(chunk) {
      if (typeof chunk !== 'string') {
        flush();
        put(chunk);
        return;
      }
      chunks.push(chunk);
      size += chunk.length;
      if (size > FLUSH_AT) flush();
    },
    end() {
      flush();
      if (fd !== null) closeSync(fd);
    },
  };
}

function openFile(file: string): number {
  try {
    return openSync(file, 'w');
  } catch (err) {
    throw new CliError(`cannot write ${file}: ${err instanceof Error ? err.message : String(err)}`);
  }
}
