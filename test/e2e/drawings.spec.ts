import type { Locator, Page } from '@playwright/test';
import { expect, expectChartDrawn, runCommand as run, test } from './fixtures';

// Drawings on GP, keyboard only: a level, a trend line and a Fibonacci retracement placed with the
// cursor, there again after a reload, a range change and a theme switch with the same (day, price)
// anchors; Tab selects one, Shift+A turns a level into an alert, Del removes it.

interface Listed {
  id: number;
  tool: string;
  anchors: { day: string; price: number }[];
  color?: string;
  style?: string;
}

const listed = async (list: Locator): Promise<Listed[]> => JSON.parse((await list.getAttribute('data-drawings')) ?? '[]') as Listed[];

/** Its first anchor is on an earlier day than its second. */
const earlier = (d: Listed): boolean => (d.anchors[0]?.day ?? '') < (d.anchors[1]?.day ?? '');

async function press(page: Page, key: string, times = 1): Promise<void> {
  for (let i = 0; i < times; i++) await page.keyboard.press(key);
}

test('GP drawings: level, trend, fib by keyboard; kept through reload, range and theme; Tab, Shift+A, Del', async ({
  page,
  terminal,
}, info) => {
  await page.goto(terminal.url);
  await run(page, 'BOAF GP');
  const gp = page.locator('.pane.focused');
  await expect(gp).toHaveAttribute('aria-label', /^BOAF GP/);
  const host = gp.locator('.chart-host');
  await expectChartDrawn(host);
  await expect(host).toBeFocused();
  const list = gp.getByLabel('Drawings');

  // A level: Shift+H starts it at the last close, ↑ moves it up, Enter saves it.
  await page.keyboard.press('Shift+H');
  await expect(list.getByRole('status')).toContainText('Level: anchor 1 of 1');
  await press(page, 'ArrowUp', 5);
  await page.keyboard.press('Enter');
  await expect(list.locator('.drawing-item')).toHaveCount(1);
  await expect(list.getByRole('status')).toHaveCount(0);

  // A trend line: 30 bars back, snapped onto that bar's next price up, then 20 bars on.
  await page.keyboard.press('Shift+T');
  await press(page, 'Shift+ArrowLeft', 3);
  await page.keyboard.press('Control+ArrowUp');
  await page.keyboard.press('Enter');
  await expect(list.getByRole('status')).toContainText('Trend: anchor 2 of 2');
  await press(page, 'Shift+ArrowRight', 2);
  await page.keyboard.press('Enter');
  await expect(list.locator('.drawing-item')).toHaveCount(2);

  // A retracement from 60 bars back to 10 bars back; Esc first cancels a stray start.
  await page.keyboard.press('Shift+F');
  await page.keyboard.press('Escape');
  await expect(list.getByRole('status')).toHaveCount(0);
  await page.keyboard.press('Shift+F');
  await press(page, 'Shift+ArrowLeft', 6);
  await page.keyboard.press('Control+ArrowDown');
  await page.keyboard.press('Enter');
  await press(page, 'Shift+ArrowRight', 5);
  await press(page, 'Shift+ArrowUp', 3);
  await page.keyboard.press('Enter');
  await expect(list.locator('.drawing-item')).toHaveCount(3);

  const drawn = await listed(list);
  expect(drawn.map((d) => d.tool)).toEqual(['level', 'trend', 'fib']);
  const [level, trend, fib] = drawn as [Listed, Listed, Listed];
  expect(earlier(trend)).toBe(true);
  expect(earlier(fib)).toBe(true);
  expect(fib.anchors[1]?.price).toBeGreaterThan(fib.anchors[0]?.price ?? Infinity);
  await expect(list).toContainText(/Level [\d.,]+/);
  await host.screenshot({ path: info.outputPath('drawings-dark.png') });

  // Saved with the share: a reload shows the same drawings with the same anchors.
  await page.reload();
  await expectChartDrawn(host);
  await expect(list.locator('.drawing-item')).toHaveCount(3);
  expect(await listed(list)).toEqual(drawn);

  // Another range (1M), then 1Y again: the anchors do not move.
  await host.focus();
  await page.keyboard.press('1');
  await expect(host).toHaveAttribute('aria-label', /, 1M$/);
  expect(await listed(list)).toEqual(drawn);
  await page.keyboard.press('5');
  await expect(host).toHaveAttribute('aria-label', /, 1Y$/);

  // The light theme, set in a pane beside: GP keeps its drawings, restyled.
  await page.keyboard.press('Alt+v');
  await run(page, 'SET');
  await page.getByLabel('Theme').selectOption('light');
  await expect(page.locator('.shell')).toHaveClass(/theme-light/);
  await page.keyboard.press('Alt+h');
  await expect(host).toBeFocused();
  expect(await listed(list)).toEqual(drawn);
  await page.waitForTimeout(300); // the restyle's frame
  await host.screenshot({ path: info.outputPath('drawings-light.png') });

  // Tab selects the level; Shift+A proposes an alert at its price; Esc back, Del removes it.
  await page.keyboard.press('Tab');
  await expect(list.locator('.drawing-item').first()).toHaveAttribute('aria-current', 'true');
  await page.keyboard.press('Shift+A');
  const condition = gp.getByRole('textbox', { name: 'Condition' });
  await expect(condition).toBeFocused();
  await expect(condition).toHaveValue(/^close crosses (above|below) [\d.]+$/);
  expect(Number((await condition.inputValue()).split(' ').at(-1))).toBeCloseTo(level.anchors[0]?.price ?? NaN, 2);
  await page.keyboard.press('Escape');
  await expect(host).toBeFocused();
  await page.keyboard.press('Delete');
  await expect(list.locator('.drawing-item')).toHaveCount(2);
  expect((await listed(list)).map((d) => d.tool)).toEqual(['trend', 'fib']);
});

test('GP drawings: a ray, a rectangle, a vertical line and a text note by keyboard, kept after a reload; a trend line by two clicks', async ({
  page,
  terminal,
}, info) => {
  await page.goto(terminal.url);
  await run(page, 'BOAF GP');
  const gp = page.locator('.pane.focused');
  const host = gp.locator('.chart-host');
  await expectChartDrawn(host);
  await expect(host).toBeFocused();
  const list = gp.getByLabel('Drawings');

  // Two anchors each: 40 bars back and down, then 20 bars on and up.
  for (const [key, count] of [
    ['Shift+R', 1],
    ['Shift+B', 2],
  ] as const) {
    await page.keyboard.press(key);
    await press(page, 'Shift+ArrowLeft', 4);
    await press(page, 'Shift+ArrowDown', 2);
    await page.keyboard.press('Enter');
    await press(page, 'Shift+ArrowRight', 2);
    await press(page, 'Shift+ArrowUp', 4);
    await page.keyboard.press('Enter');
    await expect(list.locator('.drawing-item')).toHaveCount(count);
  }
  await page.keyboard.press('Shift+V');
  await press(page, 'Shift+ArrowLeft', 8);
  await page.keyboard.press('Enter');
  await expect(list.locator('.drawing-item')).toHaveCount(3);

  // A note: its anchor, then its text in a small prompt (Enter saves, the chart has the keys again).
  await page.keyboard.press('Shift+N');
  await press(page, 'Shift+ArrowRight', 4);
  await press(page, 'Shift+ArrowDown', 3);
  await page.keyboard.press('Enter');
  const note = gp.getByRole('textbox', { name: 'Note text' });
  await expect(note).toBeFocused();
  await page.keyboard.type('breakout?');
  await page.keyboard.press('Enter');
  await expect(host).toBeFocused();
  await expect(list.locator('.drawing-item')).toHaveCount(4);
  await expect(list).toContainText('Note “breakout?”');
  // Esc drops a note being written and gives the chart its keys back, as Enter does.
  await page.keyboard.press('Shift+N');
  await page.keyboard.press('Enter');
  await expect(note).toBeFocused();
  await page.keyboard.type('x');
  await page.keyboard.press('Escape');
  await expect(host).toBeFocused();
  await expect(list.locator('.drawing-item')).toHaveCount(4);

  const drawn = await listed(list);
  expect(drawn.map((d) => d.tool)).toEqual(['ray', 'rect', 'vline', 'text']);
  expect(drawn.slice(0, 2).every(earlier)).toBe(true);
  await host.screenshot({ path: info.outputPath('tools-dark.png') });

  await page.reload();
  await expectChartDrawn(host);
  await expect(list.locator('.drawing-item')).toHaveCount(4);
  expect(await listed(list)).toEqual(drawn);

  // By mouse: a trend line's two anchors where the chart is clicked (fast: the library alone would
  // drop the second click as half a double click), left-high to right-low.
  await host.focus();
  await page.keyboard.press('Shift+T');
  const box = await host.boundingBox();
  if (!box) throw new Error('no chart box');
  await page.mouse.click(box.x + box.width * 0.3, box.y + box.height * 0.15);
  await expect(list.getByRole('status')).toContainText('Trend: anchor 2 of 2');
  await page.mouse.click(box.x + box.width * 0.6, box.y + box.height * 0.4);
  await expect(list.locator('.drawing-item')).toHaveCount(5);
  const trend = (await listed(list))[4];
  expect(trend?.tool).toBe('trend');
  expect(trend && earlier(trend)).toBe(true);
  expect(trend?.anchors[0]?.price).toBeGreaterThan(trend?.anchors[1]?.price ?? Infinity);
});

/** Its second anchor's price less its first's. */
const rise = (d: Listed | undefined): number => (d?.anchors[1]?.price ?? NaN) - (d?.anchors[0]?.price ?? NaN);

test('GP drawings: the selected one grabbed and moved by keys, recoloured, restyled, a note retyped, all kept after a reload', async ({
  page,
  terminal,
}, info) => {
  await page.goto(terminal.url);
  await run(page, 'BOAF GP');
  const gp = page.locator('.pane.focused');
  const host = gp.locator('.chart-host');
  await expectChartDrawn(host);
  await expect(host).toBeFocused();
  const list = gp.getByLabel('Drawings');

  // A trend line 60 bars back and well below the last close to 10 bars back, rising; Esc lets go
  // of it, Tab selects it again.
  await page.keyboard.press('Shift+T');
  await press(page, 'Shift+ArrowLeft', 6);
  await press(page, 'Shift+ArrowDown', 6);
  await page.keyboard.press('Enter');
  await press(page, 'Shift+ArrowRight', 5);
  await press(page, 'Shift+ArrowUp', 3);
  await page.keyboard.press('Enter');
  await expect(list.locator('.drawing-item')).toHaveCount(1);
  const [drawn] = await listed(list);
  await page.keyboard.press('Escape');
  await expect(list.locator('.drawing-item[aria-current]')).toHaveCount(0);
  await page.keyboard.press('Tab');
  await expect(list.locator('.drawing-item').first()).toHaveAttribute('aria-current', 'true');

  // g grabs it; Esc puts it back where it was.
  await page.keyboard.press('g');
  await expect(list.getByRole('status')).toContainText('Moving');
  await press(page, 'ArrowLeft', 3);
  await page.keyboard.press('Escape');
  await expect(list.getByRole('status')).toHaveCount(0);
  expect(await listed(list)).toEqual([drawn]);

  // Two bars on and a big price step up, kept with Enter: both anchors move alike.
  await page.keyboard.press('g');
  await press(page, 'ArrowRight', 2);
  await page.keyboard.press('Shift+ArrowUp');
  await page.keyboard.press('Enter');
  await expect.poll(async () => (await listed(list))[0]?.anchors).not.toEqual(drawn?.anchors);
  const [moved] = await listed(list);
  expect(moved?.anchors.every((a, i) => a.day > (drawn?.anchors[i]?.day ?? '') && a.price > (drawn?.anchors[i]?.price ?? Infinity))).toBe(
    true,
  );
  expect(rise(moved)).toBeCloseTo(rise(drawn), 6);
  // And back by the same keys: the same days (bars, not calendar days), the same prices.
  await page.keyboard.press('g');
  await press(page, 'ArrowLeft', 2);
  await page.keyboard.press('Shift+ArrowDown');
  await page.keyboard.press('Enter');
  await expect.poll(async () => (await listed(list))[0]?.anchors.map((a) => a.day)).toEqual(drawn?.anchors.map((a) => a.day));
  await page.keyboard.press('g');
  await press(page, 'ArrowRight', 2);
  await page.keyboard.press('Shift+ArrowUp');
  await page.keyboard.press('Enter');
  await expect.poll(async () => (await listed(list))[0]?.anchors.map((a) => a.day)).toEqual(moved?.anchors.map((a) => a.day));

  // Shift+C: the first palette colour; Shift+D twice: dashed, then dotted.
  await page.keyboard.press('Shift+C');
  await page.keyboard.press('Shift+D');
  await page.keyboard.press('Shift+D');
  await expect(list.locator('.drawing-item').first()).toContainText('(blue, dotted)');
  const styled = await listed(list);
  expect(styled[0]).toMatchObject({ color: 'blue', style: 'dotted' });
  expect(styled[0]?.anchors.map((a) => a.day)).toEqual(moved?.anchors.map((a) => a.day));

  // A note, selected once saved: Enter opens its text in the prompt it was written in.
  await page.keyboard.press('Shift+N');
  await press(page, 'Shift+ArrowLeft', 4);
  await page.keyboard.press('Enter');
  const note = gp.getByRole('textbox', { name: 'Note text' });
  await page.keyboard.type('first');
  await page.keyboard.press('Enter');
  await expect(list).toContainText('Note “first”');
  await page.keyboard.press('Enter');
  await expect(note).toBeFocused();
  await expect(note).toHaveValue('first');
  await page.keyboard.type('second'); // over the old text, which the prompt selects
  await page.keyboard.press('Enter');
  await expect(host).toBeFocused();
  await expect(list).toContainText('Note “second”');
  await expect(list.locator('.drawing-item')).toHaveCount(2);
  await host.screenshot({ path: info.outputPath('moved-styled-dark.png') });
  const kept = await listed(list);

  await page.reload();
  await expectChartDrawn(host);
  await expect(list.locator('.drawing-item')).toHaveCount(2);
  expect(await listed(list)).toEqual(kept);
  expect(kept[0]).toEqual(styled[0]);
  await expect(list).toContainText('Note “second”');

  // The light theme: the dotted palette line still reads (looked at in the screenshot).
  await host.focus();
  await page.keyboard.press('Alt+v');
  await run(page, 'SET');
  await page.getByLabel('Theme').selectOption('light');
  await expect(page.locator('.shell')).toHaveClass(/theme-light/);
  await page.keyboard.press('Alt+h');
  await expect(host).toBeFocused();
  await page.waitForTimeout(300); // the restyle's frame
  await host.screenshot({ path: info.outputPath('moved-styled-light.png') });
});

test('GP drawings: a trend line dragged by the mouse moves (the chart does not pan); a click still selects', async ({ page, terminal }) => {
  await page.goto(terminal.url);
  await run(page, 'BOAF GP');
  const gp = page.locator('.pane.focused');
  const host = gp.locator('.chart-host');
  await expectChartDrawn(host);
  const list = gp.getByLabel('Drawings');
  // The whole history may land after the first paint (the latest days are read first): the bars
  // must stay where they are between drawing the line and pressing on it.
  let stamp = '';
  await expect
    .poll(
      async () => {
        const before = stamp;
        stamp = (await host.getAttribute('data-painted')) ?? '';
        return stamp === before;
      },
      { intervals: [1_000] },
    )
    .toBe(true);
  const box = await host.boundingBox();
  if (!box) throw new Error('no chart box');
  const at = (fx: number, fy: number) => ({ x: box.x + box.width * fx, y: box.y + box.height * fy });

  // A trend line by two clicks (it is selected once saved), left-high to right-low.
  await page.keyboard.press('Shift+T');
  await page.mouse.click(at(0.3, 0.15).x, at(0.3, 0.15).y);
  await page.mouse.click(at(0.6, 0.4).x, at(0.6, 0.4).y);
  await expect(list.locator('.drawing-item')).toHaveCount(1);
  await expect(list.locator('.drawing-item').first()).toHaveAttribute('aria-current', 'true');
  const [drawn] = await listed(list);

  // Pressed on its middle and dragged right and down: both anchors later and lower, alike.
  const from = at(0.45, 0.275);
  const to = at(0.55, 0.375);
  await page.mouse.move(from.x, from.y);
  // The line is under the pointer: the primitive's hit test gives the chart a hand cursor.
  await expect(host.locator('.tv-lightweight-charts')).toHaveCSS('cursor', 'pointer');
  await page.mouse.down();
  await page.mouse.move((from.x + to.x) / 2, (from.y + to.y) / 2, { steps: 5 });
  await page.mouse.move(to.x, to.y, { steps: 5 });
  await page.mouse.up();
  await expect.poll(async () => (await listed(list))[0]?.anchors).not.toEqual(drawn?.anchors);
  const [dragged] = await listed(list);
  expect(
    dragged?.anchors.every((a, i) => a.day > (drawn?.anchors[i]?.day ?? '') && a.price < (drawn?.anchors[i]?.price ?? -Infinity)),
  ).toBe(true);
  expect(rise(dragged)).toBeCloseTo(rise(drawn), 4);

  // Let go of (Esc), it is where it was dropped: a click there selects it, and moves nothing.
  await expect(host).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(list.locator('.drawing-item[aria-current]')).toHaveCount(0);
  await page.mouse.click(to.x, to.y);
  await expect(list.locator('.drawing-item').first()).toHaveAttribute('aria-current', 'true');
  expect(await listed(list)).toEqual([dragged]);

  // The chart pans by mouse again once the drag is over: off the line, a drag pans it away.
  await page.keyboard.press('Escape');
  const pan = [at(0.2, 0.85), at(0.5, 0.85)] as const;
  await page.mouse.move(pan[0].x, pan[0].y);
  await page.mouse.down();
  await page.mouse.move(pan[1].x, pan[1].y, { steps: 10 });
  await page.mouse.up();
  await page.mouse.move(to.x, to.y);
  await expect(host.locator('.tv-lightweight-charts')).not.toHaveCSS('cursor', 'pointer');
  expect(await listed(list)).toEqual([dragged]);
});

test('NAV drawings: a level snapped onto a NAV, kept after a reload; leaving NAV with drawings shown breaks nothing', async ({
  page,
  terminal,
}) => {
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  await page.goto(terminal.url);
  await run(page, 'AB294 NAV');
  const nav = page.locator('.pane.focused');
  await expect(nav).toHaveAttribute('aria-label', /^AB294 NAV/);
  const host = nav.locator('.chart-host');
  await expectChartDrawn(host);
  await expect(host).toBeFocused();
  const list = nav.getByLabel('Drawings');

  // Five NAVs back, moved off the NAV, then Ctrl+→ snaps onto the next day's NAV.
  await page.keyboard.press('Shift+H');
  await press(page, 'ArrowLeft', 5);
  await press(page, 'Shift+ArrowUp', 2);
  await page.keyboard.press('Control+ArrowRight');
  const legend = nav.getByLabel('Chart legend');
  const day = (await legend.locator('.legend-date').textContent()) ?? '';
  await page.keyboard.press('Enter');
  await expect(list.locator('.drawing-item')).toHaveCount(1);
  const [level] = await listed(list);
  expect(level?.anchors[0]?.day).toBe(day);

  await page.reload();
  await expectChartDrawn(host);
  expect(await listed(list)).toEqual([level]);

  // The chart's shadow series formats through the screen while it is shown; leaving must not.
  await host.focus();
  await page.keyboard.press('Shift+ArrowLeft');
  await run(page, 'AB294 PERF');
  await expect(page.locator('.pane.focused')).toHaveAttribute('aria-label', /^AB294 PERF/);
  expect(errors).toEqual([]);
});

test('keys pressed faster than main answers each step from the last: Shift+C, Shift+D, Shift+D make it blue and dotted', async ({
  page,
  terminal,
}) => {
  // Every drawings.save answer held back 600 ms, as on a busy core: the three keys are all sent
  // before the first answer lands.
  await page.routeWebSocket(/\/ws/, (ws) => {
    const server = ws.connectToServer();
    const saves = new Set<number>();
    ws.onMessage((message) => {
      if (typeof message === 'string') {
        const frame = JSON.parse(message) as { id?: number; method?: string };
        if (frame.method === 'drawings.save' && frame.id !== undefined) saves.add(frame.id);
      }
      server.send(message);
    });
    server.onMessage((message) => {
      const id = typeof message === 'string' ? (JSON.parse(message) as { id?: number }).id : undefined;
      if (id !== undefined && saves.has(id)) setTimeout(() => ws.send(message), 600);
      else ws.send(message);
    });
  });
  await page.goto(terminal.url);
  await run(page, 'BOAF GP');
  const host = page.locator('.pane.focused .chart-host');
  await expectChartDrawn(host);
  await expect(host).toBeFocused();
  const list = page.locator('.pane.focused').getByLabel('Drawings');
  await page.keyboard.press('Shift+H');
  await page.keyboard.press('Enter');
  await expect(list.locator('.drawing-item[aria-current]')).toHaveCount(1); // selected once saved
  await page.keyboard.press('Shift+C');
  await page.keyboard.press('Shift+D');
  await page.keyboard.press('Shift+D');
  await expect(list.locator('.drawing-item').first()).toContainText('(blue, dotted)');
  // What main kept: after the answers have landed and after a reload.
  await page.waitForTimeout(1_500);
  await expect(list.locator('.drawing-item').first()).toContainText('(blue, dotted)');
  await page.reload();
  await expectChartDrawn(page.locator('.pane.focused .chart-host'));
  expect(await listed(page.locator('.pane.focused').getByLabel('Drawings'))).toMatchObject([{ color: 'blue', style: 'dotted' }]);
});
