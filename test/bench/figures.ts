/** One measured figure, printed as a row of the bench table. */
export interface Figure {
  name: string;
  value: number;
  unit: string;
  /** The budget or reference it is judged against, in words. */
  note?: string;
}

/**
 * Medians of two functions timed in turns (a, b, a, b…), so a burst of load or a GC on the shared
 * machine hits both alike: the way to compare a figure with its floor.
 */
export function pairedMedianMs(a: () => void, b: () => void, runs = 200, warmup = 20): [number, number] {
  for (let i = 0; i < warmup; i++) {
    a();
    b();
  }
  const times: [number[], number[]] = [[], []];
  for (let i = 0; i < runs; i++) {
    for (const [at, fn] of [a, b].entries()) {
      const start = performance.now();
      fn();
      times[at as 0 | 1].push(performance.now() - start);
    }
  }
  const median = (list: number[]) => list.sort((x, y) => x - y)[Math.floor(list.length / 2)] ?? Number.NaN;
  return [median(times[0]), median(times[1])];
}

export function printFigures(section: string, figures: readonly Figure[]): void {
  console.log(`\n${section}`);
  const width = Math.max(...figures.map((f) => f.name.length));
  for (const f of figures) {
    const value = f.value >= 100 ? Math.round(f.value).toLocaleString('en-US') : f.value.toFixed(f.value >= 10 ? 1 : 3);
    console.log(`  ${f.name.padEnd(width)}  ${value.padStart(12)} ${f.unit.padEnd(10)} ${f.note ?? ''}`);
  }
}
