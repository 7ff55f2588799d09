// The body of a chart with studies and alerts (GP, NAV): the alert prompt, the chart with its
// legend and study picker, the key of the alert lines, the list of drawings, and the key line with the credit.
import { Show, type JSX } from 'solid-js';
import type { ChartAlerts } from '../alerts/chart-alerts';
import { ChartArea, ChartKeyLine, TRADINGVIEW_URL } from '../chart/ChartArea';
import type { LegendLine } from '../chart/legend';
import { ChartStudyPicker } from '../chart/StudyPicker';
import type { StudyDomain } from '../chart/study-input';
import type { createStudyState } from '../chart/study-state';
import { openExternal } from '../data/external';
import { useApp } from '../platform/context';

export function StudiedChart(props: {
  host: HTMLElement;
  label: string;
  legend: LegendLine | null;
  studies: ReturnType<typeof createStudyState>;
  /** What the studies may be computed on: a share's bars, or a fund's closes (NAVs). */
  domain: StudyDomain;
  empty: string | null;
  alerts: ChartAlerts;
  /** The chart's drawings, listed under it. */
  drawings?: { Key: () => JSX.Element };
  keys: string;
  /** Added to the key line (GP's marker key). */
  children?: JSX.Element;
}): JSX.Element {
  const { client } = useApp();
  return (
    <>
      <props.alerts.Prompt />
      <ChartArea host={props.host} label={props.label} legend={props.legend} onStudy={props.studies.onLegend} empty={props.empty}>
        <ChartStudyPicker state={props.studies} host={props.host} domain={props.domain} />
      </ChartArea>
      <props.alerts.Key />
      <Show when={props.drawings}>{(drawings) => drawings().Key()}</Show>
      <ChartKeyLine keys={props.keys} onCredit={() => void openExternal(client, TRADINGVIEW_URL)}>
        {props.children}
      </ChartKeyLine>
    </>
  );
}
