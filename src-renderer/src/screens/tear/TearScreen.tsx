// TEAR: a printable report on the pane's share or fund.
import { Match, Switch, type JSX } from 'solid-js';
import { usePane } from '../../workspace/pane-context';
import { FundTear } from './FundTear';
import { ShareTear } from './ShareTear';

export function TearScreen(): JSX.Element {
  const pane = usePane();
  const kind = () => pane.screen().security?.kind;
  return (
    <Switch>
      <Match when={kind() === 'share'}>
        <ShareTear />
      </Match>
      <Match when={kind() === 'fund'}>
        <FundTear />
      </Match>
    </Switch>
  );
}
