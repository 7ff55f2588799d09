// The as-of of a screen that prices what it holds from the share and fund lists (WL, PORT): the
// older fetch of the lists it uses (the share list when it holds nothing), stale if either is.
import { createEffect, type Accessor, type Resource } from 'solid-js';
import type { DataRead } from '../../../src-main/ipc/contract';
import { usePane } from '../workspace/pane-context';

export function reportListsAsOf(
  shares: Resource<DataRead<'shares'>>,
  funds: Resource<DataRead<'funds'>>,
  kinds: Accessor<ReadonlySet<'share' | 'fund'>>,
): void {
  const pane = usePane();
  createEffect(() => {
    const held = kinds();
    const reads = [held.size === 0 || held.has('share') ? shares() : null, held.has('fund') ? funds() : null].filter((r) => r !== null);
    if (reads.some((r) => r === undefined)) return;
    const times = reads.map((r) => r?.asOf ?? null);
    const oldest = times.includes(null) ? null : (times.filter((t): t is string => t !== null).sort()[0] ?? null);
    pane.setAsOf(
      oldest,
      reads.some((r) => r?.stale === true),
    );
  });
}
