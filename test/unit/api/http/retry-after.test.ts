import { describe, expect, it } from 'vitest';
import { parseRetryAfter } from '../../../../src-main/api/http/retry-after';

const now = Date.parse('2026-11-22T10:00:00Z');

describe('parseRetryAfter', () => {
  it('reads delta-seconds and HTTP dates', () => {
    expect(parseRetryAfter('5', 60_000, now)).toBe(5000);
    expect(parseRetryAfter(' 0 ', 60_000, now)).toBe(0);
    expect(parseRetryAfter('Sun, 22 Nov 2026 10:00:30 GMT', 60_000, now)).toBe(30_000);
  });

  it('caps long waits and treats past dates as now', () => {
    expect(parseRetryAfter('86400', 60_000, now)).toBe(60_000);
    expect(parseRetryAfter('Sun, 22 Nov 2026 09:00:00 GMT', 60_000, now)).toBe(0);
  });

  it('ignores absent or unreadable values', () => {
    expect(parseRetryAfter(null, 60_000, now)).toBeNull();
    expect(parseRetryAfter('soon', 60_000, now)).toBeNull();
    expect(parseRetryAfter('-5', 60_000, now)).toBeNull();
  });
});
