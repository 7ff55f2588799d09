import { describe, expect, it } from 'vitest';
import { stepCursor } from '../../../src-renderer/src/chart/keys';

describe('stepCursor: the keyboard cursor of GP, NAV and CMP', () => {
  it('first shows the cursor where the legend is (hovered point), else on the last point', () => {
    expect(stepCursor(null, -1, 10)).toBe(9);
    expect(stepCursor(4, -1, 10)).toBe(3);
  });
  it('walks one point at a time and stops at both ends', () => {
    expect(stepCursor(3, 1, 10)).toBe(4);
    expect(stepCursor(9, 1, 10)).toBe(9);
    expect(stepCursor(0, -1, 10)).toBe(0);
  });
  it('has nowhere to go on an empty chart', () => {
    expect(stepCursor(null, 1, 0)).toBeNull();
    expect(stepCursor(5, -1, 0)).toBeNull();
  });
});
