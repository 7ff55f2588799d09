import { parseArgs } from 'node:util';
import { DEFAULT_SEED, parseScale, startSimulator } from '../../simulator';
import { CliError } from '../cli-error';

/** `market-terminal simulator`: the demo market on a local port. Runs until interrupted. */
export async function simulatorCommand(args: string[]): Promise<number> {
  let values;
  try {
    ({ values } = parseArgs({
      args,
      options: {
        port: { type: 'string', default: '0' },
        seed: { type: 'string', default: String(DEFAULT_SEED) },
        scale: { type: 'string', default: '1' },
        token: { type: 'string' },
        host: { type: 'string', default: '127.0.0.1' },
        'malformed-rate': { type: 'string', default: '0' },
      },
      strict: true,
    }));
  } catch (err) {
    // parseArgs explains unknown options and missing values well; show it as a usage error.
    throw new CliError(err instanceof Error ? err.message : String(err));
  }
  const port = Number(values.port);
  if (!/^\d+$/.test(values.port) || port > 65535) throw new CliError(`--port must be a number from 0 to 65535, got "${values.port}"`);
  if (!/^-?\d+$/.test(values.seed) || !Number.isSafeInteger(Number(values.seed)))
    throw new CliError(`--seed must be an integer, got "${values.seed}"`);
  const seed = Number(values.seed);
  let scale: number;
  try {
    scale = parseScale(values.scale, '--scale');
  } catch (err) {
    throw new CliError((err as Error).message);
  }
  const token = values.token;
  // eslint-disable-next-line no-control-regex -- control characters are what this refuses
  if (token !== undefined && (token === '' || /[\s\x00-\x1f\x7f]/.test(token)))
    throw new CliError('--token must be non-empty, without spaces or control characters');
  const host = values.host;
  if (host === '') throw new CliError('--host must not be empty');
  // Fault injection for trying the DQ screen (and tests): this share of list records is corrupted.
  if (!/^(0(\.\d+)?|1(\.0*)?)$/.test(values['malformed-rate']))
    throw new CliError(`--malformed-rate must be a number from 0 to 1, got "${values['malformed-rate']}"`);
  const malformedRate = Number(values['malformed-rate']);

  let simulator;
  try {
    simulator = await startSimulator({ seed, scale, port, host, faults: { malformedRate }, ...(token === undefined ? {} : { token }) });
  } catch (err) {
    const code = (err as NodeJS.ErrnoException).code;
    if (code === 'EADDRINUSE') throw new CliError(`port ${port} is already in use; pick another with --port`);
    if (code === 'EADDRNOTAVAIL' || code === 'ENOTFOUND') throw new CliError(`cannot listen on ${host}: no such local address`);
    throw err;
  }
  const d = simulator.dataset;
  process.stdout.write(
    `Demo market simulator is running (seed ${seed}, scale ${scale}, data as of ${d.anchorDate}: ${d.shares.length} shares, ${d.funds.length} funds, ${d.events.length} events, ${d.countries.length} countries).\n` +
      `Base URL: ${simulator.baseUrl}\n` +
      `Token: ${simulator.token}\n` +
      'Press Ctrl+C to stop.\n',
  );

  await new Promise<void>((resolve) => {
    const stop = () => resolve();
    process.once('SIGINT', stop);
    process.once('SIGTERM', stop);
  });
  await simulator.close();
  return 0;
}
