// Opens the line to the market: the embedded demo market (served from its own worker thread on
// loopback), or the configured service. Both are reached the same way (HTTP → zod → SQLite), so
// the demo exercises the real path.
import { HttpClient, type HttpClientOptions } from '../api/http/http-client';
import { MarketDataClient } from '../api/market-data-client';
import type { DataSourceInfo } from '../ipc/contract';
import { carriesSecretsSafely } from '../security/loopback';
import { demoScaleFromEnv } from '../simulator/scale';
import { startDemoMarket } from '../worker/demo-market';
import { describeDataSource, type DataSourceSetting } from './data-source';

/** Where the market is and what to send it; the HTTP client is built where the requests are made. */
export interface MarketLine {
  baseUrl: string;
  /** The bearer token sent with every request. */
  bearer: string;
  info: DataSourceInfo;
  /** A configured service without a token: every request will be refused until one is set. */
  missingToken: string | null;
  close(): Promise<void>;
}

export interface MarketConnection {
  client: MarketDataClient;
  http: HttpClient;
  info: DataSourceInfo;
  missingToken: string | null;
  /** A cheap request, used to tell whether the service is reachable. */
  probe: (signal: AbortSignal) => Promise<unknown>;
  close(): Promise<void>;
}

/** A bad MARKET_TERMINAL_DEMO_SCALE is reported and the shipped demo started, never a failed start. */
function demoScale(): number {
  try {
    return demoScaleFromEnv();
  } catch (err) {
    console.warn(`${(err as Error).message}; the demo market runs at scale 1`);
    return 1;
  }
}

export async function openMarketLine(setting: DataSourceSetting, token: string | null): Promise<MarketLine> {
  const info = describeDataSource(setting);
  if (setting.kind === 'demo') {
    const demo = await startDemoMarket(demoScale()); // the default seed: the same demo market on every machine (larger with MARKET_TERMINAL_DEMO_SCALE)
    return { baseUrl: demo.baseUrl, bearer: demo.token, info, missingToken: null, close: () => demo.close() };
  }
  let missingToken: string | null = null;
  if (!token)
    missingToken = `no API token for ${setting.baseUrl}: set MARKET_TERMINAL_TOKEN, pass --token-file, or enter it in the settings`;
  else if (!carriesSecretsSafely(new URL(setting.baseUrl)))
    missingToken = `the token is not sent to ${setting.baseUrl}: plain http carries it in clear (use https)`;
  return { baseUrl: setting.baseUrl, bearer: token ?? '', info, missingToken, close: async () => {} };
}

/** The client over a line, with the probe the sync engine uses to tell whether it is reachable. */
export function marketClient(line: Pick<MarketLine, 'baseUrl' | 'bearer'>, httpOptions: Partial<HttpClientOptions> = {}) {
  const http = new HttpClient({ ...httpOptions, baseUrl: line.baseUrl, token: line.bearer });
  return {
    http,
    client: new MarketDataClient(http),
    probe: (signal: AbortSignal) => http.getJson('/v1/countries', { limit: 1 }, { signal }),
  };
}

export async function connectMarket(
  setting: DataSourceSetting,
  token: string | null,
  httpOptions: Partial<HttpClientOptions> = {},
): Promise<MarketConnection> {
  const line = await openMarketLine(setting, token);
  return { ...marketClient(line, httpOptions), info: line.info, missingToken: line.missingToken, close: () => line.close() };
}
