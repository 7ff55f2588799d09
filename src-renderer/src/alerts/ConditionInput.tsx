// A condition line checked as it is typed (the grammar is pure and shared with main, so this works
// offline): the normalised condition when it reads, else what is wrong and the grammar of the target.
import { createMemo, Match, Switch, type JSX } from 'solid-js';
import { checkAlertCondition, type AlertTargetKind } from '../../../src-main/shared/alerts/grammar';
import { t } from '../i18n';
import './alerts.css';
import type { AlertCheck } from '../../../src-main/shared/alerts/types';

let inputs = 0;

/** The problem alone: the checker's message ends with "; a <kind> condition reads <grammar>", shown apart. */
const problemOf = (error: string) => error.replace(/; a \w+ condition reads .*$/, '');

export function ConditionInput(props: {
  kind: AlertTargetKind;
  value: string;
  onInput: (text: string) => void;
  ref?: (el: HTMLInputElement) => void;
}): JSX.Element {
  const uid = `alert-check-${++inputs}`;
  const check = createMemo<AlertCheck | null>(() => (props.value.trim() === '' ? null : checkAlertCondition(props.kind, props.value)));
  const ok = () => {
    const c = check();
    return c?.ok ? c.condition : null;
  };
  const problem = () => {
    const c = check();
    return c && !c.ok ? c : null;
  };
  return (
    <span class="alert-condition">
      <input
        ref={(el) => props.ref?.(el)}
        type="text"
        aria-label={t('Condition')}
        aria-invalid={check()?.ok === false}
        aria-describedby={uid}
        size={26}
        spellcheck={false}
        autocomplete="off"
        placeholder={
          props.kind === 'fund' ? 'nav crosses above 1250' : props.kind === 'share' ? 'close crosses above 26000' : 'due in 15 min'
        }
        value={props.value}
        onInput={(e) => props.onInput(e.currentTarget.value)}
      />
      <Switch>
        <Match when={ok()}>
          {(condition) => (
            <span class="alert-check ok" id={uid}>
              ✓ {condition()}
            </span>
          )}
        </Match>
        <Match when={problem()}>
          {(p) => (
            <span class="alert-check problem" id={uid} role="alert">
              {problemOf(p().error)}
              <span class="alert-grammar">{t('Grammar: {grammar}', { grammar: p().grammar })}</span>
            </span>
          )}
        </Match>
      </Switch>
    </span>
  );
}
