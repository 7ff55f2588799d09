// Issue 25: a new bar arriving on a shown GP → painted. The bench writes one more day of a share's
// history into the served cache (as a sync would) and hands the page the `data.updated` push a sync
// sends for it, through the page's own socket; the time runs from that push to the chart's painted
// stamp. The page's `data.series` asks are counted: one bar must cost one tail read, not the window.
// The floor: a bare lightweight-charts chart of the same bars in the same page, update() of one bar
// to its next frame.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Browser, Page } from '@playwright/test';
import Database from 'better-sqlite3';
import { percentile, type Measured } from './budget-table';
import { command, RECORD_KEYS, waitPainted } from './chart.bench';

const root = path.resolve(__dirname, '../..');
/** New bars per share: a week or more would move the window's pinned last day (a re-pin reads it all). */
const BARS_PER_SHARE = 5;

// Page-side snippets as strings: this file is type-checked without the DOM library.
/**
 * Before the app's scripts: the page's socket is kept (to hand it a push) and its `data.series`
 * asks are recorded with their input.
 */
const WATCH_SOCKET = `(() => {
  const Socket = window.WebSocket;
  window.__benchSeriesAsks = [];
  window.WebSocket = class extends Socket {
    constructor(...args) { super(...args); window.__benchSocket = this; }
    send(data) {
      if (typeof data === 'string' && data.includes('"data.series"')) window.__benchSeriesAsks.push(JSON.parse(data));
      super.send(data);
    }
  };
})()`;

const push = (payload: object) => `(() => {
  window.__benchSeriesAsks = [];
  window.__benchPushAt = performance.now();
  const data = ${JSON.stringify(JSON.stringify({ type: 'event', event: 'data.updated', payload }))};
  window.__benchSocket.dispatchEvent(new MessageEvent('message', { data }));
})()`;

const FOCUSED_HOST = `document.querySelector('.pane.focused .chart-host')`;
const SHOWN_BARS = `Number(${FOCUSED_HOST}?.dataset.bars ?? 0)`;
/**
 * Push → painted, once the focused chart painted more than `bars` bars after the push (more than
 * one more: the sync's own refresh of the share may have landed a bar meanwhile).
 */
const paintedAfterPush = (bars: number) => `(() => { const h = ${FOCUSED_HOST}; const at = Number(h?.dataset.painted);
  return h && at > window.__benchPushAt && Number(h.dataset.bars) > ${bars} ? at - window.__benchPushAt : null; })()`;
const SERIES_ASKS = `window.__benchSeriesAsks.map((f) => f.input ?? f.params ?? f)`;

/**
 * The floor: lightweight-charts alone (its standalone build, put in the page) with candles and a
 * volume pane of `bars` bars, the size of the focused chart; update() of one bar → next frame.
 */
const bareUpdates = (bars: number, runs: number) => `(async () => {
  const { createChart, CandlestickSeries, HistogramSeries } = window.LightweightCharts;
  const box = ${FOCUSED_HOST}.getBoundingClientRect();
  const div = document.createElement('div');
  div.style.cssText = 'position:fixed;left:0;top:0;width:' + box.width + 'px;height:' + box.height + 'px';
  document.body.append(div);
  const chart = createChart(div, { autoSize: true, timeScale: { minBarSpacing: 0.05 } });
  const candles = chart.addSeries(CandlestickSeries, { borderVisible: false, priceLineVisible: false });
  const volume = chart.addSeries(HistogramSeries, { lastValueVisible: false, priceLineVisible: false }, 1);
  const day = 86400;
  const start = 1_000_000_000 - (1_000_000_000 % day);
  const bar = (i) => { const c = 100 + Math.sin(i / 20) * 10; return { time: start + i * day, open: c - 1, high: c + 2, low: c - 2, close: c }; };
  candles.setData(Array.from({ length: ${bars} }, (_, i) => bar(i)));
  volume.setData(Array.from({ length: ${bars} }, (_, i) => ({ time: start + i * day, value: 1000 + i })));
  chart.timeScale().fitContent();
  const frame = () => new Promise((resolve) => requestAnimationFrame(() => resolve(performance.now())));
  await frame(); await frame();
  const times = [];
  for (let i = 0; i < ${runs}; i++) {
    const at = performance.now();
    candles.update(bar(${bars} + i));
    volume.update({ time: start + (${bars} + i) * day, value: 1000 });
    times.push((await frame()) - at);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  chart.remove();
  div.remove();
  return times;
})()`;

/** One more day at the end of `share`'s cached history, a copy of its last; the new day. */
function appendDay(db: Database.Database, share: number): string {
  const last = db.prepare('SELECT * FROM share_history WHERE share_id = ? ORDER BY day DESC LIMIT 1').get(share) as Record<
    string,
    unknown
  > & { day: string };
  const next = new Date(Date.parse(`${last.day}T00:00:00Z`) + 86_400_000).toISOString().slice(0, 10);
  const row = { ...last, day: next, price_date: `${next}T00:00:00.000` };
  const columns = Object.keys(row);
  db.prepare(`INSERT INTO share_history (${columns.join(', ')}) VALUES (${columns.map((c) => `@${c}`).join(', ')})`).run(row);
  return next;
}

/** The snippet's value once it has one; null after 5 s. */
async function until<T>(page: Page, snippet: string): Promise<T | null> {
  for (let waited = 0; waited < 5_000; waited += 2) {
    const value = await page.evaluate<T | null>(snippet);
    if (value !== null) return value;
    await new Promise((resolve) => setTimeout(resolve, 2));
  }
  return null;
}

/**
 * New bars on GP of `shares` (their ids and codes), in a new page of the running server at `url`
 * whose cache is `dbFile`. `bars` is the floor chart's size (about GP's MAX).
 */
export async function newBarFigures(
  browser: Browser,
  url: string,
  dbFile: string,
  shares: ReadonlyArray<{ id: number; code: string }>,
  bars: number,
): Promise<Measured[]> {
  const page = await browser.newPage({ viewport: { width: 1920, height: 1080 } });
  const db = new Database(dbFile);
  db.pragma('busy_timeout = 5000');
  try {
    await page.addInitScript({ content: WATCH_SOCKET });
    await page.goto(url);
    await page.locator('.pane').first().waitFor();
    await page.evaluate(RECORD_KEYS);
    const pushed: number[] = [];
    let tailReads = 0;
    let otherReads = 0;
    // A push whose bar was not painted within 5 s (its tail answer dropped for another read that
    // landed meanwhile, say): counted in the note, not timed.
    let missed = 0;
    for (const share of shares) {
      await command(page, `${share.code} GP`);
      await page.keyboard.press('Enter');
      await waitPainted(page, 1);
      await new Promise((resolve) => setTimeout(resolve, 500)); // its first frames settle
      for (let i = 0; i < BARS_PER_SHARE; i++) {
        const before = await page.evaluate<number>(SHOWN_BARS);
        const day = appendDay(db, share.id);
        await page.evaluate(push({ dataset: 'share-history', key: String(share.id), from: day }));
        const ms = await until<number>(page, paintedAfterPush(before));
        if (ms === null) missed++;
        else pushed.push(ms);
        const asks = await page.evaluate<Array<{ from?: string }>>(SERIES_ASKS);
        for (const ask of asks) {
          if (ask.from === day) tailReads++;
          else otherReads++;
        }
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
    }
    await page.evaluate(
      readFileSync(path.join(root, 'node_modules/lightweight-charts/dist/lightweight-charts.standalone.production.js'), 'utf8'),
    );
    if (pushed.length === 0) throw new Error('no new bar was painted on GP');
    const bare = await page.evaluate<number[]>(bareUpdates(bars, pushed.length));
    // The floor is itself a frame (~16 ms at 60 Hz): a bar is painted on the next frame at best. The
    // issue's "< 16 ms" is what the push costs beyond that: the same frame as a bare update().
    const beyond = percentile(pushed, 50) - percentile(bare, 50);
    return [
      {
        name: 'a new bar on a shown GP → painted, median',
        value: percentile(pushed, 50),
        unit: 'ms',
        floor: { value: percentile(bare, 50), what: 'bare update() of one bar' },
        note: `${pushed.length} data.updated pushes of one new day painted (${shares.length} shares; ${missed} not within 5 s): ${tailReads} tail reads, ${otherReads} other reads`,
      },
      {
        name: 'a new bar on a shown GP → painted, p95',
        value: percentile(pushed, 95),
        unit: 'ms',
        floor: { value: percentile(bare, 95), what: 'bare update() of one bar' },
      },
      {
        name: 'a new bar on a shown GP, beyond a bare update(), median',
        value: beyond,
        unit: 'ms',
        budget: { of: 'value', op: '<', limit: 16 },
        note: "the push → painted median less the floor's: the read, the merge and the feed of one bar",
      },
    ];
  } finally {
    db.close();
    await page.close();
  }
}
