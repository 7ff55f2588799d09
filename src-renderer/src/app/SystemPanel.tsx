import type { JSX } from 'solid-js';
import type { SystemInfo } from '../../../src-main/ipc/contract';

/** Facts about this installation, so a user can tell what they are looking at and where it lives. */
export function SystemPanel(props: { info: SystemInfo }): JSX.Element {
  const rows = (): [string, string][] => [
    ['Data source', props.info.dataSource.kind === 'demo' ? 'Built-in demo market' : props.info.dataSource.baseUrl],
    ['Transport', props.info.transport === 'electron' ? 'Electron IPC' : 'Browser mode (WebSocket)'],
    ['Cache database', props.info.databasePath],
    ['SQLite', props.info.sqliteVersion],
    ['Platform', props.info.platform],
    ['Version', props.info.appVersion],
  ];
  return (
    <section class="panel" aria-label="System">
      <h2 class="panel-title">SYSTEM</h2>
      <dl class="facts">
        {rows().map(([label, value]) => (
          <>
            <dt>{label}</dt>
            <dd>{value}</dd>
          </>
        ))}
      </dl>
    </section>
  );
}
