// lightweight-charts replaced by a recorder of panes, series and markers, for tests of what the
// chart layers send the library (which series, which points, which pane). Used from a test's
// `vi.mock('lightweight-charts', ...)` factory.
import type * as Charts from 'lightweight-charts';

export interface FakeSeries {
  pane: FakePane;
  options: { autoscaleInfoProvider?: unknown };
  data: { time: string | number; value?: number }[];
  /** setData calls (the whole series sent again). */
  sets: number;
  /** The markers set on it last (through createSeriesMarkers). */
  markers: { time: unknown }[];
}
export interface FakePane {
  id: number;
  series: FakeSeries[];
  stretch: number;
}

/** The panes of the chart made last. */
export const recorded: { panes: FakePane[]; crosshair: ((param: object) => void) | null } = { panes: [], crosshair: null };

/** Stands in for every chart object the code under test does not inspect: any member is a no-op call. */
const inert: object = new Proxy(() => inert, { get: (_, key) => (key === 'then' ? undefined : inert), apply: () => inert });
const withInert = <T extends object>(target: T): T => new Proxy(target, { get: (t, key) => (key in t ? t[key as keyof T] : inert) });

const paneApi = (pane: FakePane) =>
  withInert({ paneIndex: () => recorded.panes.indexOf(pane), setStretchFactor: (s: number) => void (pane.stretch = s), id: pane.id });

export function fakeCharts(real: typeof Charts) {
  let nextPane = 0;
  const newPane = (): FakePane => ({ id: nextPane++, series: [], stretch: 1 });
  return {
    ...real,
    createChart: () => {
      recorded.panes = [newPane()];
      const { panes } = recorded;
      return withInert({
        addPane: () => {
          const pane = newPane();
          panes.push(pane);
          return paneApi(pane);
        },
        removePane: (index: number) => panes.splice(index, 1),
        subscribeCrosshairMove: (handler: (param: object) => void) => void (recorded.crosshair = handler),
        panes: () => panes.map(paneApi),
        addSeries: (_def: unknown, options: FakeSeries['options'], index = 0) => {
          while (panes.length <= index) panes.push(newPane());
          const pane = panes[index] as FakePane;
          const series: FakeSeries = { pane, options, data: [], sets: 0, markers: [] };
          pane.series.push(series);
          return withInert({
            setData: (data: FakeSeries['data']) => {
              series.data = data;
              series.sets++;
            },
            update: (point: FakeSeries['data'][number]) => {
              const last = series.data.at(-1);
              // As the library: a point before the series' last one is refused.
              if (last && point.time < last.time) throw new Error('Cannot update oldest data');
              series.data = last?.time === point.time ? [...series.data.slice(0, -1), point] : [...series.data, point];
            },
            createPriceLine: () => inert,
            fake: series,
          });
        },
        removeSeries: (api: { fake: FakeSeries }) => {
          const { pane } = api.fake;
          pane.series.splice(pane.series.indexOf(api.fake), 1);
        },
        // Nothing in view: a new day is fed as it comes (no view to keep whole).
        timeScale: () => withInert({ getVisibleLogicalRange: () => null, width: () => 0 }),
      });
    },
    createSeriesMarkers: (api: { fake: FakeSeries }) =>
      withInert({
        setMarkers: (markers: FakeSeries['markers']) => {
          // As the library: a marker off the series' data is refused.
          const times = new Set(api.fake.data.map((p) => p.time));
          if (markers.some((m) => !times.has(m.time as string | number))) throw new Error('marker off the data');
          api.fake.markers = markers;
        },
      }),
  };
}
