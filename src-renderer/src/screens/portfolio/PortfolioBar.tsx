// PORT's toolbar: the portfolios as tabs ([ and ] switch), the three views (p t g), the actions
// with their keys.
import { For, type JSX } from 'solid-js';
import type { Portfolio } from '../../../../src-main/ipc/contract';
import { ListActions, ListTabs, type ListAction } from '../../components/ListBar';
import '../../styles/lists.css';

export type PortView = 'positions' | 'transactions' | 'value';
export type PortAction = 'add' | 'import' | 'new' | 'rename' | 'delete';

const VIEWS: { view: PortView; label: string; key: string }[] = [
  { view: 'positions', label: 'Positions', key: 'P' },
  { view: 'transactions', label: 'Transactions', key: 'T' },
  { view: 'value', label: 'Value', key: 'G' },
];

const ACTIONS: ListAction<PortAction>[] = [
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
      <ListTabs
        label="Portfolios"
        lists={props.portfolios}
        name={(p) => p.name}
        count={(p) => p.transactions}
        title={(p) => `${p.name}: ${p.transactions} transactions, currency label ${p.currency}`}
        selected={(p) => p.id === props.current}
        onSwitch={(p) => props.onSwitch(p.id)}
        switchTitle="Previous / next portfolio"
        locale={props.locale}
      />
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
      <ListActions actions={ACTIONS} onAction={props.onAction} />
    </div>
  );
}
