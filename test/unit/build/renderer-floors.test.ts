import path from 'node:path';
import { RuleTester } from 'eslint';
import tseslint from 'typescript-eslint';
import { describe, expect, it } from 'vitest';
import { floorViolation, rendererFloorsRule } from '../../../src-main/build/renderer-floors.mjs';

const src = path.resolve('/repo/src-renderer/src');
const at = (file: string) => path.join(src, file);
const why = (from: string, to: string) => floorViolation(src, at(from), at(to));

describe('the renderer floors', () => {
  it('lets an import run down the floors', () => {
    expect(why('screens/share/PriceChartScreen.tsx', 'chart/chart-base.ts')).toBeNull();
    expect(why('app/App.tsx', 'screens/calendar/calendar-columns.ts')).toBeNull();
    expect(why('data/use-data.ts', 'platform/context.ts')).toBeNull();
    expect(why('components/RangeBar.tsx', 'styles/chart-screens.css')).toBeNull();
  });

  it('lets a folder import itself, and a family its own files', () => {
    expect(why('chart/nav-chart.ts', 'chart/chart-base.ts')).toBeNull();
    expect(why('screens/funds/FundsScreen.tsx', 'screens/funds/fund-columns.ts')).toBeNull();
  });

  it('refuses an import that runs up', () => {
    expect(why('platform/context.ts', 'workspace/workspace-store.ts')).toMatch(/platform\/ imports workspace\/, which stands above it/);
    expect(why('chart/events.ts', 'screens/share/dates.ts')).toMatch(/above it/);
  });

  it('refuses a sibling on the same floor', () => {
    expect(why('calendar/filters.ts', 'watchlists/watchlists.ts')).toMatch(/beside it on the same floor/);
  });

  it('refuses one screen family importing another', () => {
    expect(why('screens/funds/FundsScreen.tsx', 'screens/market/FilterBar.tsx')).toMatch(/screens\/funds imports screens\/market/);
  });

  it('refuses a folder that has no floor yet', () => {
    expect(why('gadgets/thing.ts', 'format/days.ts')).toMatch(/"gadgets" has no floor/);
    expect(why('screens/share/X.tsx', 'gadgets/thing.ts')).toMatch(/"gadgets" has no floor/);
  });
});

describe('the lint rule', () => {
  RuleTester.describe = describe;
  RuleTester.it = it;
  const tester = new RuleTester({ languageOptions: { parser: tseslint.parser } });
  tester.run('renderer-floors', rendererFloorsRule, {
    valid: [
      { filename: at('screens/share/A.tsx'), code: "import { x } from '../../format/days';", options: [src] },
      { filename: at('screens/share/A.tsx'), code: "import { x } from 'solid-js';", options: [src] },
    ],
    invalid: [
      { filename: at('format/days.ts'), code: "import { useApp } from '../platform/context';", options: [src], errors: 1 },
      { filename: at('screens/funds/A.tsx'), code: "export { y } from '../share/B';", options: [src], errors: 1 },
      { filename: at('chart/a.ts'), code: "const m = import('../app/App');", options: [src], errors: 1 },
    ],
  });
});
