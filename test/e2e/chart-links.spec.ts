import { expect, expectChartDrawn, runCommand as run, test } from './fixtures';

// Issue 28: linked crosshairs and chart pictures. The chart draws on canvas: what it shows is read
// from the legends; a picture is read from its PNG header.

/** What is read of an element in the page (the e2e project has no DOM types). */
interface Sized {
  clientWidth: number;
  clientHeight: number;
  /** A canvas's bitmap width. */
  width?: number;
}

test('two GP panes of one link group show the same crosshair day; Ctrl+S saves a sharp PNG', async ({ page, terminal }) => {
  await page.goto(terminal.url);
  await expect(page.getByRole('region')).toHaveCount(3);
  await page.keyboard.press('Escape');
  await run(page, 'BOAF GP');
  await page.keyboard.press('Alt+2'); // its own group, away from the start layout's panes
  await page.keyboard.press('Alt+\\'); // a new pane, showing BOAF GP too (a split starts unlinked)
  await page.keyboard.press('Alt+2'); // it joins the group
  const panes = page.getByRole('region', { name: /^BOAF GP/ });
  await expect(panes).toHaveCount(2);
  const [left, right] = [panes.nth(0), panes.nth(1)];
  for (const pane of [left, right]) await expectChartDrawn(pane.locator('.chart-host'));
  await right.locator('.chart-host').focus();
  // Set to a different range first: the same day is shown on bars of another range.
  await page.keyboard.press('6');
  await expect(right.getByRole('button', { name: '3Y' })).toHaveAttribute('aria-pressed', 'true');

  // The keyboard cursor on the right moves the left chart's crosshair to the same day.
  for (let i = 0; i < 5; i++) await page.keyboard.press('Shift+ArrowLeft');
  const day = right.locator('.legend-date');
  await expect(day).toHaveClass(/hovered/);
  const shown = (await day.textContent()) ?? '';
  expect(shown).toMatch(/^\d{4}-\d{2}-\d{2}$/);
  await expect(left.locator('.legend-date')).toHaveText(shown);
  await expect(left.locator('.legend-date')).toHaveClass(/hovered/);

  // The mouse on the left chart: the right one follows.
  const box = (await left.locator('.chart-host').boundingBox()) ?? { x: 0, y: 0, width: 0, height: 0 };
  await page.mouse.move(box.x + box.width * 0.4, box.y + box.height * 0.4);
  const hovered = left.locator('.legend-date');
  await expect(hovered).toHaveClass(/hovered/);
  await expect.poll(async () => (await right.locator('.legend-date').textContent()) === (await hovered.textContent())).toBe(true);
  await page.mouse.move(box.x + box.width + 400, box.y - 200);

  // f: the range follows in this group, and the key line says so.
  await right.locator('.chart-host').focus();
  await page.keyboard.press('f');
  await expect(right.getByText(/range follows the \w+ group/)).toBeVisible();
  await expect(left.getByText(/range follows the \w+ group/)).toBeVisible();

  // Ctrl+S: a PNG download as wide as the chart's bitmap, taller by its caption.
  // The chart's canvases are drawn at the device pixel ratio (as far as the browser reports it).
  const ratio = await right
    .locator('canvas')
    .first()
    .evaluate((c: Sized) => (c.width ?? 0) / c.clientWidth);
  const width = await right.locator('.tv-lightweight-charts').evaluate((e: Sized) => e.clientWidth);
  const height = await right.locator('.tv-lightweight-charts').evaluate((e: Sized) => e.clientHeight);
  const [download] = await Promise.all([page.waitForEvent('download'), page.keyboard.press('Control+s')]);
  expect(download.suggestedFilename()).toMatch(/^BOAF-GP-\d{4}-\d{2}-\d{2}\.png$/);
  const png = await (await download.createReadStream()).toArray();
  const bytes = Buffer.concat(png);
  expect(bytes.subarray(1, 4).toString()).toBe('PNG');
  expect(Math.abs(bytes.readUInt32BE(16) - width * ratio)).toBeLessThanOrEqual(2); // rounding of each canvas
  expect(bytes.readUInt32BE(20)).toBeGreaterThan(height * ratio + 40); // the header and the credit line around the chart
  await expect(right.getByText('Chart saved as PNG')).toBeVisible();
});
