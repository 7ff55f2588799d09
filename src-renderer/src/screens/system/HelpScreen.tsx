// Every function and shortcut, generated from the registries that implement them.
import type { JSX } from 'solid-js';
import { FUNCTIONS, groupName, targetNames, type FunctionDef } from '../../commands/functions';
import { keysInLanguage, scopeName, shortcutRows } from '../../commands/keymap';
import { DataTable } from '../../components/table/DataTable';
import { useDataset } from '../../data/use-data';
import type { Column } from '../../components/table/columns';
import { SHELL_TERMS } from '../../help/glossary';
import { TermList } from '../../help/TermList';
import { msg, t } from '../../i18n';
import { useWorkspace } from '../../workspace/workspace-context';

const isMac = typeof navigator !== 'undefined' && /Mac/.test(navigator.platform);

type ShortcutRow = ReturnType<typeof shortcutRows>[number];
const SHORTCUTS = shortcutRows(isMac);

// The registries hold English marked for translation; the cells say it in the UI language.
const functionColumns: Column<FunctionDef>[] = [
  { id: 'code', header: msg('Code'), value: (f) => f.code, width: 64 },
  { id: 'title', header: msg('Function'), value: (f) => t(f.title), width: 170 },
  { id: 'targets', header: msg('Applies to'), value: (f) => targetNames(f.targets), width: 120 },
  { id: 'group', header: msg('Group'), value: (f) => groupName(f.group), width: 100 },
  { id: 'description', header: msg('What it shows'), value: (f) => t(f.description) },
];

const shortcutColumns: Column<ShortcutRow>[] = [
  { id: 'scope', header: msg('Where'), value: (s) => scopeName(s.scope), width: 150 },
  { id: 'keys', header: msg('Keys'), value: (s) => keysInLanguage(s.keys), width: 230 },
  { id: 'description', header: msg('Does'), value: (s) => t(s.description) },
];

/** A translated sentence with its `{name}` placeholders shown as keys. */
function withKeys(sentence: string, keys: Readonly<Record<string, string>>): JSX.Element[] {
  return sentence.split(/\{(\w+)\}/).map((part, i) => (i % 2 === 1 ? <kbd>{keys[part] ?? part}</kbd> : part));
}

export function HelpContent(props: { onOpenFunction?: (fn: FunctionDef) => void }): JSX.Element {
  // The example names a share the cache holds, so typing it works (the service's codes vary).
  const shares = useDataset('shares', undefined, false);
  const example = () => shares()?.records.find((s) => s.mnemo_code)?.mnemo_code ?? 'BOAF';
  return (
    <div class="help">
      <p class="help-intro">
        {withKeys(
          t(
            'Type {command} in the command line ({slash} or {open}, or just start typing), e.g. {example}. A bare security opens its overview; a bare function such as {bare} opens on its own. {f1} on any screen (or {ask} for a function) shows its keys and what its figures mean.',
          ),
          {
            command: t('SECURITY FUNCTION'),
            slash: '/',
            open: `${isMac ? '⌘' : 'Ctrl'}+K`,
            example: `${example()} GP`,
            bare: 'MKT',
            f1: 'F1',
            ask: 'GP ?',
          },
        )}
      </p>
      <div class="help-tables">
        <DataTable
          label={t('Functions')}
          columns={functionColumns}
          rows={[...FUNCTIONS]}
          rowKey={(f) => f.code}
          {...(props.onOpenFunction ? { onOpen: props.onOpenFunction, canOpen: (f: FunctionDef) => f.targets.includes('none') } : {})}
          exportName="functions"
        />
        <DataTable
          label={t('Shortcuts')}
          columns={shortcutColumns}
          rows={SHORTCUTS}
          rowKey={(s) => `${s.scope} ${s.keys}`}
          exportName="shortcuts"
        />
      </div>
      <div class="help-section help-status" role="group" tabindex="0" aria-label={t('Status bar and data age, scrollable')}>
        <h3>{t('Status bar and data age')}</h3>
        <TermList label={t('Status bar and data age')} terms={SHELL_TERMS} />
      </div>
    </div>
  );
}

export function HelpScreen(): JSX.Element {
  const workspace = useWorkspace();
  return <HelpContent onOpenFunction={(fn) => fn.targets.includes('none') && workspace.open({ fn: fn.code })} />;
}
