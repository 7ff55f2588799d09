// The study picker over a chart: one line, `rsi`, `macd 12 26 9`, `bb 20 2 teal`, checked as it is
// typed (the error says what is accepted), with the studies its first word may start listed below
// (↑↓ walk them, Tab completes). Enter adds the study (or applies the edit), Esc leaves.
import { createMemo, createSignal, For, onMount, Show, type JSX } from 'solid-js';
import { t } from '../i18n';
import { STUDY_COLORS, type StudyColor, type StudyPref } from './studies';
import { completeStudy, readStudyInput, studySuggestions, type StudyDomain } from './study-input';
import type { createStudyState } from './study-state';

interface StudyPickerProps {
  /** The text it opens with (a study's, when editing one). */
  text: string;
  color: StudyColor;
  /** Specs on the chart the result may not be (the edited study's own is not among them). */
  taken: readonly string[];
  editing: boolean;
  domain: StudyDomain;
  onApply(pref: StudyPref): void;
  onCancel(): void;
}

function StudyPicker(props: StudyPickerProps): JSX.Element {
  // eslint-disable-next-line solid/reactivity -- the line starts from the text it was opened with
  const [text, setText] = createSignal(props.text);
  // eslint-disable-next-line solid/reactivity -- likewise its colour
  const [color, setColor] = createSignal<StudyColor>(props.color);
  const [highlight, setHighlight] = createSignal(0);
  const input = createMemo(() => readStudyInput(text(), color(), props.taken, props.domain));
  const suggestions = createMemo(() => studySuggestions(text(), props.domain));
  const shownColor = () => {
    const read = input();
    return read.ok ? read.pref.color : color();
  };
  /** Only a study's name begun (`ma`): the suggestions say what it may become, no error yet. */
  const partial = () => /^[a-z]+$/i.test(text().trim()) && suggestions().length > 0;
  const highlighted = () => suggestions()[Math.min(highlight(), suggestions().length - 1)];
  let field!: HTMLInputElement;
  onMount(() => {
    field.focus();
    field.select();
  });

  const edit = (next: string) => {
    setText(next);
    setHighlight(0);
  };
  const onKeyDown = (e: KeyboardEvent) => {
    if (e.isComposing) return;
    const read = input();
    if (e.key === 'Escape') props.onCancel();
    else if (e.key === 'ArrowDown' || e.key === 'ArrowUp') {
      const n = suggestions().length;
      if (n) setHighlight((i) => (Math.min(i, n - 1) + (e.key === 'ArrowDown' ? 1 : n - 1)) % n);
    } else if (e.key === 'Tab') {
      const s = highlighted();
      if (s) edit(`${completeStudy(text(), s.kind)} `);
    } else if (e.key === 'Enter') {
      if (read.ok) props.onApply(read.pref);
      else {
        // A name typed in part (`ma`) is the highlighted study, with its defaults.
        const s = highlighted();
        const completed = s ? readStudyInput(completeStudy(text(), s.kind), color(), props.taken, props.domain) : read;
        if (completed.ok) props.onApply(completed.pref);
      }
    } else {
      // Typing is the line's, not the chart's (`c`, `m`…) nor the command line's; chords go on.
      if (!e.ctrlKey && !e.metaKey && !e.altKey) e.stopPropagation();
      return;
    }
    e.preventDefault();
    e.stopPropagation();
  };

  return (
    <div class="study-picker" role="dialog" aria-label={props.editing ? t('Edit study') : t('Add study')}>
      <input
        ref={field}
        class="study-picker-input"
        aria-label={t('Study')}
        aria-invalid={!input().ok}
        spellcheck={false}
        autocomplete="off"
        value={text()}
        placeholder="rsi · macd 12 26 9 · bb 20 2 teal"
        onInput={(e) => edit(e.currentTarget.value)}
        onKeyDown={onKeyDown}
      />
      <div class="study-picker-status" role="status" classList={{ error: !input().ok && !partial() }}>
        {(() => {
          const read = input();
          if (read.ok) {
            const shown = { spec: read.pref.spec, color: read.pref.color };
            return props.editing
              ? t('Enter applies {spec} ({color}) · Esc cancels', shown)
              : t('Enter adds {spec} ({color}) · Esc cancels', shown);
          }
          const s = highlighted();
          if (!s || !partial()) return read.error;
          const named = { kind: s.kind, usage: s.usage };
          return props.editing
            ? t('Tab completes {kind}, Enter applies {usage} with its defaults', named)
            : t('Tab completes {kind}, Enter adds {usage} with its defaults', named);
        })()}
      </div>
      <div class="study-picker-colors" aria-label={t('Colour (type its name last, or click)')}>
        <For each={STUDY_COLORS}>
          {(c) => (
            <button
              type="button"
              tabindex="-1"
              class={`study-swatch study-${c}`}
              classList={{ selected: shownColor() === c }}
              title={c}
              onMouseDown={(e) => e.preventDefault()}
              onClick={() => {
                setColor(c);
                const words = text().trim().split(/\s+/);
                if ((STUDY_COLORS as readonly string[]).includes(words.at(-1) ?? '')) edit(words.slice(0, -1).join(' '));
              }}
            >
              {c}
            </button>
          )}
        </For>
      </div>
      <Show when={suggestions().length > 0}>
        <ul class="study-picker-list" role="listbox" aria-label={t('Studies')}>
          <For each={suggestions()}>
            {(s) => (
              <li
                role="option"
                aria-selected={s === highlighted()}
                classList={{ highlighted: s === highlighted() }}
                onMouseDown={(e) => e.preventDefault()}
                onClick={() => edit(`${completeStudy(text(), s.kind)} `)}
              >
                <span class="study-usage">{s.usage}</span> <span class="muted">{t(s.title)}</span>
              </li>
            )}
          </For>
        </ul>
      </Show>
    </div>
  );
}

/** The picker over a chart while its study state is picking; keys go back to the chart after. */
export function ChartStudyPicker(props: {
  state: ReturnType<typeof createStudyState>;
  host: HTMLElement;
  domain: StudyDomain;
}): JSX.Element {
  return (
    <Show when={props.state.picking()}>
      {(picking) => (
        <StudyPicker
          text={picking().text}
          color={picking().color}
          taken={picking().taken}
          editing={picking().editing !== null}
          domain={props.domain}
          onApply={(pref) => {
            props.state.apply(pref);
            props.host.focus();
          }}
          onCancel={() => {
            props.state.cancel();
            props.host.focus();
          }}
        />
      )}
    </Show>
  );
}
