// Opens the line to the market: the embedded demo market on loopback, or the configured service.
// Both are reached the same way (HTTP → zod → SQLite), so the demo exercises the real path.
import { HttpClient, type HttpClientOptions } from '../api/http/http-client';
import { MarketDataClient } from '../api/market-data-client';
import type { DataSourceInfo } from '../ipc/contract';
import { carriesSecretsSafely } from '../security/loopback';
import { demoScaleFromEnv, startSimulator } from '../simulator';
import { describeDataSource, type DataSourceSetting } from './data-source';

export interface MarketConnection {
  client: MarketDataClient;
  http: HttpClient;
  info: DataSourceInfo;
  /** A configured service without a token: every request will be refused until one is set. */
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

export async function connectMarket(
  setting: DataSourceSetting,
  token: string | null,
  httpOptions: Partial<HttpClientOptions> = {},
): Promise<MarketConnection> {
  let baseUrl: string;
  let bearer: string;
  let missingToken: string | null = null;
  let close = async () => {};
  if (setting.kind === 'demo') {
    // The default seed: the same demo market on every machine (larger with MARKET_TERMINAL_DEMO_SCALE).
    const demo = await startSimulator({ scale: demoScale() });
    baseUrl = demo.baseUrl;
    bearer = demo.token;
    close = () => demo.close();
  } else {
    baseUrl = setting.baseUrl;
    bearer = token ?? '';
    if (!token)
      missingToken = `no API token for ${setting.baseUrl}: set MARKET_TERMINAL_TOKEN, pass --token-file, or enter it in the settings`;
    else if (!carriesSecretsSafely(new URL(baseUrl)))
      missingToken = `the token is not sent to ${setting.baseUrl}: plain http carries it in clear (use https)`;
  }
  const http = new HttpClient({ ...httpOptions, baseUrl, token: bearer });
  return {
    client: new MarketDataClient(http),
    http,
    info: describeDataSource(setting),
    missingToken,
    probe: (signal) => http.getJson('/v1/countries', { limit: 1 }, { signal }),
    close,
  };
}
