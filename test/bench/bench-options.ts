// `npm run bench -- [--scale 1,10] [--quick] [--growth-only]`: which market sizes to measure and how long.
import { parseArgs } from 'node:util';
import { parseScale } from '../../src-main/simulator/scale';

export interface BenchOptions {
  /** Demo market scales, in the order given (default 1 and 10). */
  scales: number[];
  /** Fewer repetitions and a capped ingest: a few minutes instead of a quarter of an hour. */
  quick: boolean;
  /** Only the growth and contention figures of issue 14, not the older per-screen sections. */
  growthOnly: boolean;
}

export function parseBenchArgs(args: readonly string[]): BenchOptions {
  const { values } = parseArgs({
    args: [...args],
    options: {
      scale: { type: 'string', default: '1,10' },
      quick: { type: 'boolean', default: false },
      'growth-only': { type: 'boolean', default: false },
    },
    strict: true,
  });
  const scales = values.scale.split(',').map((s) => parseScale(s.trim(), '--scale'));
  if (new Set(scales).size !== scales.length) throw new RangeError(`--scale lists a scale twice: "${values.scale}"`);
  return { scales, quick: values.quick, growthOnly: values['growth-only'] };
}
