// The parts of a list screen's toolbar (WL's watchlists, PORT's portfolios): the lists as tabs,
// each with its count, [ and ] to switch when there are several, and the actions with their keys.
// The buttons stay out of the Tab order: the keys are the way in, the mouse the other.
import { For, Show, type JSX } from 'solid-js';
import { formatInteger } from '../format';
import { t } from '../i18n';
import '../styles/lists.css';

export function ListTabs<T>(props: {
  /** The tab list's name ("Watchlists"). */
  label: string;
  lists: readonly T[];
  name: (list: T) => string;
  count: (list: T) => number;
  title?: (list: T) => string;
  selected: (list: T) => boolean;
  onSwitch: (list: T) => void;
  /** What [ and ] do, said when hovered ("Previous / next list"). */
  switchTitle: string;
  locale: string;
}): JSX.Element {
  return (
    <>
      <div class="wl-tabs" role="tablist" aria-label={props.label}>
        <For each={props.lists}>
          {(list) => (
            <button
              type="button"
              role="tab"
              tabindex="-1"
              class="wl-tab"
              aria-selected={props.selected(list)}
              title={props.title?.(list)}
              onClick={() => props.onSwitch(list)}
            >
              {props.name(list)}
              <span class="wl-tab-count">{formatInteger(props.count(list), { locale: props.locale })}</span>
            </button>
          )}
        </For>
      </div>
      <Show when={props.lists.length > 1}>
        <span class="muted" title={props.switchTitle}>
          <kbd>[</kbd> <kbd>]</kbd>
        </span>
      </Show>
    </>
  );
}

export interface ListAction<A extends string> {
  action: A;
  label: string;
  key: string;
  title: string;
}

export function ListActions<A extends string>(props: { actions: readonly ListAction<A>[]; onAction: (action: A) => void }): JSX.Element {
  return (
    <div class="wl-actions">
      <For each={props.actions}>
        {(a) => (
          <button type="button" tabindex="-1" title={t(a.title)} onClick={() => props.onAction(a.action)}>
            {t(a.label)}
            <kbd>{a.key}</kbd>
          </button>
        )}
      </For>
    </div>
  );
}
