// The frame of a screen's inline form (a watchlist's name, a portfolio, a transaction, an alert
// rule): its title, the fields, the submit button, the keys' hint and what main refused, which
// is said in the form while it stays open. Esc cancels from any field; it stops here so the pane
// and the workspace do not take it too.
import { Show, type JSX } from 'solid-js';
import '../styles/lists.css';

export function InlineForm(props: {
  /** The screen's own class, beside the shared strip's. */
  class: string;
  /** Named to assistive technology and shown first, when given. */
  title?: string;
  submit: string;
  /** While a save is under way: the submit button waits. */
  saving?: boolean;
  hint: string;
  error: string | null;
  /** Enter (or the button): the page is not reloaded. */
  onSubmit: () => void;
  onCancel: () => void;
  children: JSX.Element;
}): JSX.Element {
  return (
    <form
      class={`form-strip ${props.class}`}
      aria-label={props.title}
      onSubmit={(event) => {
        event.preventDefault();
        props.onSubmit();
      }}
      onKeyDown={(event) => {
        if (event.key !== 'Escape') return;
        event.preventDefault();
        event.stopPropagation();
        props.onCancel();
      }}
    >
      <Show when={props.title}>
        <span class="form-strip-title">{props.title}</span>
      </Show>
      {props.children}
      <button type="submit" disabled={props.saving}>
        {props.submit}
      </button>
      <span class="muted">{props.hint}</span>
      <Show when={props.error}>
        <span class="error" role="alert">
          {props.error}
        </span>
      </Show>
    </form>
  );
}
