// Issue figures for the cache and the sync: ingest against a bare insert loop, reading 2,500 bars,
// command-bar search over 10,000 names, a full offline sync against the local demo market and the
// longest stall of the event loop (the thread that serves the UI) during it.
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import Database from 'better-sqlite3';
import { HttpClient } from '../../src-main/api/http/http-client';
import { MarketDataClient } from '../../src-main/api/market-data-client';
import { generateDataset, startSimulator } from '../../src-main/simulator';
import { Store } from '../../src-main/store/store';
import { runOffline } from '../../src-main/sync/offline-run';
import { SyncEngine } from '../../src-main/sync/sync-engine';
import { medianMs, type Figure } from './figures';

const PAGE = 1000;

function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor((sorted.length * p) / 100))] ?? Number.NaN;
}

export async function cacheFigures(): Promise<Figure[]> {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'mt-bench-'));
  try {
    const figures: Figure[] = [];
    let start = performance.now();
    const dataset = generateDataset(1);
    figures.push({
      name: 'demo market generation (seed 1)',
      value: performance.now() - start,
      unit: 'ms',
      note: 'once per simulator start',
    });
    const histories = [...dataset.shareHistory.keys()].map((id) => [id, dataset.shareHistory.get(id) ?? []] as const);
    const rows = histories.reduce((n, [, bars]) => n + bars.length, 0);

    // Ingest through the store: a transaction per page of 1,000 bars, as the sync writes them.
    const store = Store.open(path.join(dir, 'ingest.sqlite'));
    start = performance.now();
    for (const [shareId, bars] of histories) {
      for (let i = 0; i < bars.length; i += PAGE) store.data['share-history'].upsert(shareId, bars.slice(i, i + PAGE));
    }
    const ingestSeconds = (performance.now() - start) / 1000;

    // The same rows through a bare prepared INSERT, same page transactions, in the same run.
    const bare = new Database(path.join(dir, 'bare.sqlite'));
    bare.pragma('journal_mode = WAL');
    bare.pragma('synchronous = NORMAL');
    bare.exec(
      'CREATE TABLE h (share_id INTEGER, day TEXT, id TEXT, price_date TEXT, day_price REAL, variation REAL, volume REAL, closing_price REAL, opening_price REAL, upper REAL, lower REAL, per REAL, PRIMARY KEY (share_id, day)) STRICT, WITHOUT ROWID',
    );
    const insert = bare.prepare('INSERT INTO h VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)');
    const page = bare.transaction((shareId: number, bars: (typeof histories)[number][1]) => {
      for (const b of bars)
        insert.run(
          shareId,
          (b.price_date ?? '').slice(0, 10),
          b.id,
          b.price_date,
          b.day_price,
          b.variation,
          b.volume,
          b.closing_price,
          b.opening_price,
          b.upper,
          b.lower,
          b.per,
        );
    });
    start = performance.now();
    for (const [shareId, bars] of histories) {
      for (let i = 0; i < bars.length; i += PAGE) page(shareId, bars.slice(i, i + PAGE));
    }
    const bareSeconds = (performance.now() - start) / 1000;
    bare.close();
    figures.push(
      { name: 'ingest: price history rows', value: rows, unit: 'rows' },
      { name: 'ingest through the store', value: rows / ingestSeconds, unit: 'rows/s' },
      { name: 'bare prepared-insert loop', value: rows / bareSeconds, unit: 'rows/s' },
      { name: 'store / bare', value: bareSeconds / ingestSeconds, unit: 'x', note: 'budget ≥ 0.5' },
    );

    // Read 2,500 bars of one share as columns.
    const [longId] = histories.find(([, bars]) => bars.length >= 2500) ?? histories[0] ?? [0];
    const days = store.data['share-history'].columns(longId).day;
    const from = days[days.length - 2500] ?? days[0];
    const bars2500 = store.data['share-history'].columns(longId, from).day.length;
    figures.push({
      name: `read ${bars2500} bars (columns)`,
      value: medianMs(() => store.data['share-history'].columns(longId, from), 50),
      unit: 'ms',
      note: 'budget < 5 ms',
    });

    // Command-bar search over 10,000 names: real share and fund names plus synthetic ones.
    const words = [
      'Banque',
      'Société',
      'Générale',
      'Atlantique',
      'Énergie',
      'Ciment',
      'Sucrière',
      'Telecom',
      'Agro',
      'Capital',
      'Invest',
      'Fonds',
      'Actions',
      'Obligations',
      'Sahel',
      'Côte',
      'Industrie',
      'Mines',
      'Pétrole',
      'Transport',
    ];
    const entries = Array.from({ length: 10_000 }, (_, i) => {
      const name = `${words[i % words.length]} ${words[(i * 7) % words.length]} ${words[(i * 13) % words.length]} ${i}`;
      return { ref: 100_000 + i, code: `X${(i * 7919).toString(36).toUpperCase().padStart(4, 'A')} ISIN${i}`, title: name };
    });
    store.db.transaction(() => store.search.put('fund', entries))();
    const queries = Array.from({ length: 2000 }, (_, i) => {
      const w = words[(i * 31) % words.length] ?? 'ban';
      return w.slice(0, 1 + (i % 4)).toLowerCase();
    });
    for (const q of queries.slice(0, 100)) store.search.find(q);
    const times = queries.map((q) => {
      const t = performance.now();
      store.search.find(q, { limit: 12 });
      return performance.now() - t;
    });
    times.sort((a, b) => a - b);
    figures.push(
      { name: 'search 10,000 names: p50', value: percentile(times, 50), unit: 'ms' },
      { name: 'search 10,000 names: p95', value: percentile(times, 95), unit: 'ms', note: 'budget < 1 ms' },
    );
    store.close();

    // A full offline sync against the local demo market, watching the event loop meanwhile.
    const sim = await startSimulator({ seed: 1 });
    const syncStore = Store.open(path.join(dir, 'sync.sqlite'));
    const http = new HttpClient({ baseUrl: sim.baseUrl, token: sim.token });
    const engine = new SyncEngine({
      store: syncStore,
      client: new MarketDataClient(http),
      sourceLabel: 'DEMO',
      probe: (signal) => http.getJson('/v1/countries', { limit: 1 }, { signal }),
    });
    const loop = monitorEventLoopDelay({ resolution: 5 });
    loop.enable();
    start = performance.now();
    const result = await runOffline(engine, syncStore, {});
    const syncSeconds = (performance.now() - start) / 1000;
    loop.disable();
    engine.dispose();
    await sim.close();
    figures.push(
      {
        name: 'full offline sync (demo market)',
        value: syncSeconds,
        unit: 's',
        note: `${result.total} requests, ${(syncStore.sizeBytes() / 1048576).toFixed(1)} MiB`,
      },
      {
        name: 'longest event-loop stall in the sync',
        value: loop.max / 1e6,
        unit: 'ms',
        note: `p99 ${(loop.percentile(99) / 1e6).toFixed(1)} ms; budget < 50 ms`,
      },
    );
    syncStore.close();
    return figures;
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
