// The command line: always one key away. Autocompletes functions first, then securities, then
// countries and event series from the local cache (offline too); Enter runs `<SECURITY> <FUNCTION>`
// (or `<FUNCTION> <SECURITY>`), and a command that fits nothing says what is wrong and what was meant.
import { createSignal, For, onCleanup, Show, type JSX } from 'solid-js';
import type { EntityDataset, SearchHit } from '../../../src-main/ipc/contract';
import { msg, t } from '../i18n';
import { useApp } from '../platform/context';
import { prefsStore } from '../calendar/prefs-store';
import { todayIn } from '../calendar/time-zones';
import { formatDate } from '../format';
import type { ScreenRef, SecurityRef } from '../commands/refs';
import { cachedSecurities, toSecurity } from '../commands/cached-securities';
import {
  appliesTo,
  DEFAULT_FUNCTION,
  fittingSecurity,
  FUNCTIONS,
  functionDef,
  isFunctionCode,
  targetWords,
  type FunctionCode,
  type FunctionDef,
} from '../commands/functions';
import { parseCommand, parseIdCommand, splitLastWord } from '../commands/grammar';
import { commandText, resolveCommand, type CommandResult } from '../commands/resolve-command';
import { useWorkspace } from '../workspace/workspace-context';
import { forgetTyping } from '../components/forget-typing';

type Suggestion = { type: 'security'; hit: SearchHit } | { type: 'function'; fn: FunctionDef; security?: SecurityRef };

export interface CommandLineApi {
  focus(initial?: string): void;
}

const KIND_LABEL: Record<SecurityRef['kind'], string> = {
  share: msg('SHARE'),
  fund: msg('FUND'),
  event: msg('EVENT'),
  country: msg('CTRY'),
};

/** The lists the search index is made of (every top-level dataset: the type keeps this complete). */
const SEARCHED: Record<EntityDataset, true> = { shares: true, funds: true, events: true, countries: true };

export function CommandLine(props: {
  api?: (api: CommandLineApi) => void;
  onLeave: () => void;
  /** `FUNC ?` asks for a function's help, a bare `?` for all of it. */
  onHelp: (fn?: FunctionCode) => void;
}): JSX.Element {
  const { client } = useApp();
  const workspace = useWorkspace();
  const pool = cachedSecurities(client);
  /** Today in the calendar's zone: an event series' next release is counted from it. */
  const today = () => todayIn(prefsStore(client).prefs().calendar.displayZone, Date.now());
  const placeholder = () => {
    const example = pool.exampleFor('GP');
    return example
      ? t('Type a security and a function ({example}), or a function (MKT) — ? for help', { example })
      : t('Type a function (MKT, SYNC, HELP); securities once the cache holds them — ? for help');
  };
  const [text, setText] = createSignal('');
  const [suggestions, setSuggestions] = createSignal<Suggestion[]>([]);
  /** The text the suggestions were made for: a quick typist can be ahead of the search. */
  let suggestedFor = '';
  const [active, setActive] = createSignal(-1);
  const [message, setMessage] = createSignal<string | null>(null);
  const [historyAt, setHistoryAt] = createSignal(-1);
  /** The user walked the suggestions with the arrows: the highlighted one is a choice, not a guess. */
  let walked = false;
  let input!: HTMLInputElement;
  let request = 0;

  // eslint-disable-next-line solid/reactivity -- the parent takes the command line's API once, at creation
  props.api?.({
    focus(initial) {
      input.focus();
      // Opened again over what is there (an error's command): typing replaces it, as an address bar does.
      if (initial === undefined) input.select();
      else update(initial);
    },
  });

  const focusedSecurity = () => {
    const layout = workspace.layout();
    return layout.panes[layout.focused]?.screen.security;
  };
  /** What a bare function code applies to: the focused pane's security, else one another pane shows. */
  const fitting = (code: string) =>
    fittingSecurity(
      code,
      focusedSecurity(),
      Object.values(workspace.layout().panes).map((p) => p.screen.security),
    );

  /** Best match for what the user typed as a security: exact code first, else the top hit. */
  const lookUp = async (query: string): Promise<SecurityRef | null> => {
    const hits = await client.call('search.query', { text: query, limit: 10 });
    const upper = query.trim().toUpperCase();
    const exact = hits.find((h) => h.code.split(' ').some((c) => c.toUpperCase() === upper));
    const best = exact ?? hits[0];
    return best ? toSecurity(best) : null;
  };
  // The suggestions already resolved "BOAF" of "BOAF GP" (or are resolving it): Enter reuses a
  // security found so instead of a second round trip. A miss or a failure is asked again: the
  // cache may have filled meanwhile. Kept while the line is open.
  let resolved = new Map<string, Promise<SecurityRef | null>>();
  const resolve = async (query: string): Promise<SecurityRef | null> => {
    // A share's own mnemonic is known here: Enter on "BOAF GP" need not wait for a search's answer.
    // (Read again for the next time if shares landed since the line opened.)
    pool.prepareMnemonics();
    const share = pool.shareByMnemonic(query);
    if (share) return share;
    const known = await (resolved.get(query) ?? Promise.resolve(null)).catch(() => null);
    if (known) return known;
    const asked = lookUp(query);
    resolved.set(query, asked);
    return asked;
  };

  async function refresh(value: string) {
    const id = ++request;
    const { head, last } = splitLastWord(value);
    const list: Suggestion[] = [];
    if (value.trim() === '') {
      setSuggestions([]);
      setActive(-1);
      return;
    }
    // "SNTS G…": complete the function for the security named before it.
    if (head && /^[a-z]{0,5}$/i.test(last)) {
      const security = await resolve(head);
      if (id !== request) return;
      if (security) {
        for (const fn of FUNCTIONS) {
          if (fn.targets.includes(security.kind) && fn.code.startsWith(last.toUpperCase())) list.push({ type: 'function', fn, security });
        }
      }
    }
    if (!head) {
      for (const fn of FUNCTIONS) {
        if (!fn.code.startsWith(value.trim().toUpperCase())) continue;
        const fit = fitting(fn.code);
        list.push(fit && !fn.targets.includes('none') ? { type: 'function', fn, security: fit.security } : { type: 'function', fn });
      }
    }
    // "GP BO…": the function first, then the security it applies to.
    const [first = '', ...rest] = value.trim().split(/\s+/);
    const leading = isFunctionCode(first.toUpperCase()) && rest.length ? functionDef(first) : undefined;
    const hits = await client
      .call('search.query', { text: leading ? rest.join(' ') : value, limit: 12, today: today() })
      .catch((): SearchHit[] => []);
    if (id !== request) return;
    for (const hit of hits) {
      if (!leading) list.push({ type: 'security', hit });
      else if (appliesTo(leading.code, hit.kind)) list.push({ type: 'function', fn: leading, security: toSecurity(hit) });
    }
    suggestedFor = value;
    setSuggestions(list.slice(0, 14));
    setActive(list.length ? 0 : -1);
  }

  function update(value: string) {
    setText(value);
    setMessage(null);
    setHistoryAt(-1);
    walked = false;
    void refresh(value);
  }

  /** An error, with what was probably meant listed below it: ↓ then Enter runs one. */
  function explain(error: string, corrections: readonly ScreenRef[] = []) {
    request++;
    input.setSelectionRange(input.value.length, input.value.length); // mended from the end, as typed
    setMessage(error);
    suggestedFor = text();
    walked = false;
    setSuggestions(
      corrections.flatMap((c): Suggestion[] => {
        const fn = functionDef(c.fn);
        return fn ? [{ type: 'function', fn, ...(c.security ? { security: c.security } : {}) }] : [];
      }),
    );
    setActive(-1);
  }

  /** A function that needs a security, with none given: say so, with one that fits or a cached example. */
  function needsSecurity(fn: string) {
    const fit = fitting(fn);
    const example = fit ? `${fit.security.code} ${fn}` : pool.exampleFor(fn);
    const params = { fn, what: targetWords(fn), example: example ?? '' };
    explain(
      example
        ? t('{fn} needs {what}: type its code or name first, e.g. "{example}"', params)
        : t('{fn} needs {what}: type its code or name first', params),
    );
  }

  function leave() {
    request++; // a search still under way must not reopen the list after the command ran
    resolved = new Map();
    setText('');
    setMessage(null);
    setSuggestions([]);
    setActive(-1);
    props.onLeave();
  }

  /** Screens the line has opened: a command looked up slowly must not land over a later one. */
  let opened = 0;

  function openScreen(screen: ScreenRef, command: string) {
    opened++;
    workspace.open(screen);
    workspace.remember(command);
    leave();
  }

  /**
   * The trader typed the next command while this one was looked up: this one still opens, unless a
   * later one already did, and the line stays theirs (an error about a command they moved on from
   * is not worth their line).
   */
  function openBehind(found: CommandResult, openedBefore: number) {
    if ('error' in found || opened !== openedBefore) return;
    opened++;
    workspace.open(found.screen);
    workspace.remember(found.command);
  }

  function runSuggestion(s: Suggestion) {
    if (s.type === 'function') {
      if (!s.security && !s.fn.targets.includes('none')) return needsSecurity(s.fn.code);
      const screen = { fn: s.fn.code, ...(s.security ? { security: s.security } : {}) };
      openScreen(screen, commandText(screen));
      return;
    }
    const security = toSecurity(s.hit);
    const typed = parseCommand(text()).fn;
    const fn = typed && appliesTo(typed, security.kind) ? typed : DEFAULT_FUNCTION[security.kind];
    openScreen({ fn, security }, `${security.code} ${fn}`);
  }

  async function run() {
    // "GP ?" (or "BOAF GP ?"): the function's help; a bare "?": every function and key.
    const asked = /^(.*?)\s*\?$/.exec(text().trim());
    if (asked) {
      const code = parseCommand(asked[1] ?? '').fn;
      if (asked[1] && !code) return setMessage(t('Type a function before ?, e.g. "GP ?"'));
      leave();
      return props.onHelp(code ?? undefined);
    }
    // "EV 41234": an economic event by its id, cached or not (the screen fetches it).
    const byId = parseIdCommand(text());
    if (byId && appliesTo(byId.fn, 'event'))
      return openScreen(
        { fn: byId.fn, security: { kind: 'event', id: byId.id, code: String(byId.id), title: t('Event {id}', { id: byId.id }) } },
        `${byId.fn} ${byId.id}`,
      );
    const typed = text();
    const openedBefore = opened;
    const { security: query, fn } = parseCommand(typed);
    const words = typed.trim().split(/\s+/);
    const complete = words.length > 1 && (fn !== null || isFunctionCode(words[0]?.toUpperCase() ?? ''));
    const chosen = suggestedFor === typed ? suggestions()[active()] : undefined;
    // A highlighted suggestion wins when the user walked to it, or typed no complete command.
    if (chosen && (walked || !complete)) return runSuggestion(chosen);
    if (!query && !fn) return leave();
    if (!query && fn) {
      const def = functionDef(fn) as FunctionDef;
      if (def.targets.includes('none')) return openScreen({ fn }, fn);
      const fit = fitting(fn);
      if (fit?.focused) return openScreen({ fn, security: fit.security }, `${fit.security.code} ${fn}`);
      // Nothing focused fits: ask for one, offering a fitting security another pane shows.
      return needsSecurity(fn);
    }
    // Taken before the lookup: a list landing while it runs must not be missed.
    const landing = pool.landed();
    let landedMeanwhile = false;
    void landing.then(() => (landedMeanwhile = true));
    const lookup = { find: resolve, securities: () => pool.all() };
    // Enter commits the command: what is typed while it is looked up replaces it as the next one.
    input.select();
    const result = await resolveCommand(typed, lookup);
    if (text() !== typed) return openBehind(result, openedBefore);
    // A first start: a list the security may be in was never fetched. Try again each time one lands
    // (the fund list may land before the share list), until both are in. A list that landed while
    // the lookup ran may hold the name the lookup missed: once more, before saying it is not there.
    const unfetched = 'error' in result && !landedMeanwhile && (await pool.pending());
    if (text() !== typed) return; // the next command is being typed: this one found nothing
    if ('error' in result && (unfetched || landedMeanwhile)) {
      if (!landedMeanwhile)
        setMessage(t('Waiting for the market\'s securities list to run "{command}" (Esc cancels)', { command: typed.trim() }));
      await landing;
      if (text() === typed) void run();
      return;
    }
    // Both lists are in, but the last may have been written after the lookup ran and before they
    // were checked (its push still on its way): a miss counts once a lookup after the check misses.
    const found = 'error' in result ? await resolveCommand(typed, lookup) : result;
    if (text() !== typed) return openBehind(found, openedBefore);
    if ('error' in found) return explain(found.error, found.corrections);
    openScreen(found.screen, found.command);
  }

  function onKeyDown(e: KeyboardEvent) {
    const list = suggestions();
    if (e.key === 'Escape') {
      e.preventDefault();
      return leave();
    }
    if (e.key === 'Enter') {
      e.preventDefault();
      return void run();
    }
    if (e.key === 'ArrowDown' && list.length) {
      e.preventDefault();
      walked = true;
      return setActive((active() + 1) % list.length);
    }
    if (e.key === 'ArrowUp') {
      e.preventDefault();
      if (text() === '' || historyAt() >= 0) {
        const history = workspace.commandHistory();
        const next = Math.min(historyAt() + 1, history.length - 1);
        if (next >= 0 && history[next] !== undefined) {
          setText(history[next]);
          setHistoryAt(next);
        }
        return;
      }
      walked = true;
      if (list.length) setActive((active() - 1 + list.length) % list.length);
      return;
    }
    if (e.key === 'Tab' && list[active()]) {
      e.preventDefault();
      const s = list[active()] as Suggestion;
      update(s.type === 'function' ? `${s.security ? `${s.security.code} ` : ''}${s.fn.code}` : `${toSecurity(s.hit).code} `);
    }
  }

  const onFocusOut = (e: FocusEvent) => {
    if (!(e.currentTarget as HTMLElement).contains(e.relatedTarget as Node | null)) {
      setSuggestions([]);
      setActive(-1);
      // Left empty (a command ran): its typing need not be undone, and Chromium would keep it all day.
      // After this task, once the focus has landed: nothing moves while the browser moves the focus.
      if (text() === '') setTimeout(() => forgetTyping(input));
    }
  };
  onCleanup(() => request++);
  // Suggestions follow the cache: a line typed before the lists it searches landed (the first
  // start) is searched again when one lands, instead of staying empty until the next key. Only
  // while the line is in use, and not over an error it explains or a suggestion walked to.
  onCleanup(
    // eslint-disable-next-line solid/reactivity -- a push listener: it reads the line as it is when the list lands
    client.on('data.updated', ({ dataset }) => {
      const typing = document.activeElement === input && text().trim() !== '';
      if (Object.hasOwn(SEARCHED, dataset) && typing && message() === null && !walked) void refresh(text());
    }),
  );

  return (
    <div class="command-line" onFocusOut={onFocusOut}>
      <span class="prompt" aria-hidden="true">
        &gt;
      </span>
      <input
        ref={input}
        class="command-input"
        role="combobox"
        aria-label={t('Command line')}
        aria-autocomplete="list"
        aria-controls="command-suggestions"
        aria-expanded={suggestions().length > 0}
        aria-activedescendant={active() >= 0 ? `command-option-${active()}` : undefined}
        placeholder={placeholder()}
        spellcheck={false}
        autocomplete="off"
        value={text()}
        onFocus={() => pool.prepareMnemonics()}
        onInput={(e) => update(e.currentTarget.value)}
        onKeyDown={onKeyDown}
      />
      {/* The message above what was probably meant: one popup, nothing covered. */}
      <div class="command-popup">
        <Show when={message()}>
          <div class="command-message" role="alert">
            {message()}
          </div>
        </Show>
        <Show when={suggestions().length > 0}>
          <ul id="command-suggestions" class="popup-list command-suggestions" role="listbox" aria-label={t('Suggestions')}>
            <For each={suggestions()}>
              {(s, i) => (
                <li
                  id={`command-option-${i()}`}
                  role="option"
                  aria-selected={i() === active()}
                  class="suggestion"
                  classList={{ active: i() === active() }}
                  onMouseDown={(e) => {
                    e.preventDefault();
                    runSuggestion(s);
                  }}
                >
                  <Show
                    when={s.type === 'security' ? s.hit : null}
                    fallback={
                      <>
                        <span class="code">{s.type === 'function' ? `${s.security ? `${s.security.code} ` : ''}${s.fn.code}` : ''}</span>
                        <span class="title">{s.type === 'function' ? t(s.fn.title) : ''}</span>
                        <span class="kind">{t('FUNC')}</span>
                      </>
                    }
                  >
                    {(hit) => (
                      <>
                        <span class="code">{toSecurity(hit()).code}</span>
                        <span class="title">
                          {hit().title}
                          <Show when={hit().date}>
                            {(date) => (
                              <span class="muted">
                                {' '}
                                ·{' '}
                                {date() >= today()
                                  ? t('next {date}', { date: formatDate(date()) })
                                  : t('last {date}', { date: formatDate(date()) })}
                              </span>
                            )}
                          </Show>
                        </span>
                        <span class="kind">{t(KIND_LABEL[hit().kind])}</span>
                      </>
                    )}
                  </Show>
                </li>
              )}
            </For>
          </ul>
        </Show>
      </div>
    </div>
  );
}
