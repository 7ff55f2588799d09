import { describe, expect, it } from 'vitest';
import { goBack, goForward, navigate, singlePane } from '../../../src-renderer/src/workspace/layout';
import { recallView, rememberView, type TableView } from '../../../src-renderer/src/workspace/view-memory';

const view: TableView = {
  query: 'bo',
  sort: { column: 'last', direction: 'desc' },
  selectedKey: 'BOAF',
  order: [],
  col: 2,
  scrollTop: 140,
};

describe('view memory (back restores a list as it was left)', () => {
  it('finds a table’s view again when history returns to the same place', () => {
    let layout = singlePane('p1', { fn: 'MKT' });
    const mkt = layout.panes.p1!.screen;
    rememberView(mkt, 'p1', 'Market overview', view);
    layout = navigate(layout, 'p1', { fn: 'SYNC' });
    layout = goBack(layout);
    expect(recallView(layout.panes.p1!.screen, 'p1', 'Market overview')).toEqual(view);
    layout = goForward(goBack(navigate(layout, 'p1', { fn: 'CAL' })));
    expect(recallView(layout.panes.p1!.screen, 'p1', 'Market overview')).toBeUndefined(); // CAL is another place
  });

  it('starts fresh on a new visit, in another pane, or for another table', () => {
    let layout = singlePane('p1', { fn: 'MKT' });
    rememberView(layout.panes.p1!.screen, 'p1', 'Market overview', view);
    layout = navigate(navigate(layout, 'p1', { fn: 'SYNC' }), 'p1', { fn: 'MKT' });
    expect(recallView(layout.panes.p1!.screen, 'p1', 'Market overview')).toBeUndefined();
    const back = goBack(goBack(layout)).panes.p1!.screen;
    expect(recallView(back, 'p1', 'Market overview')).toEqual(view);
    expect(recallView(back, 'p2', 'Market overview')).toBeUndefined();
    expect(recallView(back, 'p1', 'Movers')).toBeUndefined();
  });
});
