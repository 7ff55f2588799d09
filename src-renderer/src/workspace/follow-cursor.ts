import type { SecurityRef } from '../commands/refs';
import { usePane } from './pane-context';

/**
 * `onSelect` for a list's table: the panes linked to the list follow its cursor. The row a table
 * selects by itself when it first gets focus is not a choice, so opening a list never changes
 * what its group shows; every later move is.
 */
export function useFollowCursor<Row>(toSecurity: (row: Row) => SecurityRef | null): (row: Row) => void {
  const pane = usePane();
  let first = true;
  return (row) => {
    if (first) {
      first = false;
      return;
    }
    const security = toSecurity(row);
    if (security) pane.followSecurity(security);
  };
}
