// A function that applies to shares and funds (DES, DOCS, TEAR): each kind of security gets its own screen.
import { Match, Switch, type Component, type JSX } from 'solid-js';
import { usePane } from '../workspace/pane-context';

export function bySecurityKind(ShareScreen: Component, FundScreen: Component): Component {
  return function ForSecurity(): JSX.Element {
    const pane = usePane();
    const kind = () => pane.screen().security?.kind;
    return (
      <Switch>
        <Match when={kind() === 'share'}>
          <ShareScreen />
        </Match>
        <Match when={kind() === 'fund'}>
          <FundScreen />
        </Match>
      </Switch>
    );
  };
}
