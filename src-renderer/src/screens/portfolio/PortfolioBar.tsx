// PORT's toolbar: the portfolios as tabs ([ and ] switch), the three views (p t g), the actions
// with their keys.
import { For, Show, type JSX } from 'solid-js';
import type { Portfolio } from '../../../../src-main/ipc/contract';
import { formatInteger } from '../../format';
import '../../styles/lists.css';

export type PortView = 'positions' | 'transactions' | 'value';
export type PortAction = 'add' | 'import' | 'new' | 'rename' | 'delete';

const VIEWS: { view: PortView; label: string; key: string }[] = [
  { view: 'positions', label: 'Positions', key: 'P' },
  { view: 'transactions', label: 'Transactions', key: 'T' },
  { view: 'value', label: 'Value', key: 'G' },
];

const ACTIONS: { action: PortAction; label: string; key: string; title: string }[] = [
  { action: 'add', label: 'Add', key: 'A', title: 'Add a transaction' },
  { action: 'import', label: 'Import', key: 'I', title: 'Import transactions from CSV' },
  { action: 'new', label: 'New', key: 'Alt+N', title: 'Create a portfolio' },
  { action: 'rename', label: 'Rename', key: 'F2', title: 'Rename this portfolio or change its currency label' },
  { action: 'delete', label: 'Delete', key: '⇧Del', title: 'Delete this portfolio and its transactions' },
];

export function PortfolioBar(props: {
  portfolios: readonly Portfolio[];
  current: number | null;
  view: PortView;
  locale: string;
  onSwitch: (id: number) => void;
  onView: (view: PortView) => void;
  onAction: (action: PortAction) => void;
}): JSX.Element {
  return (
    <div class="wl-bar">
      <div class="wl-tabs" role="tablist" aria-label="Portfolios">
        <For each={props.portfolios}>
          {(p) => (
            <button
              type="button"
              role="tab"
              tabindex="-1"
              class="wl-tab"
              aria-selected={p.id === props.current}
              title={`${p.name}: ${p.transactions} transactions, currency label ${p.currency}`}
              onClick={() => props.onSwitch(p.id)}
            >
              {p.name}
              <span class="wl-tab-count">{formatInteger(p.transactions, { locale: props.locale })}</span>
            </button>
          )}
        </For>
      </div>
      <Show when={props.portfolios.length > 1}>
        <span class="muted" title="Previous / next portfolio">
          <kbd>[</kbd> <kbd>]</kbd>
        </span>
      </Show>
      <div class="wl-tabs port-views" role="tablist" aria-label="Views">
        <For each={VIEWS}>
          {(v) => (
            <button
              type="button"
              role="tab"
              tabindex="-1"
              class="wl-tab"
              aria-selected={v.view === props.view}
              onClick={() => props.onView(v.view)}
            >
              {v.label} <kbd>{v.key}</kbd>
            </button>
          )}
        </For>
      </div>
      <span class="mkt-spacer" />
      <div class="wl-actions">
        <For each={ACTIONS}>
          {(a) => (
            <button type="button" tabindex="-1" title={a.title} onClick={() => props.onAction(a.action)}>
              {a.label}
              <kbd>{a.key}</kbd>
            </button>
          )}
        </For>
      </div>
    </div>
  );
}
