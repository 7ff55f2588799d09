import type { Locator, Page } from '@playwright/test';

/**
 * SYNC's row (in the first-start layout) saying a dataset is cached and fresh: what searches from
 * the cache (the command line, the security pickers) find nothing in until it shows. `list` is the
 * row's dataset and title, e.g. "shares Shares".
 */
export const freshListRow = (page: Page, list: string): Locator =>
  page.getByRole('grid', { name: 'Cache by dataset' }).getByRole('row', { name: new RegExp(`^${list} .* fresh$`) });
