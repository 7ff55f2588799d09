// One line to one market: its connection, sync engine and offline runner. Switching the data
// source replaces the whole session; the cache stays.
import type { HttpClientOptions } from '../api/http/http-client';
import type { EventHub } from '../ipc/event-hub';
import type { Store } from '../store/store';
import { FreshnessPolicy } from '../sync/freshness-policy';
import { SyncEngine } from '../sync/sync-engine';
import { readPolicyOverrides } from './preferences';
import { readDataSource, type DataSourceSetting } from './data-source';
import { connectMarket, type MarketConnection } from './market-connection';
import { OfflineRunner } from './offline-runner';
import type { SyncStatusTracker } from './sync-status';
import type { TokenVault } from './token-vault';

export interface Session {
  market: MarketConnection;
  engine: SyncEngine;
  offline: OfflineRunner;
  close(): Promise<void>;
}

export async function openSession(deps: {
  store: Store;
  events: EventHub;
  status: SyncStatusTracker;
  tokenVault: TokenVault;
  httpOptions?: Partial<HttpClientOptions>;
  /** This run only, instead of the stored setting (e.g. `serve --base-url`). */
  dataSource?: DataSourceSetting;
  /** A token just entered, used before it is stored (null: none); absent: the vault's. */
  token?: string | null;
}): Promise<Session> {
  const { store, events, status } = deps;
  const token = deps.token !== undefined ? deps.token : deps.tokenVault.get();
  const market = await connectMarket(deps.dataSource ?? readDataSource(store.settings), token, deps.httpOptions);
  const engine = new SyncEngine({
    store,
    secret: token,
    policy: new FreshnessPolicy(readPolicyOverrides(store.settings)),
    client: market.client,
    sourceLabel: market.info.label,
    probe: market.probe,
    onUpdated: (dataset, key) => {
      events.emit('data.updated', { dataset, key });
      status.changed();
    },
    onConnection: () => status.changed(),
  });
  status.authProblem = market.missingToken;
  engine.onAuthFailure((message) => {
    status.authProblem = message;
    status.changed();
  });
  const offline = new OfflineRunner(engine, store, (progress) => {
    events.emit('sync.progress', progress);
    status.offlineRun = progress;
    status.changed();
  });
  return {
    market,
    engine,
    offline,
    async close() {
      offline.cancel();
      engine.dispose();
      await market.close();
    },
  };
}
