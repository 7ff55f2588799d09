// Issue 24's chart figures: one study added to a shown GP (the Enter that adds it → painted), and
// Enter on "BOAF GP" → painted with RSI, MACD and Bollinger Bands on ~3,000 bars. Browser mode on
// a temp data folder, the built renderer (out/), as chart.bench.ts measures GP without studies; on
// the demo market at each scale the bench runs (at 10× BOAF's history is longer, the cache larger).
import type { Page } from '@playwright/test';
import { median, openBoafGpMax, openGpFirstAndKept, waitPainted } from './chart.bench';
import { inBrowser } from './bench-browser';
import type { Figure } from './figures';

const RUNS = 10;
const STUDY_COUNT = `document.querySelectorAll('.pane.focused .legend-study').length`;

async function untilStudies(page: Page, count: number): Promise<void> {
  for (let waited = 0; (await page.evaluate<number>(STUDY_COUNT)) !== count; waited += 10) {
    if (waited > 10_000) throw new Error(`the chart did not reach ${count} studies`);
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}

/** Types a study into the picker; the Enter that adds it is the key timed. */
async function addStudy(page: Page, text: string, count: number): Promise<number> {
  await page.keyboard.press('s');
  await page.keyboard.type(text);
  await page.keyboard.press('Enter');
  const { ms } = await waitPainted(page, 2500);
  await untilStudies(page, count);
  return ms;
}

export async function studyChartFigures(scale: number): Promise<Figure[]> {
  return inBrowser(
    `Studies on GP at ${scale}x`,
    'studies',
    async (page) => {
      const max = await openBoafGpMax(page);

      // (a) One study added (an oscillator: a new pane), then removed, in turns.
      const adds: number[] = [];
      for (let i = 0; i < RUNS; i++) {
        adds.push(await addStudy(page, `rsi ${10 + i}`, 1));
        await page.keyboard.press('x');
        await untilStudies(page, 0);
      }

      // (b) RSI, MACD and Bollinger saved as the default for new GP panes, then Enter → painted.
      await addStudy(page, 'rsi', 1);
      await addStudy(page, 'macd 12 26 9', 2);
      await addStudy(page, 'bb 20 2', 3);
      await page.keyboard.press('Shift+S');
      const open = await openGpFirstAndKept(page, RUNS);

      return [
        { name: 'GP MAX bars (BOAF)', value: max.bars, unit: 'bars' },
        {
          name: 'GP add one study (RSI, own pane), Enter → painted',
          value: median(adds),
          unit: 'ms',
          note: `median of ${RUNS}; budget < 50 ms`,
        },
        {
          name: 'GP + RSI, MACD, BB: Enter → painted, first chart in a pane',
          value: median(open.first),
          unit: 'ms',
          note: `median of ${RUNS}; budget < 120 ms`,
        },
        {
          name: "GP + RSI, MACD, BB: Enter → painted, pane's chart kept",
          value: median(open.kept),
          unit: 'ms',
          note: `median of ${RUNS}`,
        },
      ];
    },
    scale,
  );
}
