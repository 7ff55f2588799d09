// The inline form that names a watchlist (new or renamed): Enter saves, Esc cancels, and a
// refused name says why without closing.
import { createSignal, onMount, Show, type JSX } from 'solid-js';
import { MAX_NAME } from '../../watchlists/watchlists';
import '../../styles/lists.css';

export function ListNameForm(props: {
  label: string;
  initial: string;
  submit: string;
  onSubmit: (name: string) => Promise<string | null>;
  onCancel: () => void;
}): JSX.Element {
  const [error, setError] = createSignal<string | null>(null);
  let input!: HTMLInputElement;
  onMount(() => {
    input.focus();
    input.select();
  });
  const submit = async (event: SubmitEvent) => {
    event.preventDefault();
    setError(await props.onSubmit(input.value));
  };
  return (
    <form
      class="wl-form"
      onSubmit={(event) => void submit(event)}
      onKeyDown={(event) => {
        if (event.key !== 'Escape') return;
        event.preventDefault();
        event.stopPropagation();
        props.onCancel();
      }}
    >
      <label>
        {props.label}{' '}
        <input ref={input} value={props.initial} maxLength={MAX_NAME} aria-label={props.label} spellcheck={false} autocomplete="off" />
      </label>
      <button type="submit">{props.submit}</button>
      <span class="muted">Esc cancels</span>
      <Show when={error()}>
        <span class="error" role="alert">
          {error()}
        </span>
      </Show>
    </form>
  );
}
