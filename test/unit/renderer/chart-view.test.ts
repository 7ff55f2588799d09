import { TickMarkType, type UTCTimestamp } from 'lightweight-charts';
import { describe, expect, it } from 'vitest';
import { tickLabel } from '../../../src-renderer/src/chart/time-axis';
import { DENSE_BAR_SPACING, fittedView, isDense, viewOf } from '../../../src-renderer/src/chart/view';

describe('viewOf', () => {
  it('is whole when the range is in view, though earlier points were loaded before it', () => {
    // 100 points loaded before the 252 of the range: the range in view lights its button.
    expect(viewOf({ from: 100, to: 352 + 3 }, 352, 800, 100)?.whole).toBe(true);
    expect(viewOf({ from: 150, to: 355 }, 352, 800, 100)?.whole).toBe(false); // zoomed in on the right
  });

  it('reaches the edge when space shows before the first point (panned or zoomed out past it)', () => {
    expect(viewOf({ from: -0.4, to: 251 }, 252, 800)?.edge).toBe(false); // fitted
    expect(viewOf({ from: -50, to: 200 }, 252, 800)?.edge).toBe(true);
    expect(viewOf({ from: 10, to: 260 }, 252, 800)?.edge).toBe(false);
  });

  it('is whole while every point is in view (a fit, with its right offset), and not after a zoom or a pan', () => {
    expect(viewOf({ from: 0, to: 252 + 3 }, 252, 800)?.whole).toBe(true);
    expect(viewOf({ from: -0.4, to: 251 }, 252, 800)?.whole).toBe(true);
    expect(viewOf({ from: 60, to: 255 }, 252, 800)?.whole).toBe(false); // zoomed in on the right
    expect(viewOf({ from: -50, to: 200 }, 252, 800)?.whole).toBe(false); // panned back
  });
  it('measures pixels per point; nothing drawn is no view', () => {
    expect(viewOf({ from: 0, to: 100 }, 100, 500)?.spacing).toBe(5);
    expect(viewOf(null, 100, 500)).toBeNull();
    expect(viewOf({ from: 0, to: 100 }, 0, 500)).toBeNull();
    expect(viewOf({ from: 0, to: 100 }, 100, 0)).toBeNull();
  });
});

describe('isDense', () => {
  it('calls MAX (3,000 bars) in a pane dense and a year in a wide one not', () => {
    expect(isDense(viewOf({ from: 0, to: 3011 }, 3011, 820))).toBe(true);
    expect(isDense(viewOf({ from: 0, to: 251 }, 251, 820))).toBe(false);
    expect(isDense({ spacing: DENSE_BAR_SPACING, whole: true, edge: false })).toBe(false);
    expect(isDense(null)).toBe(false);
  });
});

describe('fittedView', () => {
  it('tells before the chart exists whether MAX will be dense (a line is fed, not candles first)', () => {
    expect(fittedView(3011, 1900)).toEqual({ spacing: 1900 / (3010 + 3), whole: true, edge: false });
    expect(isDense(fittedView(3011, 1900))).toBe(true);
    expect(isDense(fittedView(251, 1900))).toBe(false);
    expect(fittedView(3011, 0)).toBeNull(); // a pane not laid out yet: no guess
    // Earlier points loaded before the range's first (see BaseChart.fit): the range is what is fitted.
    expect(isDense(fittedView(3011, 1900, 2760))).toBe(false);
  });
});

describe('tickLabel', () => {
  it('labels a day tick with its month, a month with its name and a year with its number', () => {
    expect(tickLabel('2026-02-03', TickMarkType.DayOfMonth, 'en-US')).toBe('Feb 3');
    expect(tickLabel({ year: 2026, month: 2, day: 3 }, TickMarkType.DayOfMonth, 'en-GB')).toBe('3 Feb');
    expect(tickLabel('2026-02-02', TickMarkType.Month, 'en-US')).toBe('Feb');
    expect(tickLabel('2026-01-02', TickMarkType.Year, 'en-US')).toBe('2026');
    // Epoch seconds, read in UTC: no zone moves the day.
    expect(tickLabel((Date.UTC(2026, 1, 3) / 1000) as UTCTimestamp, TickMarkType.DayOfMonth, 'en-US')).toBe('Feb 3');
  });
  it("leaves what it does not know to the library's default", () => {
    expect(tickLabel('2026-02-03', TickMarkType.Time, 'en-US')).toBeNull();
    expect(tickLabel('not a day', TickMarkType.DayOfMonth, 'en-US')).toBeNull();
  });
});
