// Column chart labels: the longest writing that fits the bar, never a cut one.
import { describe, expect, it } from 'vitest';
import { fitText } from '../../../src-renderer/src/components/fit-text';

/** A monospace font 7 px per character. */
const mono = (text: string) => text.length * 7;

describe('fitText', () => {
  it('keeps the full text when it fits', () => {
    expect(fitText(['113.1', '113'], 40, mono)).toBe('113.1');
  });

  it('falls back to the first shorter writing that fits', () => {
    expect(fitText(['113.1', '113'], 27, mono)).toBe('113');
    expect(fitText(['−10.2', '−10'], 35, mono)).toBe('−10.2');
    expect(fitText(['2019', "'19"], 22, mono)).toBe("'19");
  });

  it('shows nothing rather than a cut number when no writing fits', () => {
    expect(fitText(['113.1', '113'], 14, mono)).toBe('');
  });

  it('keeps the full text when there is nothing to measure with', () => {
    expect(fitText(['113.1', '113'], 1, null)).toBe('113.1');
  });
});
