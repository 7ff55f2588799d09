import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Page } from '@playwright/test';

// The file is one function expression (Prettier ends it with a semicolon, dropped here).
const PROBE = readFileSync(path.join(__dirname, 'contrast-probe.js'), 'utf8').trim().replace(/;$/, '');

/** A text that fails WCAG AA: what it says, where, and its contrast ratio. */
export interface LowContrast {
  text: string;
  where: string;
  ratio: number;
  color: string;
  background: string;
}

/**
 * Every visible text of the page under `minimum` contrast (WCAG AA: 4.5:1) against its effective
 * background; the measuring runs in the page, from contrast-probe.js.
 */
export function lowContrastTexts(page: Page, minimum = 4.5): Promise<LowContrast[]> {
  return page.evaluate(`(${PROBE})(${minimum})`);
}
