import { createSignal, onCleanup, Show, type JSX } from 'solid-js';
import type { SystemInfo } from '../../../src-main/ipc/contract';
import type { Client } from '../api/client';
import type { LinkState } from '../api/transport';

const LINK_TEXT: Record<LinkState, string> = { up: 'LINK', connecting: 'CONNECTING', down: 'NO LINK', 'no-token': 'NO TOKEN' };

function formatUptime(seconds: number): string {
  const h = Math.floor(seconds / 3600);
  const m = Math.floor((seconds % 3600) / 60);
  const s = seconds % 60;
  return [h, m, s].map((n) => String(n).padStart(2, '0')).join(':');
}

/** Bottom line: where the data comes from, how we are attached, and that main is alive. */
export function StatusBar(props: { client: Client; info: SystemInfo | undefined }): JSX.Element {
  const [link, setLink] = createSignal<LinkState>('connecting');
  const [uptime, setUptime] = createSignal<number | null>(null);
  const [clock, setClock] = createSignal(new Date());
  onCleanup(props.client.onLink(setLink));
  onCleanup(props.client.on('system.heartbeat', (beat) => setUptime(beat.uptimeSeconds)));
  const tick = setInterval(() => setClock(new Date()), 1000);
  onCleanup(() => clearInterval(tick));

  return (
    <footer class="statusbar" role="status" aria-label="Status bar">
      <Show when={props.info} fallback={<span class="cell muted">…</span>}>
        {(info) => (
          <>
            <span class="cell source" title="Data source">{info().dataSource.label}</span>
            <span class="cell" title="Transport">{info().transport.toUpperCase()}</span>
            <span class="cell muted" title="App version">v{info().appVersion}</span>
          </>
        )}
      </Show>
      <span class="spacer" />
      <Show when={uptime() !== null}>
        <span class="cell muted" title="Core uptime">CORE {formatUptime(uptime() ?? 0)}</span>
      </Show>
      <span class={`cell link link-${link()}`} title="Link to the terminal core">● {LINK_TEXT[link()]}</span>
      <span class="cell clock">{clock().toLocaleTimeString(undefined, { hour12: false })}</span>
    </footer>
  );
}
