// GP's volume bars, painted by a series primitive from the bars the screen already holds, on a
// shadow series that lends them the volume pane's price scale. A histogram series would keep its
// own copy of every day (~300 bytes a point in the library: a third of a chart's memory at MAX).
// Bars are drawn as the library draws a histogram: one column a day, a pixel's gap once there is
// room for it, the up and down colours of the day's candle; the scale fits the days in view.
import type {
  AutoscaleInfo,
  IPrimitivePaneRenderer,
  IPrimitivePaneView,
  ISeriesPrimitive,
  Logical,
  SeriesAttachedParameter,
  Time,
} from 'lightweight-charts';

/** The days to draw, indexed as the chart's time scale is (day i is logical index i). */
export interface VolumeSource {
  count(): number;
  /** The day's volume; null: none that day. */
  volume(i: number): number | null;
  /** Closed at or above its open: drawn in the up colour. */
  rising(i: number): boolean;
}

type Target = Parameters<IPrimitivePaneRenderer['draw']>[0];

export class VolumeBars implements ISeriesPrimitive<Time> {
  private param: SeriesAttachedParameter<Time> | null = null;
  private up = '';
  private down = '';
  private readonly view: IPrimitivePaneView;

  constructor(private readonly source: VolumeSource) {
    this.view = { zOrder: () => 'normal', renderer: () => ({ draw: (target) => this.draw(target) }) };
  }

  attached(param: SeriesAttachedParameter<Time>): void {
    this.param = param;
  }

  detached(): void {
    this.param = null;
  }

  /** The theme's colours for rising and falling days (the chart is drawn again). */
  restyle(up: string, down: string): void {
    this.up = up;
    this.down = down;
    this.param?.requestUpdate();
  }

  paneViews(): readonly IPrimitivePaneView[] {
    return [this.view];
  }

  /** From 0 to the largest volume of the days in view, as a histogram's scale. */
  autoscaleInfo(start: Logical, end: Logical): AutoscaleInfo | null {
    const [from, to] = this.days(start, end);
    let top = 0;
    for (let i = from; i <= to; i++) top = Math.max(top, this.source.volume(i) ?? 0);
    return top > 0 ? { priceRange: { minValue: 0, maxValue: top } } : null;
  }

  /** The days of a logical range that exist, as indices. */
  private days(start: number, end: number): [number, number] {
    return [Math.max(0, Math.ceil(start)), Math.min(this.source.count() - 1, Math.floor(end))];
  }

  private draw(target: Target): void {
    const param = this.param;
    const range = param?.chart.timeScale().getVisibleLogicalRange();
    if (!param || !range) return;
    const scale = param.chart.timeScale();
    const { series } = param;
    const [from, to] = this.days(range.from, range.to);
    // Both axes are linear here (the volume pane's scale is never logarithmic): two points of each
    // place every day, instead of two library calls per day (3,000 at MAX, on every frame).
    const base = series.priceToCoordinate(0);
    const unit = series.priceToCoordinate(1);
    const x0 = scale.logicalToCoordinate(from as Logical);
    const x1 = scale.logicalToCoordinate((from + 1) as Logical);
    if (from > to || base === null || unit === null || x0 === null || x1 === null) return;
    const spacing = x1 - x0;
    const perUnit = unit - base;
    target.useBitmapCoordinateSpace(({ context, horizontalPixelRatio: h, verticalPixelRatio: v }) => {
      // As the library's histogram: a gap of a device pixel between columns once they are wider than one.
      const gap = Math.ceil(spacing * h) <= 1 ? 0 : Math.max(1, Math.floor(h));
      const width = Math.max(1, Math.round(spacing * h) - gap);
      const bottom = Math.round(base * v);
      // One path per colour: thousands of days at MAX are two fills, not thousands.
      for (const rising of [true, false]) {
        context.beginPath();
        for (let i = from; i <= to; i++) {
          const volume = this.source.volume(i);
          if (volume === null || volume <= 0 || this.source.rising(i) !== rising) continue;
          const top = Math.min(bottom - 1, Math.round((base + volume * perUnit) * v));
          context.rect(Math.round((x0 + (i - from) * spacing) * h) - Math.floor(width / 2), top, width, bottom - top);
        }
        context.fillStyle = rising ? this.up : this.down;
        context.fill();
      }
    });
  }
}
