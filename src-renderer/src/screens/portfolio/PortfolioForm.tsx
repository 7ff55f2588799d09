// Names a portfolio and its currency label (new or renamed): Enter saves, Esc cancels, and what
// main refuses (a name taken) is said without closing.
import { createSignal, onMount, type JSX } from 'solid-js';
import { InlineForm } from '../../components/InlineForm';
import { t } from '../../i18n';

export function PortfolioForm(props: {
  title: string;
  name: string;
  currency: string;
  submit: string;
  onSubmit: (name: string, currency: string) => Promise<string | null>;
  onCancel: () => void;
}): JSX.Element {
  const [error, setError] = createSignal<string | null>(null);
  let name!: HTMLInputElement;
  let currency!: HTMLInputElement;
  onMount(() => {
    name.focus();
    name.select();
  });
  return (
    <InlineForm
      class="port-form"
      title={props.title}
      submit={props.submit}
      hint={t('Enter saves · Esc cancels')}
      error={error()}
      onSubmit={() => void props.onSubmit(name.value, currency.value).then(setError)}
      onCancel={props.onCancel}
    >
      <label>
        {t('Name')}{' '}
        <input
          ref={name}
          aria-label={t('Portfolio name')}
          value={props.name}
          maxLength={60}
          size={18}
          spellcheck={false}
          autocomplete="off"
        />
      </label>
      <label title={t('A label only: nothing is converted into it (no exchange rates)')}>
        {t('Currency')}{' '}
        <input
          ref={currency}
          aria-label={t('Currency label')}
          value={props.currency}
          maxLength={12}
          size={5}
          spellcheck={false}
          autocomplete="off"
        />
      </label>
    </InlineForm>
  );
}
