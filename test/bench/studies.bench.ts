// Issue 24's first figure: all eight studies over ten years of one share (2,500 daily bars), and
// over a share's whole demo history at each scale benched (12 years at 1×, 20 at 10×): the first
// time (code not yet optimised by the JIT, as on a chart's first paint) and then warm; and one bar
// appended to studies kept as streams, the chart's cheap path for a new day.
import { STUDY_KINDS, type StudyField } from '../../src-main/shared/studies/catalogue';
import { computeStudy, studyStream } from '../../src-main/shared/studies/compute';
import { parseStudySpec } from '../../src-main/shared/studies/spec';
import { historyYears } from '../../src-main/simulator/scale';
import type { Figure } from './figures';

/** Trading days in a year of daily bars, as the issue counts ten years (2,500 bars). */
const BARS_A_YEAR = 250;

function series(length: number): Record<StudyField, number[]> {
  const close: number[] = [];
  const high: number[] = [];
  const low: number[] = [];
  const volume: number[] = [];
  let price = 15_000;
  for (let i = 0; i < length; i++) {
    price *= 1 + Math.sin(i * 0.37) * 0.01 + Math.cos(i * 0.011) * 0.002;
    close.push(price);
    high.push(price * (1 + 0.01 * Math.abs(Math.sin(i))));
    low.push(price * (1 - 0.01 * Math.abs(Math.cos(i))));
    volume.push(1000 + (i % 97) * 13);
  }
  return { close, high, low, volume };
}

const median = (times: number[]) => times.sort((a, b) => a - b)[Math.floor(times.length / 2)] ?? Number.NaN;

/** The figures over ten years (the budget's) and over each scale's whole history. */
export function studiesFigures(scales: readonly number[]): Figure[] {
  const lengths = new Map([[10 * BARS_A_YEAR, 'budget < 5 ms (ten years)']]);
  for (const scale of scales) {
    const count = historyYears(scale) * BARS_A_YEAR;
    lengths.set(count, lengths.get(count) ?? `a share's whole demo history at ${scale}x`);
  }
  return [...lengths].flatMap(([count, note]) => figuresOver(count, note));
}

function figuresOver(count: number, note: string): Figure[] {
  const bars = series(count);
  const specs = STUDY_KINDS.map((kind) => parseStudySpec(kind));
  const all = () => specs.map((spec) => computeStudy(spec, bars));
  const coldStart = performance.now();
  all();
  const cold = performance.now() - coldStart;
  const warm: number[] = [];
  for (let run = 0; run < 100; run++) {
    const start = performance.now();
    all();
    warm.push(performance.now() - start);
  }
  const streams = specs.map((spec) => studyStream(spec));
  const bar = (i: number) => ({ close: bars.close[i], high: bars.high[i], low: bars.low[i], volume: bars.volume[i] });
  for (let i = 0; i < count - 200; i++) for (const s of streams) s.add(bar(i));
  const append: number[] = [];
  for (let i = count - 200; i < count; i++) {
    const start = performance.now();
    for (const s of streams) s.add(bar(i));
    append.push(performance.now() - start);
  }
  return [
    { name: `all eight studies, ${count} bars, first run`, value: cold, unit: 'ms', note: 'JIT cold, as on the first chart' },
    { name: `all eight studies, ${count} bars, median of 100`, value: median(warm), unit: 'ms', note },
    { name: 'one bar appended to all eight (streams), median', value: median(append), unit: 'ms', note: 'vs recomputing all' },
  ];
}
