import { createResource, Show, type JSX } from 'solid-js';
import type { Client } from '../api/client';
import { StatusBar } from './StatusBar';
import { SystemPanel } from './SystemPanel';

/** The application shell: title bar, workspace, status bar. */
export function App(props: { client: Client }): JSX.Element {
  const [info] = createResource(() => props.client.call('system.info'));
  return (
    <div class="shell">
      <header class="titlebar" role="banner">
        <span class="brand">MARKET TERMINAL</span>
      </header>
      <main class="workspace">
        <Show when={info.error}>
          <div class="error-banner" role="alert">
            Cannot reach the terminal core: {(info.error as Error).message}
          </div>
        </Show>
        <Show when={info()}>{(value) => <SystemPanel info={value()} />}</Show>
      </main>
      <StatusBar client={props.client} info={info()} />
    </div>
  );
}
