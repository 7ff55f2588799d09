// Every function and shortcut, generated from the registries that implement them.
import type { JSX } from 'solid-js';
import { FUNCTIONS, type FunctionDef } from '../../commands/functions';
import { shortcutRows } from '../../commands/keymap';
import { DataTable } from '../../components/table/DataTable';
import { useDataset } from '../../data/use-data';
import type { Column } from '../../components/table/columns';
import { SHELL_TERMS } from '../../help/glossary';
import { TermList } from '../../help/TermList';
import { useWorkspace } from '../../workspace/workspace-context';

const isMac = typeof navigator !== 'undefined' && /Mac/.test(navigator.platform);

type ShortcutRow = ReturnType<typeof shortcutRows>[number];
const SHORTCUTS = shortcutRows(isMac);

const functionColumns: Column<FunctionDef>[] = [
  { id: 'code', header: 'Code', value: (f) => f.code, width: 64 },
  { id: 'title', header: 'Function', value: (f) => f.title, width: 170 },
  { id: 'targets', header: 'Applies to', value: (f) => f.targets.map((t) => (t === 'none' ? '—' : t)).join(', '), width: 120 },
  { id: 'group', header: 'Group', value: (f) => f.group, width: 100 },
  { id: 'description', header: 'What it shows', value: (f) => f.description },
];

const shortcutColumns: Column<ShortcutRow>[] = [
  { id: 'scope', header: 'Where', value: (s) => s.scope, width: 110 },
  { id: 'keys', header: 'Keys', value: (s) => s.keys, width: 230 },
  { id: 'description', header: 'Does', value: (s) => s.description },
];

export function HelpContent(props: { onOpenFunction?: (fn: FunctionDef) => void }): JSX.Element {
  // The example names a share the cache holds, so typing it works (the service's codes vary).
  const shares = useDataset('shares', undefined, false);
  const example = () => shares()?.records.find((s) => s.mnemo_code)?.mnemo_code ?? 'BOAF';
  return (
    <div class="help">
      <p class="help-intro">
        Type <kbd>SECURITY FUNCTION</kbd> in the command line (<kbd>/</kbd> or <kbd>{isMac ? '⌘' : 'Ctrl'}+K</kbd>, or just start typing),
        e.g. <kbd>{example()} GP</kbd>. A bare security opens its overview; a bare function such as <kbd>MKT</kbd> opens on its own.{' '}
        <kbd>F1</kbd> on any screen (or <kbd>GP ?</kbd> for a function) shows its keys and what its figures mean.
      </p>
      <div class="help-tables">
        <DataTable
          label="Functions"
          columns={functionColumns}
          rows={[...FUNCTIONS]}
          rowKey={(f) => f.code}
          {...(props.onOpenFunction ? { onOpen: props.onOpenFunction, canOpen: (f: FunctionDef) => f.targets.includes('none') } : {})}
          exportName="functions"
        />
        <DataTable
          label="Shortcuts"
          columns={shortcutColumns}
          rows={SHORTCUTS}
          rowKey={(s) => `${s.scope} ${s.keys}`}
          exportName="shortcuts"
        />
      </div>
      <div class="help-section help-status" role="group" tabindex="0" aria-label="Status bar and data age, scrollable">
        <h3>Status bar and data age</h3>
        <TermList label="Status bar and data age" terms={SHELL_TERMS} />
      </div>
    </div>
  );
}

export function HelpScreen(): JSX.Element {
  const workspace = useWorkspace();
  return <HelpContent onOpenFunction={(fn) => fn.targets.includes('none') && workspace.open({ fn: fn.code })} />;
}
