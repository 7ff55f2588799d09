// Opens the line to the market: the embedded demo market (served from its own worker thread on
// loopback), or the configured service. Both are reached the same way (HTTP → zod → SQLite), so
// the demo exercises the real path.
import { HttpClient, type HttpClientOptions } from '../api/http/http-client';
import { MarketDataClient, type ListCeilings } from '../api/market-data-client';
import type { DataSourceInfo } from '../ipc/contract';
import { carriesSecretsSafely } from '../security/loopback';
import { demoScaleFromEnv } from '../simulator/scale';
import { startDemoMarket } from './threads/demo-market';
import { describeDataSource, type DataSourceSetting } from './data-source';
import type { TokenGrant } from './token-binding';

/** Where the market is and what to send it; the HTTP client is built where the requests are made. */
export interface MarketLine {
  baseUrl: string;
  /** The bearer token sent with every request ('' for none). */
  bearer: string;
  /** The one origin the bearer belongs to: the HTTP client sends it nowhere else. */
  bearerOrigin: string;
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

/** Why a configured service gets no token from `grant`, or null when it gets one. */
function missingTokenReason(url: URL, grant: TokenGrant): string | null {
  if (grant.token === null)
    return grant.reason ?? `no API token for ${url.href}: set MARKET_TERMINAL_TOKEN, pass --token-file, or enter it in the settings`;
  // Checked here, where the token is attached, whatever path opened the line.
  if (grant.origin !== url.origin) return `the API token belongs to ${grant.origin}, so it is not sent to ${url.origin}`;
  if (!carriesSecretsSafely(url)) return `the token is not sent to ${url.href}: plain http carries it in clear (use https)`;
  return null;
}

/** `grant`: the token this source's origin may have (the demo market has its own). */
export async function openMarketLine(setting: DataSourceSetting, grant: TokenGrant): Promise<MarketLine> {
  const info = describeDataSource(setting);
  if (setting.kind === 'demo') {
    const demo = await startDemoMarket(demoScale()); // the default seed: the same demo market on every machine (larger with MARKET_TERMINAL_DEMO_SCALE)
    return {
      baseUrl: demo.baseUrl,
      bearer: demo.token,
      bearerOrigin: new URL(demo.baseUrl).origin,
      info,
      missingToken: null,
      close: () => demo.close(),
    };
  }
  const url = new URL(setting.baseUrl);
  const missingToken = missingTokenReason(url, grant);
  const bearer = missingToken === null && grant.token !== null ? grant.token : '';
  return { baseUrl: setting.baseUrl, bearer, bearerOrigin: url.origin, info, missingToken, close: async () => {} };
}

/** The HTTP client's tuning and how far one list is walked. */
export type MarketClientOptions = Partial<HttpClientOptions> & Partial<ListCeilings>;

/** The client over a line, with the probe the sync engine uses to tell whether it is reachable. */
export function marketClient(line: Pick<MarketLine, 'baseUrl' | 'bearer' | 'bearerOrigin'>, options: MarketClientOptions = {}) {
  const { maxPages, maxRecords, ...httpOptions } = options;
  const http = new HttpClient({ ...httpOptions, baseUrl: line.baseUrl, token: line.bearer, tokenOrigin: line.bearerOrigin });
  return {
    http,
    client: new MarketDataClient(http, {
      ...(maxPages !== undefined ? { maxPages } : {}),
      ...(maxRecords !== undefined ? { maxRecords } : {}),
    }),
    probe: (signal: AbortSignal) => http.getJson('/v1/countries', { limit: 1 }, { signal }),
  };
}

export async function connectMarket(
  setting: DataSourceSetting,
  grant: TokenGrant,
  options: MarketClientOptions = {},
): Promise<MarketConnection> {
  const line = await openMarketLine(setting, grant);
  return { ...marketClient(line, options), info: line.info, missingToken: line.missingToken, close: () => line.close() };
}
