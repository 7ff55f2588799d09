// A table of a tear sheet's page, or the line that says why it has no rows (none cached, none
// upcoming).
import { children, For, Show, type JSX } from 'solid-js';

export function TearTable<T>(props: {
  rows: readonly T[];
  empty: string;
  /** The header row, when the columns need naming. */
  head?: JSX.Element;
  children: (row: T) => JSX.Element;
}): JSX.Element {
  const head = children(() => props.head); // resolved once: a JSX prop is drawn anew at each read
  return (
    <Show when={props.rows.length > 0} fallback={<p class="tear-empty">{props.empty}</p>}>
      <table class="tear-table">
        <Show when={head()}>
          <thead>{head()}</thead>
        </Show>
        <tbody>
          <For each={props.rows}>{(row) => props.children(row)}</For>
        </tbody>
      </table>
    </Show>
  );
}
