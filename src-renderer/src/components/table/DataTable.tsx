// The table as screens use it: the plain Table connected to its pane, so that back and forward
// return to a list as it was left (filter, sort, cursor, columns, scroll) — per pane and place;
// and to the pane's as-of and the app's data source, which an xlsx export names.
import { useContext, untrack, type JSX } from 'solid-js';
import { AppContext } from '../../platform/context';
import { PaneContext } from '../../workspace/pane-context';
import { recallView, rememberView, type TableView } from '../../workspace/view-memory';
import { Table, type TableProps } from './Table';

export function DataTable<Row>(props: TableProps<Row>): JSX.Element {
  // Outside a pane (no history to return through) the table simply starts fresh.
  const pane = useContext(PaneContext);
  const place = pane?.screen();
  const restore =
    pane && place
      ? recallView(
          place,
          pane.paneId,
          untrack(() => props.label),
        )
      : undefined;
  const onLeave = (view: TableView) => {
    if (pane && place) rememberView(place, pane.paneId, props.label, view);
  };
  const app = useContext(AppContext);
  const provenance = () => ({
    asOf: pane?.asOf() ?? null,
    source: app?.info()?.dataSource.label ?? app?.cacheState().source ?? 'unknown',
  });
  return <Table {...props} restore={restore} onLeave={onLeave} provenance={provenance} />;
}
