// `npx tsx test/soak/heap-diff-run.ts [--cycles N] [--desktop] [--windows N] [--out DIR]`: what soak:ui's
// cycle leaves behind, by kind of object. Warms up with two cycles of its screens (five on the
// desktop path), snapshots the page's heap (and every thread of the server's), runs N more cycles
// (default 5), snapshots again and prints the kinds that grew, with the path that holds a sample of
// each. Needs a build in out/.
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { chromium, type CDPSession } from '@playwright/test';
import { QUIET_CHROMIUM_ARGS, systemChromium } from '../system-chromium';
import { HeapGraph, reportGrowth, type RawSnapshot } from './heap-diff';
import { ServerInspector } from './server-inspector';
import { detachPanes, run } from './soak-keys';
import { openSoakTerminal } from './soak-terminal';
import { CYCLE } from './ui-soak-cycle';

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function pageSnapshot(cdp: CDPSession): Promise<string> {
  const chunks: string[] = [];
  const onChunk = ({ chunk }: { chunk: string }) => chunks.push(chunk);
  cdp.on('HeapProfiler.addHeapSnapshotChunk', onChunk);
  await cdp.send('HeapProfiler.collectGarbage');
  await cdp.send('HeapProfiler.takeHeapSnapshot', { reportProgress: false });
  cdp.off('HeapProfiler.addHeapSnapshotChunk', onChunk);
  return chunks.join('');
}

async function main(): Promise<void> {
  const { values } = parseArgs({
    options: {
      cycles: { type: 'string', default: '5' },
      desktop: { type: 'boolean', default: false },
      windows: { type: 'string' },
      out: { type: 'string' },
      'command-ms': { type: 'string', default: '1200' },
    },
  });
  const cycles = Number(values.cycles);
  const commandMs = Number(values['command-ms']);
  const windowCount = Number(values.windows ?? (values.desktop ? 2 : 0));
  const executablePath = systemChromium();
  const browser = await chromium.launch({ ...(executablePath ? { executablePath } : {}), args: QUIET_CHROMIUM_ARGS });
  const terminal = await openSoakTerminal(browser, { desktop: values.desktop, scale: 1 });
  const inspector = await ServerInspector.open(terminal.inspectPort);
  try {
    const page = await terminal.context.newPage();
    await page.goto(terminal.url);
    await page.getByRole('region').nth(2).waitFor();
    await page.locator('.pane.focused [role="grid"]:focus').waitFor();
    await detachPanes(page, terminal.context, windowCount);
    const cdp = await terminal.context.newCDPSession(page);
    const cycle = async (n: number) => {
      for (let i = 0; i < n * CYCLE.length; i++) {
        await run(page, CYCLE[i % CYCLE.length] ?? 'MKT');
        await sleep(commandMs);
      }
    };
    const snapshots = async (label: string) => {
      await inspector.collectGarbage();
      const [pageText, serverTexts] = [await pageSnapshot(cdp), await inspector.heapSnapshots()];
      if (values.out) {
        writeFileSync(path.join(values.out, `page-${label}.heapsnapshot`), pageText);
        serverTexts.forEach((text, thread) => writeFileSync(path.join(values.out ?? '', `server-${thread}-${label}.heapsnapshot`), text));
      }
      const graph = (text: string) => new HeapGraph(JSON.parse(text) as RawSnapshot);
      return { page: graph(pageText), server: serverTexts.map(graph) };
    };
    // Desktop: the stand-in keeps the last 50 events it sent each window (whole layouts among
    // them, see electron-stand-in.cjs); they fill in the first few cycles and read as main's growth.
    await cycle(values.desktop ? 5 : 2);
    const before = await snapshots('before');
    await cycle(cycles);
    const after = await snapshots('after');
    console.log(`heap-diff — ${values.desktop ? 'desktop (stand-in)' : 'browser mode'}, ${cycles} cycles of ${CYCLE.join(', ')}`);
    console.log('\nPAGE: kinds that grew (count, kind {properties}, before → after, bytes)');
    for (const line of reportGrowth(before.page, after.page)) console.log(line);
    // Threads in the order the inspector met them: the main thread, then the workers as they started.
    before.server.forEach((was, thread) => {
      const now = after.server[thread];
      if (!now) return;
      console.log(`\nSERVER ${thread === 0 ? 'main thread' : `worker ${thread}`}: kinds that grew`);
      for (const line of reportGrowth(was, now)) console.log(line);
    });
  } finally {
    inspector.close();
    await terminal.close();
    await browser.close();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
