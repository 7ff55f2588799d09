// PORT's transaction form (add or edit): the security by type-ahead from the cache, then day,
// side, quantity, price, fees. Enter saves, Esc cancels; what main refuses (selling more than is
// held, a number it cannot read) is shown in the form, which stays open.
import { createSignal, For, onMount, Show, type JSX } from 'solid-js';
import type { Side } from '../../../../src-main/ipc/contract';
import { hitCode, noMatchText } from '../../components/pickers/security-search';
import { SecurityPicker, type PickedSecurity } from '../../components/pickers/SecurityPicker';
import { DayInput } from '../../components/DayInput';
import { InlineForm } from '../../components/InlineForm';
import { t } from '../../i18n';
import { draftInput, SIDE_FIELDS, type DraftFields, type TransactionInput } from './transaction-draft';

const SIDES = Object.keys(SIDE_FIELDS) as Side[]; // the record's keys are exactly the sides

export function TransactionForm(props: {
  title: string;
  initial: DraftFields;
  submit: string;
  onSubmit: (input: TransactionInput) => Promise<string | null>;
  onCancel: () => void;
}): JSX.Element {
  const [fields, setFields] = createSignal<DraftFields>(props.initial);
  const [error, setError] = createSignal<string | null>(null);
  const [saving, setSaving] = createSignal(false);
  const shape = () => SIDE_FIELDS[fields().side];
  const set = (change: Partial<DraftFields>) => setFields((now) => ({ ...now, ...change }));
  let day!: HTMLInputElement;
  // Quantity and price: each shown only for the sides that have it, under the side's own label.
  const amount = (field: 'quantity' | 'price') => (
    <Show when={shape()[field]}>
      {(label) => (
        <label>
          {t(label())}{' '}
          <input
            aria-label={t(label())}
            inputmode="decimal"
            size={9}
            value={fields()[field]}
            onInput={(e) => set({ [field]: e.currentTarget.value })}
          />
        </label>
      )}
    </Show>
  );

  onMount(() => (fields().security ? day.focus() : undefined));

  const picked = (pick: PickedSecurity) =>
    void pick.hit.then((hit) => {
      if (!hit) return setError(noMatchText(pick.typed));
      setError(null);
      set({ security: { kind: hit.kind, id: hit.ref, code: hitCode(hit), title: hit.title } });
      day.focus();
    });
  const submit = async () => {
    // The day as typed: Enter submits before the field reports a change.
    const draft = draftInput({ ...fields(), day: day.value });
    if ('error' in draft) return setError(draft.error);
    setSaving(true);
    setError(await props.onSubmit(draft.input));
    setSaving(false);
  };

  return (
    <InlineForm
      class="port-form"
      title={props.title}
      submit={props.submit}
      saving={saving()}
      hint={t('Enter saves · Esc cancels')}
      error={error()}
      onSubmit={() => void submit()}
      onCancel={props.onCancel}
    >
      <Show when={fields().security} fallback={<SecurityPicker label={t('Security')} onPick={picked} onCancel={props.onCancel} />}>
        {(security) => (
          <button
            type="button"
            class="port-security"
            title={t('Enter picks another security')}
            aria-label={t('Security {code}: change', { code: security().code })}
            onClick={() => set({ security: null })}
          >
            <b>{security().code}</b> {security().title}
          </button>
        )}
      </Show>
      <label>
        {t('Date')} <DayInput ref={day} aria-label={t('Date')} value={fields().day} onDay={(d) => set({ day: d ?? '' })} />
      </label>
      <label>
        {t('Side')}{' '}
        <select aria-label={t('Side')} value={fields().side} onChange={(e) => set({ side: e.currentTarget.value as Side })}>
          <For each={SIDES}>{(side) => <option value={side}>{t(SIDE_FIELDS[side].label)}</option>}</For>
        </select>
      </label>
      {amount('quantity')}
      {amount('price')}
      <label>
        {t('Fees')}{' '}
        <input
          aria-label={t('Fees')}
          inputmode="decimal"
          size={7}
          value={fields().fees}
          onInput={(e) => set({ fees: e.currentTarget.value })}
        />
      </label>
    </InlineForm>
  );
}
