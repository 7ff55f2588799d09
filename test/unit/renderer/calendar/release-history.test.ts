import { describe, expect, it } from 'vitest';
import { releaseStats } from '../../../../src-renderer/src/calendar/release-history';
import { event } from './fixtures';

const release = (date: string, current: string | null, prevision: string | null, previous: string | null = null, title = 'IPC (a/a)') =>
  event({ date, current, prevision, previous, title });

describe('release history', () => {
  it('orders releases and computes surprise, beat rate and mean surprise', () => {
    const stats = releaseStats([
      release('2026-03-01', '2.4%', '2.2%'),
      release('2026-01-01', '2.0%', '2.1%'),
      release('2026-02-01', '2.2%', null),
    ]);
    expect(stats.releases.map((r) => r.event.date)).toEqual(['2026-01-01', '2026-02-01', '2026-03-01']);
    expect(stats.releases.map((r) => r.surprise)).toEqual([expect.closeTo(-0.1), null, expect.closeTo(0.2)]);
    expect(stats.compared).toBe(2);
    expect(stats.beatRate).toBe(0.5);
    expect(stats.meanSurprise).toBeCloseTo(0.05);
  });

  it('counts a lower unemployment rate than forecast as a beat', () => {
    const stats = releaseStats([
      release('2026-01-01', '4.1%', '4.3%', null, 'Taux de chômage'),
      release('2026-02-01', '4.4%', '4.3%', null, 'Taux de chômage'),
    ]);
    expect(stats.releases.map((r) => r.beat)).toEqual([true, false]);
  });

  it('standardises a surprise by the spread of the earlier surprises only', () => {
    // Earlier surprises +1, −1, +1: sample standard deviation 2/√3 ≈ 1.1547.
    const stats = releaseStats([
      release('2026-01-01', '11', '10'),
      release('2026-02-01', '9', '10'),
      release('2026-03-01', '11', '10'),
      release('2026-04-01', '12', '10'),
    ]);
    expect(stats.releases.slice(0, 3).map((r) => r.zScore)).toEqual([null, null, null]);
    expect(stats.releases[3]?.zScore).toBeCloseTo(2 / (2 / Math.sqrt(3)));
  });

  it('detects a revision when a later release reports another previous figure', () => {
    const jan = release('2026-01-01', '2.0%', '2.1%');
    const feb = release('2026-02-01', '2.2%', '2.1%', '2,1 %');
    const mar = release('2026-03-01', '2.3%', '2.2%', '2.20%');
    const stats = releaseStats([jan, feb, mar]);
    expect(stats.revisions).toEqual([{ event: jan, by: feb, from: '2.0%', to: '2,1 %' }]);
  });
});
