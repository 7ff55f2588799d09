// SET: the hosts outside the service the user trusted or declined for links, and Delete to forget
// one (its next link asks again).
import { createResource, createSignal, Show, type JSX } from 'solid-js';
import { msg, t } from '../../i18n';
import { useApp } from '../../platform/context';
import { hintLine } from '../../commands/keymap';
import { DataTable } from '../../components/table/DataTable';
import type { Column } from '../../components/table/columns';

interface HostRow {
  host: string;
  answer: 'trusted' | 'declined';
}

const columns: Column<HostRow>[] = [
  { id: 'host', header: msg('Host'), value: (r) => r.host },
  {
    id: 'answer',
    header: msg('Answer'),
    value: (r) => (r.answer === 'trusted' ? t('Trusted: opens directly') : t('Declined: never opened')),
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
      setMessage(t('Forgot {host}: its next link asks again', { host: row.host }));
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
    <section aria-label={t('Link hosts')} onKeyDown={onKeyDown}>
      <h3>{t('Link hosts')}</h3>
      <p class="muted">
        {t('Sites outside the data source you answered about when a link led there.')} {hintLine('SET')}.
      </p>
      <div class="link-hosts">
        <DataTable
          label={t('Link hosts')}
          columns={columns}
          rows={rows()}
          rowKey={(r) => r.host}
          onSelect={setSelected}
          emptyText={t('No answers yet: a link to a new site asks first')}
        />
      </div>
      <Show when={message()}>
        <p role="status">{message()}</p>
      </Show>
    </section>
  );
}
