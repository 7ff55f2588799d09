import path from 'node:path';
import { parseArgs } from 'node:util';
import { createCore } from '../../core/core';
import { builtMainDir, defaultUserDataDir } from '../../core/paths';
import { fileTokenVault } from '../../core/token-vault';
import { isLoopback } from '../../security/loopback';
import { startBrowserServer } from '../../server/browser-server';
import { CliError } from '../cli-error';

/** `market-terminal serve`: browser mode. Runs until interrupted. */
export async function serveCommand(args: string[]): Promise<number> {
  const { values } = parseArgs({
    args,
    options: {
      port: { type: 'string', default: '0' },
      host: { type: 'string', default: '127.0.0.1' },
      'base-url': { type: 'string' },
    },
    strict: true,
  });
  const port = Number(values.port);
  if (!Number.isInteger(port) || port < 0 || port > 65535)
    throw new CliError(`--port must be a number from 0 to 65535, got "${values.port}"`);
  const host = values.host;

  const baseUrl = values['base-url'];
  if (baseUrl !== undefined && !/^https?:\/\/[^/]/.test(baseUrl)) throw new CliError(`--base-url must be an http(s) URL, got "${baseUrl}"`);
  const userDataDir = defaultUserDataDir();
  const core = await createCore({
    transport: 'browser',
    userDataDir,
    tokenVault: fileTokenVault(userDataDir),
    // For this run only: the stored data source is left as it is.
    ...(baseUrl ? { dataSource: { kind: 'remote' as const, baseUrl } } : {}),
  });
  let server;
  try {
    server = await startBrowserServer({ core, rendererDir: path.join(builtMainDir(), '../renderer'), port, host });
  } catch (err) {
    await core.close();
    const code = (err as NodeJS.ErrnoException).code;
    if (code === 'EADDRINUSE') throw new CliError(`port ${port} is already in use; pick another with --port`);
    if (code === 'EADDRNOTAVAIL') throw new CliError(`cannot listen on ${host}: no such local address`);
    throw err;
  }
  // The page shows them too; whoever started the server reads them here.
  for (const notice of core.info.notices) process.stderr.write(`market-terminal: ${notice}\n`);
  if (!isLoopback(host)) {
    process.stderr.write(
      `market-terminal: WARNING listening on ${host}, reachable from other machines; anyone with the URL's token can use this terminal.\n`,
    );
  }
  process.stdout.write(
    `Market Terminal (browser mode) is running.\nOpen: ${server.url}\nCache: ${core.info.databasePath}\nPress Ctrl+C to stop.\n`,
  );

  await new Promise<void>((resolve) => {
    const stop = () => resolve();
    process.once('SIGINT', stop);
    process.once('SIGTERM', stop);
  });
  await server.close();
  await core.close();
  return 0;
}
