// The inline form that names a watchlist (new or renamed): Enter saves, Esc cancels, and a
// refused name says why without closing.
import { createSignal, onMount, type JSX } from 'solid-js';
import { InlineForm } from '../../components/InlineForm';
import { t } from '../../i18n';
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
  return (
    <InlineForm
      class="wl-form"
      submit={props.submit}
      hint={t('Esc cancels')}
      error={error()}
      onSubmit={() => void props.onSubmit(input.value).then(setError)}
      onCancel={props.onCancel}
    >
      <label>
        {props.label}{' '}
        <input ref={input} value={props.initial} maxLength={MAX_NAME} aria-label={props.label} spellcheck={false} autocomplete="off" />
      </label>
    </InlineForm>
  );
}
