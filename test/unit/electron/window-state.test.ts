import { describe, expect, it } from 'vitest';
import { defaultWindowState, restoreWindowState, type Rect } from '../../../src-main/electron/window-state';

const primary: Rect = { x: 0, y: 0, width: 1920, height: 1040 };
const second: Rect = { x: 1920, y: 0, width: 1280, height: 1000 };

describe('window state restore', () => {
  it('restores saved bounds that sit on a current display', () => {
    const saved = { bounds: { x: 2000, y: 50, width: 1000, height: 700 }, maximized: true };
    expect(restoreWindowState(saved, [primary, second], primary)).toEqual(saved);
  });

  it('falls back to a centred default when the monitor it was on is gone', () => {
    const saved = { bounds: { x: 2000, y: 50, width: 1000, height: 700 }, maximized: false };
    const restored = restoreWindowState(saved, [primary], primary);
    expect(restored).toEqual(defaultWindowState(primary));
    expect(restored.bounds).toEqual({ x: 192, y: 104, width: 1536, height: 832 });
  });

  it('falls back when only a sliver of the title bar would be visible', () => {
    const saved = { bounds: { x: 1900, y: 10, width: 800, height: 600 }, maximized: false };
    expect(restoreWindowState(saved, [primary], primary)).toEqual(defaultWindowState(primary));
  });

  it.each([
    ['garbage', 'not json at all'],
    ['null', null],
    ['a too small window', { bounds: { x: 0, y: 0, width: 10, height: 10 }, maximized: false }],
    ['non-integer bounds', { bounds: { x: 0.5, y: 0, width: 900, height: 700 }, maximized: false }],
    ['a missing flag', { bounds: { x: 0, y: 0, width: 900, height: 700 } }],
  ])('ignores %s', (_label, saved) => {
    expect(restoreWindowState(saved, [primary], primary)).toEqual(defaultWindowState(primary));
  });
});
