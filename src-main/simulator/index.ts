// The demo market: a deterministic, in-process HTTP simulator of the Market Data Read Service.
//
//   const sim = await startSimulator({ seed: 7 });
//   await fetch(`${sim.baseUrl}/v1/shares`, { headers: { Authorization: `Bearer ${sim.token}` } });
//   await sim.close();
import { randomBytes } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import { generateDataset } from './dataset';
import { defaultFaults, FaultInjector, type FaultConfig } from './faults';
import { DEFAULT_LIMIT_CAP } from './paging';
import { createRouter } from './routes';
import { API_PREFIX, createSimulatorServer, type ServerState } from './server';
import type { Dataset } from './types';

export { generateDataset } from './dataset';
export { MAX_SCALE, demoScaleFromEnv, parseScale } from './scale';
export { isValidIsin, isinCheckDigit } from './isin';
export type * from './types';

export interface SimulatorOptions {
  /** Data seed; default 1. Same seed and scale → same data and same bytes on the wire. */
  seed?: number;
  /** Market size (1–100, default 1): N × the shares, funds and events, longer histories. */
  scale?: number;
  /** Bearer token to require; default a random JWT-shaped token. */
  token?: string;
  /** 0 (default) picks a free port. */
  port?: number;
  /** Default 127.0.0.1. */
  host?: string;
  /** Largest honoured `limit`; larger ones are capped. Default 1000. */
  limitCap?: number;
  faults?: Partial<FaultConfig>;
  /**
   * Called once the port is bound, before the market is generated (up to seconds at large
   * scales): a host can hand out the address at once. Requests that arrive meanwhile wait for
   * the generation, which runs right after this on the same thread.
   */
  onListening?: (address: SimulatorAddress) => void;
}

interface SimulatorAddress {
  /** http://HOST:PORT/api: {baseUrl}/v1/shares is the shares list. */
  baseUrl: string;
  token: string;
}

export interface Simulator extends SimulatorAddress {
  dataset: Dataset;
  setFaults(faults: Partial<FaultConfig>): void;
  /** HTTP requests received so far (all paths, faults and errors included). */
  stats(): { requests: number };
  close(): Promise<void>;
}

export const DEFAULT_SEED = 1;

/** Random, shaped like the JWTs of the published requests (header.payload.signature). */
export function randomToken(): string {
  const part = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');
  return `${part({ alg: 'HS256', typ: 'JWT' })}.${part({ sub: 'demo-market', jti: randomBytes(12).toString('hex') })}.${randomBytes(32).toString('base64url')}`;
}

/** How a client reaches a listening address: wildcard binds are reached on loopback. */
function urlHost(host: string): string {
  if (host === '0.0.0.0') return '127.0.0.1';
  if (host === '::') return '[::1]';
  return host.includes(':') ? `[${host}]` : host;
}

export async function startSimulator(options: SimulatorOptions = {}): Promise<Simulator> {
  const seed = options.seed ?? DEFAULT_SEED;
  if (!Number.isSafeInteger(seed)) throw new RangeError(`seed must be an integer, got ${seed}`);
  const limitCap = options.limitCap ?? DEFAULT_LIMIT_CAP;
  if (!Number.isInteger(limitCap) || limitCap < 1) throw new RangeError(`limitCap must be a positive integer, got ${limitCap}`);
  const token = options.token ?? randomToken();
  if (token === '' || /\s/.test(token)) throw new RangeError('token must be non-empty and contain no whitespace');
  const host = options.host ?? '127.0.0.1';

  const faults = new FaultInjector({ ...defaultFaults(seed), ...options.faults });
  const state: ServerState = { token, faults, app: null, requests: 0 };
  const { server, cancelPending } = createSimulatorServer(state);
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port ?? 0, host, () => {
      server.off('error', reject);
      resolve();
    });
  });
  const { port } = server.address() as AddressInfo;
  const origin = `http://${urlHost(host)}:${port}`;
  options.onListening?.({ baseUrl: `${origin}${API_PREFIX}`, token });
  // Generated after listen: document paths embed the origin, which needs the chosen port.
  const dataset = generateDataset(seed, { origin, scale: options.scale ?? 1 });
  state.app = { dataset, router: createRouter(dataset, limitCap) };

  let closed: Promise<void> | null = null;
  return {
    baseUrl: `${origin}${API_PREFIX}`,
    token,
    dataset,
    setFaults: (change) => faults.update(change),
    stats: () => ({ requests: state.requests }),
    close() {
      closed ??= new Promise<void>((resolve, reject) => {
        cancelPending();
        server.close((err) => (err ? reject(err) : resolve()));
        server.closeAllConnections();
      });
      return closed;
    },
  };
}
