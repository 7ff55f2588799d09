import type { JSX } from 'solid-js';
import { functionDef } from '../commands/functions';
import { usePane } from '../workspace/pane-context';

/** Honest stand-in for a function whose screen has not been built yet. */
export function Placeholder(): JSX.Element {
  const pane = usePane();
  const def = () => functionDef(pane.screen().fn);
  return (
    <div class="screen-empty">
      <p>
        <strong>{def()?.code}</strong> — {def()?.title}: {def()?.description}.
      </p>
      <p class="muted">This screen is not built yet. Its data is already cached: see SYNC.</p>
    </div>
  );
}
