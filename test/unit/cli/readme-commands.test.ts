// The README's command-line table names every command and option `market-terminal help` does.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { runCli } from './run-cli';

const readme = readFileSync(path.resolve(__dirname, '../../../README.md'), 'utf8');
/** The first cell of each row of the README's command table. */
const rows = [...readme.matchAll(/^\| `([a-z]+)([^`]*)` \|/gm)].map((m) => ({ command: m[1] ?? '', usage: m[2] ?? '' }));

describe('the README command table', () => {
  it('lists every command of `market-terminal help`, with its options', async () => {
    const help = (await runCli(['help'])).stdout;
    const usages = [...help.matchAll(/^ {2}market-terminal ([a-z]+)(.*)$/gm)];
    expect(usages.length).toBeGreaterThan(5);
    for (const [, command = '', rest = ''] of usages) {
      const documented = rows.filter((r) => r.command === command);
      expect(documented, `README row for "${command}"`).not.toEqual([]);
      for (const option of rest.match(/--[a-z-]+/g) ?? [])
        expect(
          documented.some((r) => r.usage.includes(option)),
          `${command} ${option} in the README`,
        ).toBe(true);
    }
  });
});
