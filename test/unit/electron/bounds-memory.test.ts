// The window positions remembered between runs: a damaged file is said and ignored, never a failed start.
import { readFileSync, writeFileSync } from 'node:fs';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { fileBoundsMemory, keyedBoundsMemory } from '../../../src-main/electron/bounds-memory';
import { tempDir } from '../sync/helpers';

const tmp = tempDir('bounds-memory');
afterAll(() => tmp.remove());
const state = { bounds: { x: 10, y: 20, width: 800, height: 600 }, maximized: false };

describe('remembered window positions', () => {
  it('are none on a first run, quietly', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    try {
      expect(fileBoundsMemory(tmp.file('absent.json')).load()).toBeNull();
      expect(warn).not.toHaveBeenCalled();
    } finally {
      warn.mockRestore();
    }
  });

  it.each([
    ['window-state.json', (file: string) => fileBoundsMemory(file)],
    ['pane-windows.json', (file: string) => keyedBoundsMemory(file, 'p2')],
  ])('in a damaged %s are said and forgotten, and the next save writes a sound file', (name, memory) => {
    const file = tmp.file(name);
    writeFileSync(file, '{"bounds": {"x": 1');
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    try {
      expect(memory(file).load()).toBeNull();
      expect(String(warn.mock.calls[0]?.[0])).toMatch(
        new RegExp(`window positions in ${name.replace('.', '\\.')} are unreadable .*default layout is used`),
      );
      memory(file).save(state);
      expect(memory(file).load()).toEqual(state);
      expect(JSON.parse(readFileSync(file, 'utf8')) as unknown).toBeTruthy();
    } finally {
      warn.mockRestore();
    }
  });
});
