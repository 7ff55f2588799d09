import { createSignal, onCleanup, Show, type JSX } from 'solid-js';
import type { SystemInfo } from '../../../src-main/ipc/contract';
import type { Client } from '../api/client';
import { StatusBar } from './StatusBar';
import { SystemPanel } from './SystemPanel';

/** The application shell: title bar, workspace, status bar. */
export function App(props: { client: Client }): JSX.Element {
  const [info, setInfo] = createSignal<SystemInfo>();
  const [problem, setProblem] = createSignal<string>();

  const loadInfo = () =>
    props.client.call('system.info').then(
      (value) => {
        setInfo(value);
        setProblem(undefined);
      },
      (err: Error) => setProblem(err.message),
    );
  // (Re)load whenever the link to main comes up, so a restarted core is picked up by itself.
  onCleanup(
    props.client.onLink((state) => {
      if (state === 'up') void loadInfo();
      else if (state === 'no-token') setProblem('no access token: open the URL printed by "market-terminal serve"');
    }),
  );

  return (
    <div class="shell">
      <header class="titlebar" role="banner">
        <span class="brand">MARKET TERMINAL</span>
      </header>
      <main class="workspace">
        <Show when={problem()}>
          <div class="error-banner" role="alert">
            Cannot reach the terminal core: {problem()}
          </div>
        </Show>
        <Show when={info()}>{(value) => <SystemPanel info={value()} />}</Show>
      </main>
      <StatusBar client={props.client} info={info()} />
    </div>
  );
}
