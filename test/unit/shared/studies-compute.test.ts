// Each study against a plain reference written here from the textbook definitions (not with
// trading-signals), on a fixed series with gaps: a missing close, a missing high/low, a missing
// volume, a flat stretch and a run of rising closes (RSI's losses decay towards 0).
import { describe, expect, it } from 'vitest';
import { STUDIES, STUDY_KINDS, type StudyField } from '../../../src-main/shared/studies/catalogue';
import { computeStudy, studyStream, type StudyBars } from '../../../src-main/shared/studies/compute';
import { parseStudySpec } from '../../../src-main/shared/studies/spec';

type Col = (number | null)[];
type Line = (number | null)[];

/** A fixed pseudo-random walk (a small LCG, so the series is the same on every run). */
function fixedSeries(length: number): Required<{ [F in StudyField]: Col }> {
  let seed = 12345;
  const random = () => (seed = (seed * 1103515245 + 12345) % 2 ** 31) / 2 ** 31;
  const close: Col = [];
  const high: Col = [];
  const low: Col = [];
  const volume: Col = [];
  let price = 1000;
  for (let i = 0; i < length; i++) {
    if (i >= 120 && i < 140)
      price = 1200; // flat: high = low = close
    else if (i >= 160 && i < 180)
      price += 3; // only rises: RSI 100
    else price *= 1 + (random() - 0.5) * 0.04;
    const flat = i >= 120 && i < 140;
    close.push(price);
    high.push(flat ? price : price * (1 + random() * 0.02));
    low.push(flat ? price : price * (1 - random() * 0.02));
    volume.push(Math.round(random() * 10_000));
  }
  // Gaps: a refused close (the bar counts for no study), a day without high and low, one without volume.
  close[50] = null;
  close[51] = Number.NaN;
  high[70] = null;
  low[71] = null;
  volume[90] = null;
  return { close, high, low, volume };
}

const SERIES = fixedSeries(400);
const BARS: StudyBars = SERIES;

// ---- References: the study over the bars that have its fields, written out plainly ----

/** Runs `study` over the bars having every field in `needs`, and puts each value back at its bar. */
function overPresent(needs: readonly StudyField[], study: (bars: Record<StudyField, number[]>) => Line[]): Line[] {
  const kept: number[] = [];
  for (let i = 0; i < SERIES.close.length; i++) if (needs.every((f) => Number.isFinite(SERIES[f][i] ?? Number.NaN))) kept.push(i);
  const pick = (f: StudyField) => kept.map((i) => SERIES[f][i] ?? Number.NaN);
  const lines = study({ close: pick('close'), high: pick('high'), low: pick('low'), volume: pick('volume') });
  return lines.map((line) => {
    const full: Line = SERIES.close.map(() => null);
    kept.forEach((at, j) => (full[at] = line[j] ?? null));
    return full;
  });
}

const mean = (xs: number[]) => xs.reduce((a, b) => a + b, 0) / xs.length;

function sma(xs: number[], n: number): Line {
  return xs.map((_, i) => (i >= n - 1 ? mean(xs.slice(i - n + 1, i + 1)) : null));
}

/** EMA with α = 2/(n+1), seeded with the mean of the first n values. */
function ema(xs: number[], n: number): Line {
  const alpha = 2 / (n + 1);
  const out: Line = [];
  let prev = Number.NaN;
  xs.forEach((x, i) => {
    if (i < n - 1) out.push(null);
    else if (i === n - 1) out.push((prev = mean(xs.slice(0, n))));
    else out.push((prev = alpha * x + (1 - alpha) * prev));
  });
  return out;
}

/** Wilder's smoothing: the mean of the first n values, then (prev·(n−1) + x)/n. */
function wilder(xs: number[], n: number): Line {
  const out: Line = [];
  let prev = Number.NaN;
  xs.forEach((x, i) => {
    if (i < n - 1) out.push(null);
    else if (i === n - 1) out.push((prev = mean(xs.slice(0, n))));
    else out.push((prev = (prev * (n - 1) + x) / n));
  });
  return out;
}

/** A study over the values that are defined (a line's warm-up stays null). */
function afterWarmUp(line: Line, study: (xs: number[]) => Line): Line {
  const start = line.findIndex((v) => v !== null);
  if (start < 0) return line.map(() => null);
  return [...line.slice(0, start).map(() => null), ...study(line.slice(start) as number[])];
}

const REFERENCES: Record<string, (p: number[]) => Line[]> = {
  'sma:20': () => overPresent(['close'], ({ close }) => [sma(close, 20)]),
  'ema:20': () => overPresent(['close'], ({ close }) => [ema(close, 20)]),
  'bb:20,2': () =>
    overPresent(['close'], ({ close }) => {
      const mid = sma(close, 20);
      const sd = close.map((_, i) => {
        const m = mid[i];
        if (m === null || m === undefined) return null;
        const window = close.slice(i - 19, i + 1);
        return Math.sqrt(window.reduce((s, x) => s + (x - m) ** 2, 0) / 20); // population
      });
      const band = (sign: number) => mid.map((m, i) => (m === null ? null : m + sign * 2 * (sd[i] as number)));
      return [band(1), mid, band(-1)];
    }),
  'rsi:14': () =>
    overPresent(['close'], ({ close }) => {
      const change = close.slice(1).map((c, i) => c - (close[i] as number));
      const gain = wilder(
        change.map((d) => Math.max(d, 0)),
        14,
      );
      const loss = wilder(
        change.map((d) => Math.max(-d, 0)),
        14,
      );
      const rsi = gain.map((g, i) => {
        const l = loss[i];
        if (g === null || l === null || l === undefined) return null;
        return l === 0 ? 100 : 100 - 100 / (1 + g / l);
      });
      return [[null, ...rsi]];
    }),
  'macd:12,26,9': () =>
    overPresent(['close'], ({ close }) => {
      const fast = ema(close, 12);
      const slow = ema(close, 26);
      const macd = close.map((_, i) => (slow[i] === null ? null : (fast[i] as number) - (slow[i] as number)));
      const signal = afterWarmUp(macd, (xs) => ema(xs, 9));
      return [macd, signal, macd.map((m, i) => (signal[i] === null ? null : (m as number) - (signal[i] as number)))];
    }),
  'stoch:14,3,3': () =>
    overPresent(['high', 'low', 'close'], ({ high, low, close }) => {
      const raw = close.map((c, i) => {
        if (i < 13) return null;
        const hh = Math.max(...high.slice(i - 13, i + 1));
        const ll = Math.min(...low.slice(i - 13, i + 1));
        return hh === ll ? 0 : (100 * (c - ll)) / (hh - ll);
      });
      const k = afterWarmUp(raw, (xs) => sma(xs, 3));
      return [k, afterWarmUp(k, (xs) => sma(xs, 3))];
    }),
  'atr:14': () =>
    overPresent(['high', 'low', 'close'], ({ high, low, close }) => {
      const tr = close.map((_, i) => {
        const h = high[i] as number;
        const l = low[i] as number;
        if (i === 0) return h - l;
        const pc = close[i - 1] as number;
        return Math.max(h - l, Math.abs(h - pc), Math.abs(l - pc));
      });
      return [wilder(tr, 14)];
    }),
  obv: () =>
    overPresent(['close', 'volume'], ({ close, volume }) => {
      let total = 0;
      return [
        close.map((c, i) => {
          if (i === 0) return null;
          const prev = close[i - 1] as number;
          total += c > prev ? (volume[i] as number) : c < prev ? -(volume[i] as number) : 0;
          return total;
        }),
      ];
    }),
};

/** Within 1e-9 of the reference, relative to the line's own scale (a MACD histogram crosses 0). */
function expectClose(got: Line, want: Line, label: string): void {
  const scale = Math.max(...want.map((v) => Math.abs(v ?? 0)));
  expect(got.length, label).toBe(want.length);
  got.forEach((g, i) => {
    const w = want[i];
    if (w === null || w === undefined) expect(g, `${label} at ${i}: warm-up or gap`).toBeNull();
    else {
      expect(g, `${label} at ${i}`).not.toBeNull();
      expect(Math.abs((g as number) - w), `${label} at ${i}: ${g} vs ${w}`).toBeLessThanOrEqual(1e-9 * Math.max(Math.abs(w), scale));
    }
  });
}

describe('each study against an independent reference (1e-9 relative after warm-up)', () => {
  it.each(Object.keys(REFERENCES))('%s', (text) => {
    const spec = parseStudySpec(text);
    const lines = computeStudy(spec, BARS);
    expect(lines.map((l) => l.output)).toEqual(STUDIES[spec.kind].outputs);
    const want = (REFERENCES[text] as (p: number[]) => Line[])([...spec.params]);
    lines.forEach((line, o) => expectClose(line.values, want[o] as Line, `${text} ${line.output}`));
  });

  it('covers every study', () => {
    expect(new Set(Object.keys(REFERENCES).map((t) => parseStudySpec(t).kind))).toEqual(new Set(STUDY_KINDS));
  });

  it('gives a raw %K of 0 over a flat window (highest high = lowest low), as trading-signals does', () => {
    const [k] = computeStudy(parseStudySpec('stoch'), BARS);
    expect(k?.values[138]).toBe(0);
  });
});

describe('warm-up and gaps', () => {
  const clean: StudyBars = { close: SERIES.close.slice(0, 49), high: SERIES.high, low: SERIES.low, volume: SERIES.volume };
  const FIRST: Record<string, number[]> = {
    sma: [19],
    ema: [19],
    bb: [19, 19, 19],
    rsi: [14],
    macd: [25, 33, 33],
    stoch: [15, 17],
    atr: [13],
    obv: [1],
  };
  it.each(STUDY_KINDS)('%s: null (never 0) before its first value, a number on every bar after it', (kind) => {
    const lines = computeStudy(parseStudySpec(kind), clean);
    lines.forEach((line, o) => {
      const first = FIRST[kind]?.[o] as number;
      expect(line.values.slice(0, first).every((v) => v === null)).toBe(true);
      expect(line.values.slice(first).every((v) => typeof v === 'number' && Number.isFinite(v))).toBe(true);
    });
  });

  it('a bar lacking a field shows nothing for the studies that need it, and the study carries on from the bar before', () => {
    const [sma] = computeStudy(parseStudySpec('sma:3'), BARS);
    expect(sma?.values.slice(50, 52)).toEqual([null, null]);
    const c = (i: number) => SERIES.close[i] as number;
    expect(sma?.values[52]).toBeCloseTo((c(48) + c(49) + c(52)) / 3, 9);
    const [atr] = computeStudy(parseStudySpec('atr'), BARS);
    expect([atr?.values[70], atr?.values[71]]).toEqual([null, null]);
    const [obv] = computeStudy(parseStudySpec('obv'), BARS);
    expect(obv?.values[90]).toBeNull();
    expect(obv?.values[70]).not.toBeNull(); // OBV needs no high or low
  });

  it('a close-only series (a fund) gives close-only studies; the others show nothing', () => {
    const nav: StudyBars = { close: SERIES.close };
    expect(computeStudy(parseStudySpec('rsi'), nav)[0]?.values).toEqual(computeStudy(parseStudySpec('rsi'), BARS)[0]?.values);
    expect(computeStudy(parseStudySpec('atr'), nav)[0]?.values.every((v) => v === null)).toBe(true);
  });

  it('takes typed columns with NaN for absent values as the series reads give them', () => {
    const typed: StudyBars = { close: Float64Array.from(SERIES.close, (v) => v ?? Number.NaN) };
    expect(computeStudy(parseStudySpec('macd'), typed)).toEqual(computeStudy(parseStudySpec('macd'), { close: SERIES.close }));
  });
});

describe('incremental update', () => {
  it.each(STUDY_KINDS)('%s: a stream fed the bars one by one gives the values of the whole computation', (kind) => {
    const spec = parseStudySpec(kind);
    const whole = computeStudy(spec, BARS);
    const stream = studyStream(spec);
    for (let i = 0; i < SERIES.close.length; i++) {
      const values = stream.add({ close: SERIES.close[i], high: SERIES.high[i], low: SERIES.low[i], volume: SERIES.volume[i] });
      expect(values, `bar ${i}`).toEqual(whole.map((line) => line.values[i]));
    }
  });
});
