// Named workspaces: save the current layout under a name, switch with Enter, delete with Delete.
import { createSignal, Show, type JSX } from 'solid-js';
import { DataTable } from '../../components/table/DataTable';
import { msg, t } from '../../i18n';
import type { Column } from '../../components/table/columns';
import { paneOrder, type Layout } from '../../workspace/layout';
import { useWorkspace } from '../../workspace/workspace-context';

interface Row {
  name: string;
  panes: number;
}

const columns: Column<Row>[] = [
  { id: 'name', header: msg('Workspace'), value: (r) => r.name },
  { id: 'panes', header: msg('Panes'), value: (r) => r.panes, kind: 'integer', width: 70 },
];

export function WorkspacesScreen(): JSX.Element {
  const workspace = useWorkspace();
  const [name, setName] = createSignal('');
  const [selected, setSelected] = createSignal<Row | null>(null);
  const [message, setMessage] = createSignal<string | null>(null);
  const rows = (): Row[] =>
    workspace.saved().map((w) => ({ name: w.name, panes: paneOrder((w.layout as Layout).root ?? { type: 'pane', pane: '?' }).length }));

  const save = (e: SubmitEvent) => {
    e.preventDefault();
    const value = name().trim();
    if (!value) return setMessage(t('Give the workspace a name'));
    workspace.saveAs(value);
    setName('');
    setMessage(t('Saved "{name}"', { name: value }));
  };
  const onKeyDown = (e: KeyboardEvent) => {
    const row = selected();
    if (e.key === 'Delete' && row && !(e.target instanceof HTMLInputElement)) {
      e.preventDefault();
      e.stopPropagation();
      workspace.remove(row.name);
      setMessage(t('Deleted "{name}"', { name: row.name }));
    }
  };

  return (
    <div class="workspaces-screen" onKeyDown={onKeyDown}>
      <form class="inline-form" onSubmit={save}>
        <label>
          {t('Save the current layout as')}{' '}
          <input value={name()} onInput={(e) => setName(e.currentTarget.value)} maxLength={60} aria-label={t('Workspace name')} />
        </label>
        <button type="submit">{t('Save')}</button>
        <Show when={message()}>
          <span class="muted" role="status">
            {message()}
          </span>
        </Show>
      </form>
      <DataTable
        label={t('Saved workspaces')}
        columns={columns}
        rows={rows()}
        rowKey={(r) => r.name}
        onSelect={setSelected}
        openHint={t('switch')}
        onOpen={(r) =>
          setMessage(
            workspace.switchTo(r.name)
              ? t('Switched to "{name}"', { name: r.name })
              : t('"{name}" could not be restored', { name: r.name }),
          )
        }
        emptyText={t('No saved workspaces yet: name the current layout above and save it.')}
        exportName="workspaces"
      />
      <p class="muted">{t('Enter switches to the selected workspace; Delete removes it.')}</p>
    </div>
  );
}
