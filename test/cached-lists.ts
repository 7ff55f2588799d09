import type { Locator, Page } from '@playwright/test';

/**
 * SYNC's row (in the first-start layout) saying a dataset is cached and fresh: what searches from
 * the cache (the command line, the security pickers) find nothing in until it shows. `dataset` is
 * the row's first cell, e.g. "shares" (a narrow pane hides the columns between it and the state).
 */
export const freshListRow = (page: Page, dataset: string): Locator =>
  page.getByRole('grid', { name: 'Cache by dataset' }).getByRole('row', { name: new RegExp(`^${dataset} .* fresh$`) });
