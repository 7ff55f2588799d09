import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { hintLine } from '../../../src-renderer/src/commands/keymap';
import { keysSection, README, readmeKeysSection } from '../../docs/readme-keys';

describe('key-binding registry', () => {
  it('is what the README lists (run `npm run docs:keys` after changing a binding)', () => {
    expect(readmeKeysSection(readFileSync(README, 'utf8'))).toBe(keysSection());
  });

  it('gives the screens their hint lines', () => {
    expect(hintLine('GP')).toBe(
      '1–8 range · c candles/line · l log/linear · m averages · s study · [ ] select study · ←→ pan · ↑↓ +− zoom · Shift+←→ cursor · a alert · Shift+H T F draw · Home fit · End latest',
    );
    expect(hintLine('WL pick')).toBe('↑↓ pick · Enter adds · Esc cancels');
  });
});
