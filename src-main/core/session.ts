// One line to one market. The host opens it (starting the demo market's worker when that is the
// source) and hands it to the sync worker, which makes the requests. A session lives as long as its
// source's cache (source-cache.ts): switching the data source replaces both.
import type { DataSourceInfo } from '../ipc/contract';
import type { WorkerHttpOptions } from './threads/protocol';
import type { SyncWorker } from './threads/sync-worker-client';
import type { DataSourceSetting } from './data-source';
import { openMarketLine, type MarketLine } from './market-connection';
import type { SyncStatusTracker } from './sync-status';
import { NO_TOKEN, sourceOrigin, type TokenGrant, type TokenKeeper } from './token-binding';

export interface Session {
  market: { info: DataSourceInfo; origin: string; missingToken: string | null };
  /** Makes this the market the sync worker fetches from. */
  activate(): void;
  close(): Promise<void>;
}

export async function openSession(deps: {
  sync: SyncWorker;
  status: SyncStatusTracker;
  tokens: TokenKeeper;
  httpOptions?: WorkerHttpOptions;
  dataSource: DataSourceSetting;
  /** A token just entered for this source, used before it is stored; absent: what the vault grants. */
  grant?: TokenGrant;
  /** The demo market's line, already starting when the demo is the source (source-cache.ts). */
  demo: Promise<MarketLine> | null;
}): Promise<Session> {
  const setting = deps.dataSource;
  const origin = sourceOrigin(setting);
  const grant = deps.grant ?? (origin ? deps.tokens.grantFor(origin) : NO_TOKEN);
  const line: MarketLine = deps.demo ? await deps.demo : await openMarketLine(setting, grant);
  const secret = grant.token;
  return {
    market: { info: line.info, origin: new URL(line.baseUrl).origin, missingToken: line.missingToken },
    activate() {
      deps.status.missingToken = line.missingToken;
      deps.sync.openSession({
        baseUrl: line.baseUrl,
        bearer: line.bearer,
        bearerOrigin: line.bearerOrigin,
        secret,
        label: line.info.label,
        http: deps.httpOptions ?? {},
      });
    },
    close: () => line.close(),
  };
}
