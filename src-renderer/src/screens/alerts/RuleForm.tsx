// ALRT's rule form (add or edit): what to watch — a share or fund by type-ahead from the cache, or
// a country's calendar at an importance — and the condition, checked as it is typed. Enter saves,
// Esc cancels; what main refuses is shown in the form, which stays open.
import { createSignal, For, onMount, Show, type JSX } from 'solid-js';
import { ConditionInput } from '../../alerts/ConditionInput';
import { TARGET_KINDS } from '../../alerts/alert-views';
import { t } from '../../i18n';
import { InlineForm } from '../../components/InlineForm';
import { hitCode, noMatchText } from '../../components/pickers/security-search';
import { SecurityPicker, type PickedSecurity } from '../../components/pickers/SecurityPicker';
import { draftInput, draftKind, IMPORTANCES, type RuleDraft } from './rule-draft';
import type { AlertTarget } from '../../../../src-main/shared/alerts/types';

export function RuleForm(props: {
  title: string;
  initial: RuleDraft;
  submit: string;
  onSubmit: (input: { target: AlertTarget; condition: string }) => Promise<string | null>;
  onCancel: () => void;
}): JSX.Element {
  const [draft, setDraft] = createSignal<RuleDraft>(props.initial);
  const [error, setError] = createSignal<string | null>(null);
  const [saving, setSaving] = createSignal(false);
  const set = (change: Partial<RuleDraft>) => setDraft((now) => ({ ...now, ...change }));
  let condition: HTMLInputElement | undefined;

  onMount(() => (draft().security || draft().watch === 'calendar' ? condition?.focus() : undefined));

  const picked = (pick: PickedSecurity) =>
    void pick.hit.then((hit) => {
      if (!hit) return setError(noMatchText(pick.typed));
      setError(null);
      set({ security: { kind: hit.kind, id: hit.ref, code: hitCode(hit) } });
      condition?.focus();
    });
  const submit = async () => {
    const input = draftInput(draft());
    if ('error' in input) return setError(input.error);
    setSaving(true);
    setError(await props.onSubmit(input));
    setSaving(false);
  };
  const editingEvent = () => draft().security?.kind === 'event';

  return (
    <InlineForm
      class="alrt-form"
      title={props.title}
      submit={props.submit}
      saving={saving()}
      hint={t('Enter saves · Esc cancels')}
      error={error()}
      onSubmit={() => void submit()}
      onCancel={props.onCancel}
    >
      <Show when={!editingEvent()}>
        <label>
          {t('Watch')}{' '}
          <select
            aria-label={t('Watch')}
            value={draft().watch}
            onChange={(e) => set({ watch: e.currentTarget.value === 'calendar' ? 'calendar' : 'security' })}
          >
            <option value="security">{t('Share or fund')}</option>
            <option value="calendar">{t('Calendar')}</option>
          </select>
        </label>
      </Show>
      <Show when={draft().watch === 'security'}>
        <Show when={draft().security} fallback={<SecurityPicker label={t('Security')} onPick={picked} onCancel={props.onCancel} />}>
          {(security) => (
            <button
              type="button"
              class="alrt-security"
              disabled={editingEvent()}
              title={t('Enter picks another security')}
              aria-label={t('Watching {code}: change', { code: security().code })}
              onClick={() => set({ security: null })}
            >
              <b>{security().code}</b> {t(TARGET_KINDS[security().kind]).toLowerCase()}
            </button>
          )}
        </Show>
      </Show>
      <Show when={draft().watch === 'calendar'}>
        <label>
          {t('Country')}{' '}
          <input
            aria-label={t('Country')}
            size={4}
            maxlength={3}
            value={draft().country}
            placeholder="US"
            onInput={(e) => set({ country: e.currentTarget.value })}
          />
        </label>
        <label>
          {t('Importance')}{' '}
          <select
            aria-label={t('Importance')}
            value={draft().importance}
            onChange={(e) => set({ importance: IMPORTANCES.find((l) => l === e.currentTarget.value) ?? 'HIGH' })}
          >
            <For each={IMPORTANCES}>{(level) => <option value={level}>{level}</option>}</For>
          </select>
        </label>
      </Show>
      <label class="alrt-condition-field">
        {t('If')}{' '}
        <ConditionInput
          kind={draftKind(draft())}
          value={draft().condition}
          ref={(el) => (condition = el)}
          onInput={(text) => set({ condition: text })}
        />
      </label>
    </InlineForm>
  );
}
