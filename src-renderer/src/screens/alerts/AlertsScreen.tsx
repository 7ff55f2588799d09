// ALRT, the alerts: the rules (a adds, e or Enter edits, Space turns on or off, Del deletes) and
// the firings log (newest first; Enter opens GP at the bar's day, NAV for a fund, EV for an event,
// and marks it read; m marks the selected read, M every one). r and f switch the two views. The rules
// and the log come from the home file, so the screen works offline; main finds the firings.
import { createEffect, createSignal, Match, on, Show, Switch, type JSX } from 'solid-js';
import type { AlertFiring, AlertRule, AlertTarget } from '../../../../src-main/shared/alerts/types';
import { alertsStore } from '../../alerts/alerts-store';
import { firingScreen, targetLabel } from '../../alerts/alert-views';
import { hintLine } from '../../commands/keymap';
import { DataTable } from '../../components/table/DataTable';
import type { DataTableApi } from '../../components/table/Table';
import { t } from '../../i18n';
import { useApp } from '../../platform/context';
import { useWorkspace } from '../../workspace/workspace-context';
import { firingColumns, ruleColumns } from './alert-columns';
import { draftOf, NEW_DRAFT, type RuleDraft } from './rule-draft';
import { RuleForm } from './RuleForm';
import '../../styles/lists.css';
import './alerts.css';

type View = 'rules' | 'firings';

export function AlertsScreen(): JSX.Element {
  const { client, locale } = useApp();
  const workspace = useWorkspace();
  const store = alertsStore(client);
  // Unread firings first: that is what the status bar sent the user here for.
  const [view, setView] = createSignal<View>(store.unread() > 0 ? 'firings' : 'rules');
  const [form, setForm] = createSignal<{ draft: RuleDraft; editing: AlertRule | null } | null>(null);
  const [message, setMessage] = createSignal<{ text: string; problem: boolean } | null>(null);
  // The tables' selections, as keys (ids): the row a list opens on counts, which onSelect leaves out.
  let table: DataTableApi | undefined;
  const selectedId = () => Number(table?.selectedKey() ?? NaN);
  const rule = () => store.rules().find((r) => r.id === selectedId()) ?? null;
  const firing = () => store.firings().find((f) => f.id === selectedId()) ?? null;
  let root!: HTMLDivElement;

  const focusTable = () => queueMicrotask(() => root.querySelector<HTMLElement>('[role="grid"]')?.focus());
  createEffect(on(view, focusTable, { defer: true }));
  const done = (text: string | null, problem = false) => {
    setMessage(text === null ? null : { text, problem });
    setForm(null);
    focusTable();
  };
  const say = (call: Promise<unknown>, text: string) =>
    void call.then(
      () => setMessage({ text, problem: false }),
      (err: Error) => setMessage({ text: err.message, problem: true }),
    );

  const save = async (input: { target: AlertTarget; condition: string }) => {
    const editing = form()?.editing ?? null;
    const saved = await (editing ? store.update({ id: editing.id, ...input }) : store.add(input)).catch((err: Error) => err.message);
    if (typeof saved === 'string') return saved;
    const said = { id: saved.id, target: targetLabel(saved.target), condition: saved.condition };
    done(
      editing
        ? t('Saved rule {id}: {target} {condition} (from the bars cached now on)', said)
        : t('Added rule {id}: {target} {condition} (from the bars cached now on)', said),
    );
    return null;
  };
  const toggle = (r: AlertRule) =>
    say(
      store.update({ id: r.id, enabled: !r.enabled }),
      r.enabled ? t('Rule {id} off (kept)', { id: r.id }) : t('Rule {id} on', { id: r.id }),
    );
  const remove = (r: AlertRule) => say(store.remove(r.id), t('Deleted rule {id}; its firings stay in the log', { id: r.id }));
  const open = (f: AlertFiring) => {
    if (!f.read) void store.markRead([f.id]);
    workspace.open(firingScreen(f));
  };

  const onKeyDown = (event: KeyboardEvent) => {
    if (form() !== null || event.ctrlKey || event.metaKey || event.altKey) return;
    const target = event.target as HTMLElement;
    if (target !== root && target.getAttribute('role') !== 'grid') return;
    const selectedRule = view() === 'rules' ? rule() : null;
    const selectedFiring = view() === 'firings' ? firing() : null;
    const keys: Record<string, () => void> = {
      r: () => setView('rules'),
      f: () => setView('firings'),
      a: () => {
        setView('rules');
        setForm({ draft: NEW_DRAFT, editing: null });
      },
      e: () => selectedRule && setForm({ draft: draftOf(selectedRule), editing: selectedRule }),
      ' ': () => selectedRule && toggle(selectedRule),
      Delete: () => selectedRule && remove(selectedRule),
      m: () => selectedFiring && void store.markRead([selectedFiring.id]),
      M: () => say(store.markRead(), t('Every firing marked read')),
    };
    const handler = keys[event.key];
    // m and M act only on what is unread: otherwise the letter starts a command ("MKT" typed here).
    const idle = (event.key === 'm' && (!selectedFiring || selectedFiring.read)) || (event.key === 'M' && store.unread() === 0);
    if (!handler || idle) return;
    event.preventDefault();
    event.stopPropagation();
    setMessage(null);
    handler();
  };

  const tab = (which: View, label: string, key: string) => (
    <button type="button" role="tab" tabindex="-1" class="wl-tab" aria-selected={view() === which} onClick={() => setView(which)}>
      {label} <kbd>{key}</kbd>
    </button>
  );

  return (
    <div ref={root} class="alrt" onKeyDown={onKeyDown}>
      <div class="wl-bar">
        <div class="wl-tabs" role="tablist" aria-label={t('Alerts')}>
          {tab('rules', t('Rules {count}', { count: store.rules().length }), 'R')}
          {tab('firings', store.unread() > 0 ? t('Fired · {count} new', { count: store.unread() }) : t('Fired'), 'F')}
        </div>
        <span class="mkt-spacer" />
        <div class="wl-actions">
          <button type="button" tabindex="-1" title={t('Add a rule')} onClick={() => setForm({ draft: NEW_DRAFT, editing: null })}>
            {t('Add')}
            <kbd>A</kbd>
          </button>
        </div>
      </div>
      <Show when={form()}>
        {(f) => (
          <RuleForm
            title={f().editing ? t('Edit rule {id}', { id: f().editing?.id ?? '' }) : t('Add an alert rule')}
            initial={f().draft}
            submit={f().editing ? t('Save') : t('Add')}
            onSubmit={save}
            onCancel={() => done(null)}
          />
        )}
      </Show>
      <div class="wl-status" classList={{ problem: (message()?.problem ?? false) || store.problem() !== null }} role="status">
        {message()?.text ?? store.problem() ?? hintLine(view() === 'rules' ? 'ALRT' : 'ALRT fired')}
      </div>
      <div class="alrt-table">
        <Switch>
          <Match when={view() === 'rules'}>
            <DataTable
              label={t('Alert rules')}
              columns={ruleColumns()}
              rows={store.rules()}
              rowKey={(r) => String(r.id)}
              api={(api) => (table = api)}
              onOpen={(r) => setForm({ draft: draftOf(r), editing: r })}
              openHint="edit"
              rowClass={(r) => (r.enabled ? undefined : 'alrt-off')}
              exportName="alert-rules"
              locale={locale()}
              emptyText={t("No alert rules: a adds one (or a on GP and NAV, at the cursor's price)")}
            />
          </Match>
          <Match when={view() === 'firings'}>
            <DataTable
              label={t('Alert firings')}
              columns={firingColumns()}
              rows={store.firings()}
              rowKey={(f) => String(f.id)}
              api={(api) => (table = api)}
              onOpen={open}
              rowClass={(f) => (f.read ? undefined : 'alrt-unread')}
              exportName="alert-firings"
              locale={locale()}
              emptyText={t('Nothing fired yet: rules are checked on the data as each sync lands')}
            />
          </Match>
        </Switch>
      </div>
    </div>
  );
}
