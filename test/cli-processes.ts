// Starting the command line's long-running modes as child processes, for the end-to-end tests
// and the chart bench: browser mode (`serve`) and the demo market (`simulator`).
import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';

const projectRoot = path.resolve(__dirname, '..');

/** Spawns `market-terminal <args>` and resolves once its output matches `ready`. */
function startCli(
  args: string[],
  env: Record<string, string>,
  ready: RegExp,
  what: string,
): Promise<{ child: ChildProcess; match: string }> {
  const child = spawn(process.execPath, [path.join(projectRoot, 'src-main/cli/market-terminal.mjs'), ...args], {
    cwd: projectRoot,
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  return new Promise((resolve, reject) => {
    // A 10× demo market takes seconds to generate before the URL is printed.
    const timer = setTimeout(() => reject(new Error(`${what} printed nothing usable within 60 s:\n${output}`)), 60_000);
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      const match = ready.exec(output);
      if (match?.[1]) {
        clearTimeout(timer);
        resolve({ child, match: match[1] });
      }
    };
    child.stdout?.on('data', onData);
    child.stderr?.on('data', onData);
    child.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`${what} exited with ${code}:\n${output}`));
    });
  });
}

/** `market-terminal serve` on a free port with its own data folder; resolves with the printed URL. */
export async function startServe(
  dataDir: string,
  args: string[] = [],
  env: Record<string, string> = {},
): Promise<{ child: ChildProcess; url: string }> {
  const { child, match } = await startCli(
    ['serve', '--port', '0', ...args],
    { MARKET_TERMINAL_DATA_DIR: dataDir, ...env },
    /Open: (http:\/\/\S+)/,
    'serve',
  );
  return { child, url: match };
}

/** `market-terminal simulator` on a port (0: free) with a fixed token; resolves with its base URL. */
export async function startSimulatorProcess(
  port: number,
  token: string,
  args: string[] = [],
): Promise<{ child: ChildProcess; baseUrl: string }> {
  const { child, match } = await startCli(
    ['simulator', '--port', String(port), '--token', token, ...args],
    {},
    /Base URL:\s*(http:\/\/\S+)/,
    'simulator',
  );
  return { child, baseUrl: match };
}

export async function stopProcess(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.kill('SIGTERM');
  await exited;
}
