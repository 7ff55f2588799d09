// PORT, portfolios: positions (FIFO) with P&L from the cached prices, totals per currency, the
// transactions, and the value over time (TWR); offline from the cache. A monitor: its cursor
// drives the linked panes. Keys: [ ] portfolio, p t g views, a add, i import, Enter opens or edits,
// Del deletes a transaction, Alt+N / F2 / Shift+Del the portfolio itself, c the chart's currency.
import { createEffect, createMemo, createSignal, Match, on, Show, Switch, type JSX } from 'solid-js';
import type { Position, Transaction } from '../../../../src-main/ipc/contract';
import { nextCurrency } from '../../../../src-main/shared/history-currency';
import { hintLine } from '../../commands/keymap';
import { msg, t } from '../../i18n';
import type { SecurityRef } from '../../commands/refs';
import { DataTable } from '../../components/table/DataTable';
import { reportListsAsOf } from '../../data/lists-as-of';
import { useDataset } from '../../data/use-data';
import { todayIso } from '../../format/days';
import { useApp } from '../../platform/context';
import { useFollowCursor } from '../../workspace/follow-cursor';
import { usePane } from '../../workspace/pane-context';
import { ConfirmBar } from './ConfirmBar';
import { ImportForm } from './ImportForm';
import { PortfolioBar, type PortAction, type PortView } from './PortfolioBar';
import { PortfolioForm } from './PortfolioForm';
import { positionColumns } from './position-columns';
import { refOf } from './security-ref';
import { TotalsStrip } from './TotalsStrip';
import { transactionColumns } from './transaction-columns';
import { draftOf, type DraftFields, type TransactionInput } from './transaction-draft';
import { TransactionForm } from './TransactionForm';
import { usePortfolio } from './use-portfolio';
import { ValueChart } from './ValueChart';
import './portfolio.css';

type Mode = 'add' | 'edit' | 'import' | 'new' | 'rename' | 'delete' | 'delete-tx' | null;

/** A refused call's message, or null when it went through. */
const failure = (call: Promise<unknown>): Promise<string | null> =>
  call.then(
    () => null,
    (err: Error) => err.message,
  );

export function PortfolioScreen(): JSX.Element {
  const { client, locale } = useApp();
  const pane = usePane();
  const [view, setView] = createSignal<PortView>('positions');
  // The chart's currency: main's choice until `c` picks the next one.
  const [currency, setCurrency] = createSignal<string | null | undefined>(undefined);
  const reads = usePortfolio(client, () => {
    if (view() !== 'value') return null;
    const chosen = currency();
    return chosen === undefined ? {} : { currency: chosen };
  });
  const toNextCurrency = () => {
    const history = reads.history.value();
    if (history && history.currencies.length > 1) setCurrency(nextCurrency(history));
  };
  const positions = () => reads.view.value()?.positions ?? [];
  const columns = createMemo(() => positionColumns(positions()));
  const txColumns = transactionColumns();
  // Prices come from the cached share and fund lists (and histories): their fetch is the as-of.
  reportListsAsOf(
    useDataset('shares', undefined, false),
    useDataset('funds', undefined, false),
    () => new Set(positions().map((p) => p.kind)),
  );

  const [mode, setMode] = createSignal<Mode>(null);
  const [draft, setDraft] = createSignal<DraftFields | null>(null);
  const [message, setMessage] = createSignal<{ text: string; problem: boolean } | null>(null);
  const [position, setPosition] = createSignal<Position | null>(null);
  const [transaction, setTransaction] = createSignal<Transaction | null>(null);
  const positionRef = (p: Position): SecurityRef | null =>
    p.id === null ? null : { kind: p.kind, id: p.id, code: p.code, title: p.title };
  const follow = useFollowCursor(positionRef);
  let root!: HTMLDivElement;

  const name = () => reads.current()?.name ?? '';
  const focusTable = () => queueMicrotask(() => root.querySelector<HTMLElement>('[role="grid"], .port-chart')?.focus());
  const done = (text: string | null, problem = false) => {
    if (text !== null) setMessage({ text, problem });
    setMode(null);
    focusTable();
  };
  // Switching views keeps the keys with the screen: the new view's table (or chart) takes focus.
  createEffect(on(view, focusTable, { defer: true }));

  const portfolioId = () => reads.current()?.id ?? null;
  const step = (by: number) => {
    const list = reads.portfolios.value() ?? [];
    const at = list.findIndex((p) => p.id === portfolioId());
    const next = list[(at + by + list.length) % list.length];
    if (next && list.length > 1) reads.choose(next.id);
  };
  const addTransaction = () => {
    const held = view() === 'positions' ? position() : null;
    const security = held?.id != null ? { kind: held.kind, id: held.id, code: held.code, title: held.title } : null;
    setDraft({ security, day: todayIso(), side: 'buy', quantity: '', price: '', fees: '' });
    setMode('add');
  };
  const editTransaction = async (tx: Transaction) => {
    const security = await refOf(client, tx, positions());
    if (!security)
      setMessage({ text: t("{code} is not in this source's cache: pick the security again", { code: tx.code }), problem: true });
    setTransaction(tx);
    setDraft(draftOf(tx, security));
    setMode('edit');
  };

  const run = (action: PortAction) => {
    setMessage(null);
    if (action !== 'new' && portfolioId() === null) return setMessage({ text: t('No portfolio yet: Alt+N creates one'), problem: true });
    if (action === 'add') return addTransaction();
    setMode(action);
  };
  const onKeyDown = (event: KeyboardEvent) => {
    if (mode() !== null || event.ctrlKey || event.metaKey) return;
    const target = event.target as HTMLElement;
    if (target !== root && target.getAttribute('role') !== 'grid' && !target.classList.contains('port-chart')) return;
    // With Alt the physical key counts (macOS turns Alt+N into a dead key).
    const key = event.altKey ? (event.code === 'KeyN' ? 'Alt+n' : '') : event.key;
    const selectedTx = view() === 'transactions' ? transaction() : null;
    const keys: Record<string, () => void> = {
      '[': () => step(-1),
      ']': () => step(1),
      p: () => setView('positions'),
      t: () => setView('transactions'),
      g: () => setView('value'),
      c: toNextCurrency,
      a: () => run('add'),
      i: () => run('import'),
      'Alt+n': () => run('new'),
      F2: () => run('rename'),
      Delete: () => (event.shiftKey ? run('delete') : selectedTx && setMode('delete-tx')),
      e: () => selectedTx && void editTransaction(selectedTx),
    };
    const handler = keys[key];
    if (!handler) return;
    event.preventDefault();
    event.stopPropagation();
    handler();
  };

  const save = async (input: TransactionInput) => {
    const id = portfolioId();
    const editing = mode() === 'edit' ? transaction() : null;
    if (id === null) return t('No portfolio');
    const saved = await (
      editing
        ? client.call('portfolio.transaction.edit', { id: editing.id, transaction: input })
        : client.call('portfolio.transaction.add', { portfolioId: id, transaction: input })
    ).catch((err: Error) => err.message);
    if (typeof saved === 'string') return saved;
    const said = { side: saved.side, code: saved.code, day: saved.day };
    done(editing ? t('Saved {side} of {code} on {day}', said) : t('Added {side} of {code} on {day}', said));
    return null;
  };
  const createPortfolio = async (newName: string, currency: string) => {
    const made = await client.call('portfolio.create', { name: newName, currency }).catch((err: Error) => err.message);
    if (typeof made === 'string') return made;
    reads.choose(made.id);
    done(t('Created {name}', { name: made.name }));
    return null;
  };
  const renamePortfolio = async (newName: string, currency: string) => {
    const id = portfolioId();
    const error = id === null ? t('No portfolio') : await failure(client.call('portfolio.update', { id, name: newName, currency }));
    if (error === null) done(t('Saved {name}', { name: newName.trim() }));
    return error;
  };
  const remove = async (call: Promise<unknown>, what: string) => {
    const error = await failure(call);
    done(error ?? t('Deleted {name}', { name: what }), error !== null);
  };
  const importCsv = async (csv: string, skipBad: boolean) => {
    const id = portfolioId();
    if (id === null) return t('No portfolio');
    return client.call('portfolio.import', { portfolioId: id, csv, skipBad }).catch((err: Error) => err.message);
  };

  const problem = () => reads.portfolios.problem() ?? reads.view.problem() ?? reads.transactions.problem();
  const emptyPositions = () =>
    reads.portfolios.value()?.length === 0
      ? t('No portfolio yet: Alt+N creates one')
      : t('No positions: a adds a transaction, i imports a CSV');

  return (
    <div ref={root} class="port" onKeyDown={onKeyDown}>
      <PortfolioBar
        portfolios={reads.portfolios.value() ?? []}
        current={portfolioId()}
        view={view()}
        locale={locale()}
        onSwitch={reads.choose}
        onView={setView}
        onAction={run}
      />
      <Switch>
        <Match when={(mode() === 'add' || mode() === 'edit') && draft()}>
          {(fields) => (
            <TransactionForm
              title={mode() === 'edit' ? t('Edit the transaction') : t('Add a transaction to {name}', { name: name() })}
              initial={fields()}
              submit={mode() === 'edit' ? t('Save') : t('Add')}
              onSubmit={save}
              onCancel={() => done(null)}
            />
          )}
        </Match>
        <Match when={mode() === 'import'}>
          <ImportForm into={name()} onImport={importCsv} onClose={() => done(null)} />
        </Match>
        <Match when={mode() === 'new'}>
          <PortfolioForm
            title={t('New portfolio')}
            name=""
            currency={reads.current()?.currency ?? 'XOF'}
            submit={t('Create')}
            onSubmit={createPortfolio}
            onCancel={() => done(null)}
          />
        </Match>
        <Match when={mode() === 'rename'}>
          <PortfolioForm
            title={t('Rename {name}', { name: name() })}
            name={name()}
            currency={reads.current()?.currency ?? ''}
            submit={t('Save')}
            onSubmit={renamePortfolio}
            onCancel={() => done(null)}
          />
        </Match>
        <Match when={mode() === 'delete'}>
          <ConfirmBar
            label={t('Delete the portfolio')}
            question={t('Delete {name} and its {count} transactions?', { name: name(), count: reads.current()?.transactions ?? 0 })}
            confirm={t('Delete')}
            onConfirm={() => void remove(client.call('portfolio.delete', { id: portfolioId() ?? -1 }), name())}
            onCancel={() => done(null)}
          />
        </Match>
        <Match when={mode() === 'delete-tx' && transaction()}>
          {(tx) => (
            <ConfirmBar
              label={t('Delete the transaction')}
              question={t('Delete the {side} of {code} on {day}?', { side: tx().side, code: tx().code, day: tx().day })}
              confirm={t('Delete')}
              onConfirm={() =>
                void remove(
                  client.call('portfolio.transaction.delete', { id: tx().id }),
                  t('the {side} of {code}', { side: tx().side, code: tx().code }),
                )
              }
              onCancel={() => done(null)}
            />
          )}
        </Match>
      </Switch>
      <div class="wl-status" classList={{ problem: (message()?.problem ?? false) || problem() !== null }} role="status">
        {message()?.text ?? problem() ?? hintLine(view() === 'transactions' ? 'PORT transactions' : 'PORT')}
      </div>
      <Switch>
        <Match when={view() === 'positions'}>
          <TotalsStrip totals={reads.view.value()?.totals ?? []} locale={locale()} />
          <div class="port-table">
            <DataTable
              label={t('Positions {name}', { name: name() }).trim()}
              columns={columns()}
              rows={positions()}
              rowKey={(p) => `${p.kind}:${p.code}`}
              onSelect={(p) => {
                setPosition(p);
                follow(p);
              }}
              onOpen={(p) => {
                const ref = positionRef(p);
                if (ref) pane.openSecurity(ref);
              }}
              canOpen={(p) => p.id !== null}
              exportName={`positions-${name()}`}
              locale={locale()}
              emptyText={emptyPositions()}
            />
          </div>
        </Match>
        <Match when={view() === 'transactions'}>
          <div class="port-table">
            <DataTable
              label={t('Transactions {name}', { name: name() }).trim()}
              columns={txColumns}
              rows={reads.transactions.value() ?? []}
              rowKey={(tx) => String(tx.id)}
              onSelect={setTransaction}
              onOpen={(tx) => void editTransaction(tx)}
              openHint={msg('edit')}
              exportName={`transactions-${name()}`}
              locale={locale()}
              emptyText={t('No transactions: a adds one, i imports a CSV')}
            />
          </div>
        </Match>
        <Match when={view() === 'value'}>
          <div class="port-chart" tabindex="0" aria-label={t('Value over time')}>
            <Show when={portfolioId() !== null} fallback={<p class="muted port-empty">{t('No portfolio yet: Alt+N creates one')}</p>}>
              <ValueChart history={reads.history.value()} problem={reads.history.problem()} locale={locale()} />
            </Show>
          </div>
        </Match>
      </Switch>
      <p class="port-note muted">
        {t('Cost basis FIFO (buy fees included) · totals per currency, never converted · prices from the cache, each with its day')}
      </p>
    </div>
  );
}
