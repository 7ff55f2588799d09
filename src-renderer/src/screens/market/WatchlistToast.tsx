// The answer to Alt+W (add the focused pane's security to the watchlist), shown for a moment
// over the workspace wherever the focus is.
import type { JSX } from 'solid-js';
import { useApp } from '../../platform/context';
import { watchlistStore } from '../../watchlists/watchlist-store';
import '../../styles/lists.css';

export function WatchlistToast(): JSX.Element {
  const store = watchlistStore(useApp().client);
  return (
    <div class="wl-toast" role="status" aria-live="polite">
      {store.toast() ?? ''}
    </div>
  );
}
