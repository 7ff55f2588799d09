// Functions that apply to shares and funds (DES, DOCS): the share screen for a share; funds get
// their own screen elsewhere, until then the placeholder.
import { Show, type Component, type JSX } from 'solid-js';
import { usePane } from '../../workspace/pane-context';
import { Placeholder } from '../Placeholder';

export function forShares(ShareScreen: Component): Component {
  return function ShareOnly(): JSX.Element {
    const pane = usePane();
    return (
      <Show when={pane.screen().security?.kind === 'share'} fallback={<Placeholder />}>
        <ShareScreen />
      </Show>
    );
  };
}
