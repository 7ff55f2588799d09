// The record of an indicator's releases: each release's surprise (actual − forecast) and that
// surprise standardised by the spread of the surprises before it; how often the figure beat the
// forecast; the forecasters' mean error (bias); and the revisions later releases made.
import type { CalendarEvent } from '../../../src-main/ipc/contract';
import { difference, higherIsGood, parseFigure } from './figures';

export interface Release {
  event: CalendarEvent;
  actual: number | null;
  forecast: number | null;
  surprise: number | null;
  /** surprise / standard deviation of the earlier surprises; null with fewer than MIN_SPREAD of them. */
  zScore: number | null;
  /** Better than the forecast for this indicator (direction-aware); null when not comparable. */
  beat: boolean | null;
}

interface Revision {
  /** The release whose actual was revised. */
  event: CalendarEvent;
  /** The release that published the revised figure as its "previous". */
  by: CalendarEvent;
  from: string;
  to: string;
}

export interface ReleaseStats {
  /** Oldest first. */
  releases: Release[];
  /** Share of comparable releases that beat the forecast; null without any. */
  beatRate: number | null;
  /** Mean of actual − forecast (positive: forecasters too low). */
  meanSurprise: number | null;
  compared: number;
  revisions: Revision[];
}

/** Earlier surprises needed before a spread means anything. */
const MIN_SPREAD = 3;

function standardDeviation(values: readonly number[]): number {
  const mean = values.reduce((s, v) => s + v, 0) / values.length;
  return Math.sqrt(values.reduce((s, v) => s + (v - mean) ** 2, 0) / (values.length - 1));
}

function sameFigure(a: string, b: string): boolean {
  const delta = difference(parseFigure(a), parseFigure(b));
  return delta === null ? a.trim() === b.trim() : Math.abs(delta) < 1e-9;
}

/** `events`: the releases of one indicator in any order (the event and its history). */
export function releaseStats(events: readonly CalendarEvent[]): ReleaseStats {
  const ordered = [...events].sort((a, b) => (a.date ?? '').localeCompare(b.date ?? '') || (a.id ?? 0) - (b.id ?? 0));
  const good = higherIsGood(ordered[0]?.title);
  const earlier: number[] = [];
  const releases = ordered.map((event): Release => {
    const a = parseFigure(event.current);
    const f = parseFigure(event.prevision);
    const s = difference(a, f);
    const spread = earlier.length >= MIN_SPREAD ? standardDeviation(earlier) : 0;
    const release: Release = {
      event,
      actual: a?.value ?? null,
      forecast: f?.value ?? null,
      surprise: s,
      zScore: s !== null && spread > 0 ? s / spread : null,
      beat: s === null ? null : s !== 0 && s > 0 === good,
    };
    if (s !== null) earlier.push(s);
    return release;
  });
  const compared = releases.filter((r) => r.surprise !== null);
  const revisions: Revision[] = [];
  for (let i = 1; i < ordered.length; i++) {
    const before = ordered[i - 1] as CalendarEvent;
    const after = ordered[i] as CalendarEvent;
    if (before.current && after.previous && !sameFigure(before.current, after.previous))
      revisions.push({ event: before, by: after, from: before.current, to: after.previous });
  }
  return {
    releases,
    beatRate: compared.length ? compared.filter((r) => r.beat).length / compared.length : null,
    meanSurprise: compared.length ? compared.reduce((s, r) => s + (r.surprise as number), 0) / compared.length : null,
    compared: compared.length,
    revisions,
  };
}
