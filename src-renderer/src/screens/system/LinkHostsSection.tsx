// SET: the hosts outside the service the user trusted or declined for links, and Delete to forget
// one (its next link asks again).
import { createResource, createSignal, Show, type JSX } from 'solid-js';
import { useApp } from '../../platform/context';
import { hintLine } from '../../commands/keymap';
import { DataTable } from '../../components/table/DataTable';
import type { Column } from '../../components/table/columns';

interface HostRow {
  host: string;
  answer: 'trusted' | 'declined';
}

const columns: Column<HostRow>[] = [
  { id: 'host', header: 'Host', value: (r) => r.host },
  {
    id: 'answer',
    header: 'Answer',
    value: (r) => (r.answer === 'trusted' ? 'Trusted: opens directly' : 'Declined: never opened'),
    width: 190,
  },
];

export function LinkHostsSection(): JSX.Element {
  const { client } = useApp();
  const [hosts, { mutate }] = createResource(() => client.call('links.hosts'));
  const [selected, setSelected] = createSignal<HostRow | null>(null);
  const [message, setMessage] = createSignal<string | null>(null);
  const rows = (): HostRow[] => [
    ...(hosts()?.trusted ?? []).map((host) => ({ host, answer: 'trusted' as const })),
    ...(hosts()?.declined ?? []).map((host) => ({ host, answer: 'declined' as const })),
  ];

  const forget = async (row: HostRow) => {
    try {
      mutate(await client.call('links.forget', { host: row.host }));
      setMessage(`Forgot ${row.host}: its next link asks again`);
    } catch (err) {
      setMessage(err instanceof Error ? err.message : String(err));
    }
  };
  const onKeyDown = (event: KeyboardEvent) => {
    const row = selected();
    if (event.key !== 'Delete' || event.target instanceof HTMLInputElement || !row) return;
    event.preventDefault();
    event.stopPropagation();
    void forget(row);
  };

  return (
    <section aria-label="Link hosts" onKeyDown={onKeyDown}>
      <h3>Link hosts</h3>
      <p class="muted">Sites outside the data source you answered about when a link led there. {hintLine('SET')}.</p>
      <div class="link-hosts">
        <DataTable
          label="Link hosts"
          columns={columns}
          rows={rows()}
          rowKey={(r) => r.host}
          onSelect={setSelected}
          emptyText="No answers yet: a link to a new site asks first"
        />
      </div>
      <Show when={message()}>
        <p role="status">{message()}</p>
      </Show>
    </section>
  );
}
