// Every keyboard shortcut, in one registry: the global key handler dispatches from it, and HELP,
// the screens' hint lines and the README's key tables (test/docs/readme-keys.ts) are generated from it.
// Its words are English, marked with msg: HELP shows them through t, the README keeps the English.
import { msg, t } from '../i18n';

export type ActionId =
  | 'command.open'
  | 'help.toggle'
  | 'help.screen'
  | 'pane.split-right'
  | 'pane.split-down'
  | 'pane.close'
  | 'pane.maximize'
  | 'pane.focus-next'
  | 'pane.focus-prev'
  | 'pane.focus-left'
  | 'pane.focus-right'
  | 'pane.focus-up'
  | 'pane.focus-down'
  | 'pane.grow-left'
  | 'pane.grow-right'
  | 'pane.grow-up'
  | 'pane.grow-down'
  | 'pane.back'
  | 'pane.forward'
  | 'pane.link-1'
  | 'pane.link-2'
  | 'pane.link-3'
  | 'pane.link-4'
  | 'pane.unlink'
  | 'pane.detach'
  | 'watchlist.add'
  | 'ticker.focus'
  | 'changes.open'
  | 'alerts.open';

export interface Binding {
  action: ActionId;
  /** Normalised key strings (see keyString); `Mod` is Ctrl, or Cmd on macOS. */
  keys: readonly string[];
  description: string;
}

export const GLOBAL_BINDINGS: readonly Binding[] = [
  { action: 'command.open', keys: ['/', 'Mod+k'], description: msg('Command line (or just start typing)') },
  { action: 'help.toggle', keys: ['?'], description: msg('Show or hide every shortcut and function') },
  {
    action: 'help.screen',
    keys: ['F1'],
    description: msg("The focused screen's help: its keys and what its figures mean (or type FUNC ?)"),
  },
  { action: 'pane.split-right', keys: ['Alt+\\', 'Alt+v'], description: msg('Split the pane: new pane to the right (unlinked)') },
  { action: 'pane.split-down', keys: ['Alt+-', 'Alt+s'], description: msg('Split the pane: new pane below (unlinked)') },
  { action: 'pane.close', keys: ['Alt+x'], description: msg('Close the pane') },
  { action: 'pane.maximize', keys: ['Alt+z', 'Alt+Enter'], description: msg('Maximise or restore the pane') },
  { action: 'pane.focus-next', keys: ['Tab'], description: msg("Next control, then the next pane's first (a lone pane wraps)") },
  { action: 'pane.focus-prev', keys: ['Shift+Tab'], description: msg("Previous control of the pane, then the previous pane's last") },
  { action: 'pane.focus-left', keys: ['Alt+h', 'Alt+ArrowLeft'], description: msg('Pane to the left') },
  { action: 'pane.focus-right', keys: ['Alt+l', 'Alt+ArrowRight'], description: msg('Pane to the right') },
  { action: 'pane.focus-up', keys: ['Alt+k', 'Alt+ArrowUp'], description: msg('Pane above') },
  { action: 'pane.focus-down', keys: ['Alt+j', 'Alt+ArrowDown'], description: msg('Pane below') },
  { action: 'pane.grow-left', keys: ['Alt+Shift+ArrowLeft', 'Alt+Shift+h'], description: msg('Move the left edge of the pane') },
  { action: 'pane.grow-right', keys: ['Alt+Shift+ArrowRight', 'Alt+Shift+l'], description: msg('Move the right edge of the pane') },
  { action: 'pane.grow-up', keys: ['Alt+Shift+ArrowUp', 'Alt+Shift+k'], description: msg('Move the top edge of the pane') },
  { action: 'pane.grow-down', keys: ['Alt+Shift+ArrowDown', 'Alt+Shift+j'], description: msg('Move the bottom edge of the pane') },
  { action: 'pane.back', keys: ['Alt+[', 'Backspace'], description: msg('Back in this pane') },
  { action: 'pane.forward', keys: ['Alt+]', 'Shift+Backspace'], description: msg('Forward in this pane') },
  { action: 'pane.link-1', keys: ['Alt+1'], description: msg('Link the pane to the amber group') },
  { action: 'pane.link-2', keys: ['Alt+2'], description: msg('Link the pane to the green group') },
  { action: 'pane.link-3', keys: ['Alt+3'], description: msg('Link the pane to the blue group') },
  { action: 'pane.link-4', keys: ['Alt+4'], description: msg('Link the pane to the magenta group') },
  { action: 'pane.unlink', keys: ['Alt+0'], description: msg('Unlink the pane') },
  // A capital letter is the key with Shift: Ctrl/Cmd+Shift+D.
  { action: 'pane.detach', keys: ['Mod+D'], description: msg('Detach the pane into its own window (again: put it back)') },
  { action: 'watchlist.add', keys: ['Alt+w'], description: msg("Add the pane's security to the watchlist") },
  { action: 'ticker.focus', keys: ['Alt+t'], description: msg('Focus the calendar ticker (shows it when hidden)') },
  { action: 'changes.open', keys: ['Alt+g'], description: msg('What the latest sync changed (CHG), in the focused pane') },
  {
    action: 'alerts.open',
    keys: ['Alt+a'],
    description: msg('Open ALRT: alert rules and firings (the status bar counts the unread)'),
  },
];

/** Where a local binding works; the screens' scopes are their function codes. */
export type LocalScope =
  | 'Command line'
  | 'Tables'
  | 'GP'
  | 'HP'
  | 'MKT'
  | 'WL'
  | 'WL pick'
  | 'FUNDS'
  | 'NAV'
  | 'CMP'
  | 'GP NAV CMP'
  | 'CAL AGENDA'
  | 'TEAR'
  | 'CTRY'
  | 'PORT'
  | 'PORT transactions'
  | 'PORT form'
  | 'ALRT'
  | 'ALRT fired'
  | 'Ticker'
  | 'SYNC'
  | 'WS'
  | 'CHG'
  | 'DQ'
  | 'SET';

// The scopes named by words (the others are function codes, said alike in every language).
const SCOPE_NAMES: Readonly<Partial<Record<string, string>>> = {
  Workspace: msg('Workspace'),
  'Command line': msg('Command line'),
  Tables: msg('Tables'),
  'WL pick': msg('WL pick'),
  'PORT form': msg('PORT form'),
  'ALRT fired': msg('ALRT fired'),
  Ticker: msg('Ticker'),
};

/** Where a key works, as HELP names it in the UI language. */
export function scopeName(scope: string): string {
  const name = SCOPE_NAMES[scope];
  return name === undefined ? scope : t(name);
}

/** A key handled by one component (the command line, tables, a screen), listed in help. */
export interface LocalBinding {
  scope: LocalScope;
  keys: string;
  description: string;
  /** Its words in the screen's own hint line (see hintLine), when it has one. */
  hint?: string;
}

/** A local binding as its scope lists it: the keys, what they do, its words in the hint line. */
type Row = readonly [keys: string, description: string, hint?: string];

/** A scope's rows as bindings: the scope is written once, not on every row. */
const scoped = (scope: LocalScope, rows: readonly Row[]): LocalBinding[] =>
  rows.map(([keys, description, hint]) => (hint === undefined ? { scope, keys, description } : { scope, keys, description, hint }));

// GP and NAV move through time alike (chart/chart-controls.ts), so their rows say it alike.
const RANGE: Row = ['1–8', msg('Range 1M … MAX'), msg('range')];
const PAN: Row = ['←→', msg('Pan through time'), msg('pan')];
const ZOOM: Row = ['↑↓ +−', msg('Zoom in and out'), msg('zoom')];
const FIT: Row = ['Home', msg('Fit the whole range'), msg('fit')];

/** Keys of the command line, of tables and of single screens. */
export const LOCAL_BINDINGS: readonly LocalBinding[] = [
  ...scoped('Command line', [
    ['↑ ↓', msg('Walk the suggestions; ↑ in an empty line recalls earlier commands')],
    ['Enter', msg('Run the command or the highlighted suggestion')],
    ['Tab', msg('Complete the highlighted suggestion')],
    ['Esc', msg('Leave the command line')],
  ]),
  ...scoped('Tables', [
    ['↑ ↓ j k', msg('Move the selection')],
    ['PgUp PgDn Home End', msg('Move by a page, to the first or last row')],
    ['Enter', msg('Open the selected row')],
    ['/', msg('Filter the table (Esc clears)')],
    ['← →', msg('Choose the current column')],
    ['=', msg('Sort by the current column (ascending, descending, off)')],
    ['<  >', msg('Move the current column left or right')],
    ['*', msg('Show the columns a narrow pane hides (scroll sideways); again: fit the pane')],
    ['Ctrl+C', msg('Copy the selected row (with Shift: and the header)')],
    ['Ctrl+S', msg('Save the visible table as CSV')],
    ['Ctrl+Shift+S', msg('Save the visible table as an Excel workbook (.xlsx): numbers, percentages and dates typed, codes as text')],
    [msg('other letters'), msg('Start a command, as anywhere else')],
  ]),
  ...scoped('GP', [
    RANGE,
    ['c', msg('Candles or line'), msg('candles/line')],
    ['l', msg('Logarithmic or linear price scale'), msg('log/linear')],
    ['m', msg('Cycle the moving averages (SMA 20, 50, 200 studies)'), msg('averages')],
    ['s', msg('Add a study: type rsi, macd 12 26 9, bb 20 2 teal… (Tab completes, Enter adds)'), msg('study')],
    ['[ ]', msg('Select the previous / next study'), msg('select study')],
    ['Enter', msg("Edit the selected note's text (a drawing selected), else the selected study's parameters and colour")],
    ['x Del', msg('Remove the selected drawing, else the selected study')],
    ['{ }', msg("Make the selected oscillator's pane shorter / taller")],
    ['Shift+S', msg('Save the studies shown as the default for new GP charts')],
    PAN,
    ZOOM,
    ['Shift+←→', msg('Move the cursor from bar to bar'), msg('cursor')],
    ['a', msg("Add an alert at the cursor's price (or the last close): crosses above or below it"), msg('alert')],
    [
      'Shift+H T F',
      msg('Draw a level, a trend line, a Fibonacci retracement (saved with the share: every GP of it shows them)'),
      msg('draw'),
    ],
    ['Shift+R B V N', msg('Draw a ray, a rectangle, a vertical line, a text note')],
    [
      '←→↑↓ Enter Esc',
      msg("While drawing: move the anchor (Shift: ×10; Ctrl: onto the bar's O/H/L/C), place it, cancel; a click places it too"),
    ],
    ['Tab', msg('Select the next drawing (Shift+Tab: previous; past the last: the next control); Esc: none')],
    ['e', msg('Extend the selected trend line to the right (again: stop at its anchor)')],
    ['Shift+A', msg('Turn the selected level into an alert (the alert prompt at its price)')],
    [
      'g  ←→↑↓ Enter Esc',
      msg('Grab the selected drawing: the arrows move it a bar / a price step (Shift ×10), Enter keeps it, Esc puts it back; or drag it'),
    ],
    ['Shift+C  Shift+D', msg("The selected drawing's colour (the accent, then five palette colours), its line: solid, dashed, dotted")],
    FIT,
    ['End', msg('Back to the latest bar'), msg('latest')],
  ]),
  ...scoped('HP', [['1–8  d', msg('Range 1M … MAX; d edits the From/To days (Enter applies, Esc drops)')]]),
  ...scoped('MKT', [['Alt+F', msg('Filter by country, currency, place (↑↓ change, Tab moves, Delete clears, Esc back)')]]),
  ...scoped('CAL AGENDA', [
    ['1 2 3 0', msg('Today, this week, next week, all dates'), msg('today/week/next week/all')],
    ['+ −', msg('Only more / also less important events'), msg('importance')],
    ['.', msg('Jump to now'), msg('now')],
    ['Alt+F', msg('Filters: text, dates, importance, categories, zones (Esc back)'), msg('filters')],
    ['Enter', msg('Open the event (EV), or the company diary (EVT)'), msg('open')],
  ]),
  ...scoped('TEAR', [['Ctrl+P', msg('Save the tear sheet as PDF (desktop: pick the file; browser: the print dialog)')]]),
  ...scoped('CTRY', [['Alt+C', msg("Open the calendar filtered to the country's zone")]]),
  ...scoped('PORT', [
    ['[ ]', msg('Previous / next portfolio'), msg('switch')],
    ['p t g', msg('Positions, transactions, value over time (chart)'), msg('views')],
    ['a', msg('Add a transaction (on the selected position)'), msg('add')],
    ['i', msg('Import transactions from CSV (paste or pick a file)'), msg('import')],
    ['Enter', msg('Open the selected position (the linked panes follow the cursor)'), msg('opens')],
    ['Alt+N  F2  ⇧Del', msg('New portfolio, rename it (and its currency label), delete it'), msg('new/rename/delete')],
    ['c', msg('Value chart: the next currency of the portfolio')],
  ]),
  ...scoped('PORT transactions', [
    ['Enter  e', msg('Edit the selected transaction'), msg('edit')],
    ['Del', msg('Delete the selected transaction (Enter confirms)'), msg('delete')],
    ['a  i', msg('Add a transaction, import a CSV'), msg('add/import')],
    ['p g  [ ]', msg('Positions, value chart; previous / next portfolio'), msg('views/portfolio')],
  ]),
  ...scoped('PORT form', [
    ['↑↓ Enter', msg('Security: walk the matches, pick one (Enter on the picked one picks again)')],
    ['Tab  Enter  Esc', msg('Next field; save (main refuses selling more than is held, and says so); cancel')],
    ['Ctrl+Enter', msg('CSV import: import (all or nothing unless "Skip bad rows")')],
  ]),
  ...scoped('ALRT', [
    ['r f', msg('The rules, the firings log'), msg('rules/fired')],
    ['a', msg('Add a rule: Watch (share or fund, calendar), the security by type-ahead, the condition checked as you type'), msg('add')],
    ['Enter  e', msg('Edit the selected rule (a new condition looks only at bars cached from now on)'), msg('edit')],
    ['Space', msg('Turn the selected rule off or on (kept either way)'), msg('on/off')],
    ['Del', msg('Delete the selected rule (its firings stay in the log)'), msg('delete')],
  ]),
  ...scoped('ALRT fired', [
    ['Enter', msg("Open the bar: GP at the bar's day for a share, NAV for a fund, EV for an event (marks it read)"), msg('open')],
    ['m  M', msg('Mark the selected firing read, mark every firing read'), msg('read/all read')],
    ['r a', msg('Back to the rules, add a rule'), msg('rules/add')],
  ]),
  ...scoped('Ticker', [
    ['← →  Home End', msg('Walk the events')],
    ['Enter  Space  Esc', msg('Open the event; pause or play; back to the pane')],
  ]),
  ...scoped('WL', [
    ['a', msg('Add a share or fund by search'), msg('add')],
    ['Del', msg('Remove the selected security'), msg('remove')],
    ['[ ]', msg('Previous / next list'), msg('switch list')],
    ['Alt+N', msg('New list'), msg('new list')],
    ['F2', msg('Rename the list'), msg('rename')],
    ['⇧Del', msg('Delete the list'), msg('delete list')],
    ['Enter', msg('Open the selected security'), msg('opens')],
  ]),
  ...scoped('WL pick', [
    ['↑↓', msg('Walk the search results'), msg('pick')],
    ['Enter', msg('Add the highlighted security'), msg('adds')],
    ['Esc', msg('Cancel adding'), msg('cancels')],
  ]),
  ...scoped('FUNDS', [
    [
      'Alt+F',
      msg('Filter by company, category, nature, periodicity, currency, place and name (↑↓ change, Tab moves, Delete clears, Esc back)'),
    ],
  ]),
  ...scoped('NAV', [
    RANGE,
    ['c', msg('Line or area'), msg('line/area')],
    ['l', msg('Logarithmic or linear scale'), msg('log/linear')],
    ['d', msg('Show or hide the drawdown pane'), msg('drawdown')],
    ['s', msg('Add a study that needs only a close: sma, ema, bb, rsi, macd (as on GP)'), msg('study')],
    ['[ ]  Enter  x Del', msg('Select, edit, remove a study (as on GP)')],
    ['{ }  Shift+S', msg("Size the selected oscillator's pane; save the studies as the default for new NAV charts")],
    PAN,
    ZOOM,
    ['Shift+←→', msg('Move the cursor from NAV to NAV'), msg('cursor')],
    ['a', msg("Add an alert at the cursor's NAV (or the last one): crosses above or below it"), msg('alert')],
    [
      'Shift+H T F R B V N',
      msg(
        'Draw as on GP (level, trend, Fibonacci, ray, rectangle, vertical, note); Ctrl snaps onto the NAV; Tab, e, Shift+A, Del, g, Shift+C, Shift+D, Enter, drag as on GP',
      ),
      msg('draw'),
    ],
    FIT,
    ['End', msg('Back to the latest NAV'), msg('latest')],
  ]),
  ...scoped('CMP', [
    ['1–8', msg('Range 1M … MAX (the anchor goes back to its default)'), msg('range')],
    ['a', msg('Add a share or fund by search (up to eight lines: at eight, says so and opens nothing)'), msg('add')],
    ['p', msg('Add a portfolio by name: its time-weighted return, in one currency (never converted)'), msg('portfolio')],
    ['c', msg('Selected portfolio: the return of its next currency')],
    ['[ ]', msg('Select the previous / next series'), msg('select')],
    ['x Del', msg('Remove the selected series'), msg('remove')],
    ['Shift+←→', msg('Move the cursor from day to day'), msg('cursor')],
    ['b', msg('Rebase to 100 at the cursor (every line crosses 100 there; the whole range stays in view)'), msg('anchor at cursor')],
    ['Shift+B', msg('Back to the default anchor (the latest first day in range)'), msg('default anchor')],
    ['←→ ↑↓ Home', msg('Pan, zoom, fit'), msg('pan/zoom/fit')],
  ]),
  ...scoped('GP NAV CMP', [
    ['Ctrl+C', msg('Copy the chart as a picture (PNG: its panes, legend, as-of and credit)')],
    ['Ctrl+S', msg('Save the chart as a PNG file')],
    ['f', msg("The link group's charts follow this one's visible range too (again: only the crosshair; the key line says so)")],
  ]),
  ...scoped('SYNC', [
    ['O', msg('Make everything available offline (what is still fresh is skipped)'), msg('offline')],
    ['Shift+O', msg('Make everything available offline, fetching fresh data too'), msg('force')],
    ['C', msg('Cancel the offline run (O resumes it)'), msg('cancel')],
    ['Enter', msg("Open DQ on the dataset's refused records")],
  ]),
  ...scoped('WS', [
    ['Enter', msg('Switch to the selected workspace')],
    ['Del', msg('Delete the selected workspace')],
  ]),
  ...scoped('CHG', [
    ['1–6  0', msg('Only prices, fundamentals, people, ratings, documents, calendar; 0 every kind'), msg('kind')],
    ['[ ]', msg('Previous / next dataset (or all)'), msg('dataset')],
    ['w', msg('Only the securities of my watchlists (again: all)'), msg('watchlists')],
    ['d  l', msg('Since a day (type it, Enter); back to the latest sync'), msg('since/latest')],
    [
      'Enter',
      msg('Open the screen that shows the change (DES; GP or NAV at a bar’s day; EV…); the linked panes follow the cursor'),
      msg('opens'),
    ],
  ]),
  ...scoped('DQ', [
    ['[ ]', msg('Previous / next dataset (or all)'), msg('dataset')],
    ['/', msg('Filter by any text (Esc clears)'), msg('filter')],
    ['Ctrl+S', msg('Save the refused records shown as CSV'), 'CSV'],
  ]),
  ...scoped('SET', [['Del', msg('Forget the selected link host (its next link asks again)'), msg('forgets the selected host')]]),
];

/** A screen's hint line, from its bindings, in the UI language: "a add · Del remove · …". */
export function hintLine(scope: LocalScope): string {
  return LOCAL_BINDINGS.filter((b) => b.scope === scope && b.hint)
    .map((b) => `${b.keys} ${t(b.hint ?? '')}`)
    .join(' · ');
}

export interface KeyLike {
  key: string;
  code?: string;
  ctrlKey: boolean;
  altKey: boolean;
  shiftKey: boolean;
  metaKey: boolean;
}

const CODE_KEYS: Record<string, string> = { Backslash: '\\', Minus: '-', BracketLeft: '[', BracketRight: ']', Slash: '/', Equal: '=' };

/**
 * A key event as text: modifiers in a fixed order, then the key. With Alt held the physical key
 * is used (macOS turns Alt+H into "˙"); a printable character carries its own Shift.
 */
export function keyString(e: KeyLike, isMac = false): string {
  let key = e.key;
  if (e.altKey && e.code) {
    if (/^Key[A-Z]$/.test(e.code)) key = e.code.slice(3).toLowerCase();
    else if (/^Digit\d$/.test(e.code)) key = e.code.slice(5);
    else if (CODE_KEYS[e.code]) key = CODE_KEYS[e.code] as string;
  } else if (key.length === 1) key = key.toLowerCase() === key.toUpperCase() ? key : e.shiftKey ? key.toUpperCase() : key.toLowerCase();
  const printable = key.length === 1 && !e.altKey;
  const mod = isMac ? e.metaKey : e.ctrlKey;
  const parts = [
    mod ? 'Mod' : '',
    !isMac && e.metaKey ? 'Meta' : '',
    isMac && e.ctrlKey ? 'Ctrl' : '',
    e.altKey ? 'Alt' : '',
    e.shiftKey && !printable ? 'Shift' : '',
  ];
  return [...parts.filter(Boolean), key].join('+');
}

export function actionFor(e: KeyLike, bindings: readonly Binding[] = GLOBAL_BINDINGS, isMac = false): ActionId | null {
  const pressed = keyString(e, isMac);
  return bindings.find((b) => b.keys.includes(pressed))?.action ?? null;
}

/** How a key string reads in help, on this platform. */
export function displayKey(key: string, isMac = false): string {
  return key
    .replace('Mod', isMac ? '⌘' : 'Ctrl')
    .replace('ArrowLeft', '←')
    .replace('ArrowRight', '→')
    .replace('ArrowUp', '↑')
    .replace('ArrowDown', '↓')
    .replace(/\+([A-Z])$/, (_m, c: string) => `+Shift+${c}`)
    .replace(/\+([a-z])$/, (_m, c: string) => `+${c.toUpperCase()}`);
}

// Between a binding's alternative keys; the README's generator splits on it.
const ALTERNATIVE = '  or  ';

/** A shortcut row's keys in the UI language: "Alt+\\  ou  Alt+V", "toute lettre". */
export function keysInLanguage(keys: string): string {
  return t(keys).replaceAll(ALTERNATIVE, t('  or  '));
}

/** Every shortcut as HELP and the README list it: the global ones first, then each component's. */
export function shortcutRows(isMac = false): { scope: string; keys: string; description: string }[] {
  return [
    ...GLOBAL_BINDINGS.map((b) => ({
      scope: 'Workspace',
      keys: b.keys.map((k) => displayKey(k, isMac)).join(ALTERNATIVE),
      description: b.description,
    })),
    { scope: 'Workspace', keys: msg('any letter'), description: msg('Start a command (when no input has focus)') },
    ...LOCAL_BINDINGS.map(({ scope, keys, description }) => ({ scope, keys, description })),
  ];
}
