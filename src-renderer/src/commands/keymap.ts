// Every keyboard shortcut, in one registry: the global key handler dispatches from it, and HELP,
// the screens' hint lines and the README's key tables (test/docs/readme-keys.ts) are generated from it.

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
  { action: 'command.open', keys: ['/', 'Mod+k'], description: 'Command line (or just start typing)' },
  { action: 'help.toggle', keys: ['?'], description: 'Show or hide every shortcut and function' },
  { action: 'help.screen', keys: ['F1'], description: "The focused screen's help: its keys and what its figures mean (or type FUNC ?)" },
  { action: 'pane.split-right', keys: ['Alt+\\', 'Alt+v'], description: 'Split the pane: new pane to the right (unlinked)' },
  { action: 'pane.split-down', keys: ['Alt+-', 'Alt+s'], description: 'Split the pane: new pane below (unlinked)' },
  { action: 'pane.close', keys: ['Alt+x'], description: 'Close the pane' },
  { action: 'pane.maximize', keys: ['Alt+z', 'Alt+Enter'], description: 'Maximise or restore the pane' },
  { action: 'pane.focus-next', keys: ['Tab'], description: "Next control, then the next pane's first (a lone pane wraps)" },
  { action: 'pane.focus-prev', keys: ['Shift+Tab'], description: "Previous control of the pane, then the previous pane's last" },
  { action: 'pane.focus-left', keys: ['Alt+h', 'Alt+ArrowLeft'], description: 'Pane to the left' },
  { action: 'pane.focus-right', keys: ['Alt+l', 'Alt+ArrowRight'], description: 'Pane to the right' },
  { action: 'pane.focus-up', keys: ['Alt+k', 'Alt+ArrowUp'], description: 'Pane above' },
  { action: 'pane.focus-down', keys: ['Alt+j', 'Alt+ArrowDown'], description: 'Pane below' },
  { action: 'pane.grow-left', keys: ['Alt+Shift+ArrowLeft', 'Alt+Shift+h'], description: 'Move the left edge of the pane' },
  { action: 'pane.grow-right', keys: ['Alt+Shift+ArrowRight', 'Alt+Shift+l'], description: 'Move the right edge of the pane' },
  { action: 'pane.grow-up', keys: ['Alt+Shift+ArrowUp', 'Alt+Shift+k'], description: 'Move the top edge of the pane' },
  { action: 'pane.grow-down', keys: ['Alt+Shift+ArrowDown', 'Alt+Shift+j'], description: 'Move the bottom edge of the pane' },
  { action: 'pane.back', keys: ['Alt+[', 'Backspace'], description: 'Back in this pane' },
  { action: 'pane.forward', keys: ['Alt+]', 'Shift+Backspace'], description: 'Forward in this pane' },
  { action: 'pane.link-1', keys: ['Alt+1'], description: 'Link the pane to the amber group' },
  { action: 'pane.link-2', keys: ['Alt+2'], description: 'Link the pane to the green group' },
  { action: 'pane.link-3', keys: ['Alt+3'], description: 'Link the pane to the blue group' },
  { action: 'pane.link-4', keys: ['Alt+4'], description: 'Link the pane to the magenta group' },
  { action: 'pane.unlink', keys: ['Alt+0'], description: 'Unlink the pane' },
  // A capital letter is the key with Shift: Ctrl/Cmd+Shift+D.
  { action: 'pane.detach', keys: ['Mod+D'], description: 'Detach the pane into its own window (again: put it back)' },
  { action: 'watchlist.add', keys: ['Alt+w'], description: "Add the pane's security to the watchlist" },
  { action: 'ticker.focus', keys: ['Alt+t'], description: 'Focus the calendar ticker (shows it when hidden)' },
  { action: 'changes.open', keys: ['Alt+g'], description: 'What the latest sync changed (CHG), in the focused pane' },
  {
    action: 'alerts.open',
    keys: ['Alt+a'],
    description: 'Open ALRT: alert rules and firings (the status bar counts the unread)',
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
const RANGE: Row = ['1–8', 'Range 1M … MAX', 'range'];
const PAN: Row = ['←→', 'Pan through time', 'pan'];
const ZOOM: Row = ['↑↓ +−', 'Zoom in and out', 'zoom'];
const FIT: Row = ['Home', 'Fit the whole range', 'fit'];

/** Keys of the command line, of tables and of single screens. */
export const LOCAL_BINDINGS: readonly LocalBinding[] = [
  ...scoped('Command line', [
    ['↑ ↓', 'Walk the suggestions; ↑ in an empty line recalls earlier commands'],
    ['Enter', 'Run the command or the highlighted suggestion'],
    ['Tab', 'Complete the highlighted suggestion'],
    ['Esc', 'Leave the command line'],
  ]),
  ...scoped('Tables', [
    ['↑ ↓ j k', 'Move the selection'],
    ['PgUp PgDn Home End', 'Move by a page, to the first or last row'],
    ['Enter', 'Open the selected row'],
    ['/', 'Filter the table (Esc clears)'],
    ['← →', 'Choose the current column'],
    ['=', 'Sort by the current column (ascending, descending, off)'],
    ['<  >', 'Move the current column left or right'],
    ['*', 'Show the columns a narrow pane hides (scroll sideways); again: fit the pane'],
    ['Ctrl+C', 'Copy the selected row (with Shift: and the header)'],
    ['Ctrl+S', 'Save the visible table as CSV'],
    ['Ctrl+Shift+S', 'Save the visible table as an Excel workbook (.xlsx): numbers, percentages and dates typed, codes as text'],
    ['other letters', 'Start a command, as anywhere else'],
  ]),
  ...scoped('GP', [
    RANGE,
    ['c', 'Candles or line', 'candles/line'],
    ['l', 'Logarithmic or linear price scale', 'log/linear'],
    ['m', 'Cycle the moving averages (SMA 20, 50, 200 studies)', 'averages'],
    ['s', 'Add a study: type rsi, macd 12 26 9, bb 20 2 teal… (Tab completes, Enter adds)', 'study'],
    ['[ ]', 'Select the previous / next study', 'select study'],
    ['Enter', "Edit the selected note's text (a drawing selected), else the selected study's parameters and colour"],
    ['x Del', 'Remove the selected drawing, else the selected study'],
    ['{ }', "Make the selected oscillator's pane shorter / taller"],
    ['Shift+S', 'Save the studies shown as the default for new GP charts'],
    PAN,
    ZOOM,
    ['Shift+←→', 'Move the cursor from bar to bar', 'cursor'],
    ['a', "Add an alert at the cursor's price (or the last close): crosses above or below it", 'alert'],
    ['Shift+H T F', 'Draw a level, a trend line, a Fibonacci retracement (saved with the share: every GP of it shows them)', 'draw'],
    ['Shift+R B V N', 'Draw a ray, a rectangle, a vertical line, a text note'],
    [
      '←→↑↓ Enter Esc',
      "While drawing: move the anchor (Shift: ×10; Ctrl: onto the bar's O/H/L/C), place it, cancel; a click places it too",
    ],
    ['Tab', 'Select the next drawing (Shift+Tab: previous; past the last: the next control); Esc: none'],
    ['e', 'Extend the selected trend line to the right (again: stop at its anchor)'],
    ['Shift+A', 'Turn the selected level into an alert (the alert prompt at its price)'],
    [
      'g  ←→↑↓ Enter Esc',
      'Grab the selected drawing: the arrows move it a bar / a price step (Shift ×10), Enter keeps it, Esc puts it back; or drag it',
    ],
    ['Shift+C  Shift+D', "The selected drawing's colour (the accent, then five palette colours), its line: solid, dashed, dotted"],
    FIT,
    ['End', 'Back to the latest bar', 'latest'],
  ]),
  ...scoped('HP', [['1–8  d', 'Range 1M … MAX; d edits the From/To days (Enter applies, Esc drops)']]),
  ...scoped('MKT', [['Alt+F', 'Filter by country, currency, place (↑↓ change, Tab moves, Delete clears, Esc back)']]),
  ...scoped('CAL AGENDA', [
    ['1 2 3 0', 'Today, this week, next week, all dates', 'today/week/next week/all'],
    ['+ −', 'Only more / also less important events', 'importance'],
    ['.', 'Jump to now', 'now'],
    ['Alt+F', 'Filters: text, dates, importance, categories, zones (Esc back)', 'filters'],
    ['Enter', 'Open the event (EV), or the company diary (EVT)', 'open'],
  ]),
  ...scoped('TEAR', [['Ctrl+P', 'Save the tear sheet as PDF (desktop: pick the file; browser: the print dialog)']]),
  ...scoped('CTRY', [['Alt+C', "Open the calendar filtered to the country's zone"]]),
  ...scoped('PORT', [
    ['[ ]', 'Previous / next portfolio', 'switch'],
    ['p t g', 'Positions, transactions, value over time (chart)', 'views'],
    ['a', 'Add a transaction (on the selected position)', 'add'],
    ['i', 'Import transactions from CSV (paste or pick a file)', 'import'],
    ['Enter', 'Open the selected position (the linked panes follow the cursor)', 'opens'],
    ['Alt+N  F2  ⇧Del', 'New portfolio, rename it (and its currency label), delete it', 'new/rename/delete'],
    ['c', 'Value chart: the next currency of the portfolio'],
  ]),
  ...scoped('PORT transactions', [
    ['Enter  e', 'Edit the selected transaction', 'edit'],
    ['Del', 'Delete the selected transaction (Enter confirms)', 'delete'],
    ['a  i', 'Add a transaction, import a CSV', 'add/import'],
    ['p g  [ ]', 'Positions, value chart; previous / next portfolio', 'views/portfolio'],
  ]),
  ...scoped('PORT form', [
    ['↑↓ Enter', 'Security: walk the matches, pick one (Enter on the picked one picks again)'],
    ['Tab  Enter  Esc', 'Next field; save (main refuses selling more than is held, and says so); cancel'],
    ['Ctrl+Enter', 'CSV import: import (all or nothing unless "Skip bad rows")'],
  ]),
  ...scoped('ALRT', [
    ['r f', 'The rules, the firings log', 'rules/fired'],
    ['a', 'Add a rule: Watch (share or fund, calendar), the security by type-ahead, the condition checked as you type', 'add'],
    ['Enter  e', 'Edit the selected rule (a new condition looks only at bars cached from now on)', 'edit'],
    ['Space', 'Turn the selected rule off or on (kept either way)', 'on/off'],
    ['Del', 'Delete the selected rule (its firings stay in the log)', 'delete'],
  ]),
  ...scoped('ALRT fired', [
    ['Enter', "Open the bar: GP at the bar's day for a share, NAV for a fund, EV for an event (marks it read)", 'open'],
    ['m  M', 'Mark the selected firing read, mark every firing read', 'read/all read'],
    ['r a', 'Back to the rules, add a rule', 'rules/add'],
  ]),
  ...scoped('Ticker', [
    ['← →  Home End', 'Walk the events'],
    ['Enter  Space  Esc', 'Open the event; pause or play; back to the pane'],
  ]),
  ...scoped('WL', [
    ['a', 'Add a share or fund by search', 'add'],
    ['Del', 'Remove the selected security', 'remove'],
    ['[ ]', 'Previous / next list', 'switch list'],
    ['Alt+N', 'New list', 'new list'],
    ['F2', 'Rename the list', 'rename'],
    ['⇧Del', 'Delete the list', 'delete list'],
    ['Enter', 'Open the selected security', 'opens'],
  ]),
  ...scoped('WL pick', [
    ['↑↓', 'Walk the search results', 'pick'],
    ['Enter', 'Add the highlighted security', 'adds'],
    ['Esc', 'Cancel adding', 'cancels'],
  ]),
  ...scoped('FUNDS', [
    ['Alt+F', 'Filter by company, category, nature, periodicity, currency, place and name (↑↓ change, Tab moves, Delete clears, Esc back)'],
  ]),
  ...scoped('NAV', [
    RANGE,
    ['c', 'Line or area', 'line/area'],
    ['l', 'Logarithmic or linear scale', 'log/linear'],
    ['d', 'Show or hide the drawdown pane', 'drawdown'],
    ['s', 'Add a study that needs only a close: sma, ema, bb, rsi, macd (as on GP)', 'study'],
    ['[ ]  Enter  x Del', 'Select, edit, remove a study (as on GP)'],
    ['{ }  Shift+S', "Size the selected oscillator's pane; save the studies as the default for new NAV charts"],
    PAN,
    ZOOM,
    ['Shift+←→', 'Move the cursor from NAV to NAV', 'cursor'],
    ['a', "Add an alert at the cursor's NAV (or the last one): crosses above or below it", 'alert'],
    [
      'Shift+H T F R B V N',
      'Draw as on GP (level, trend, Fibonacci, ray, rectangle, vertical, note); Ctrl snaps onto the NAV; Tab, e, Shift+A, Del, g, Shift+C, Shift+D, Enter, drag as on GP',
      'draw',
    ],
    FIT,
    ['End', 'Back to the latest NAV', 'latest'],
  ]),
  ...scoped('CMP', [
    ['1–8', 'Range 1M … MAX (the anchor goes back to its default)', 'range'],
    ['a', 'Add a share or fund by search (up to eight lines: at eight, says so and opens nothing)', 'add'],
    ['p', 'Add a portfolio by name: its time-weighted return, in one currency (never converted)', 'portfolio'],
    ['c', 'Selected portfolio: the return of its next currency'],
    ['[ ]', 'Select the previous / next series', 'select'],
    ['x Del', 'Remove the selected series', 'remove'],
    ['Shift+←→', 'Move the cursor from day to day', 'cursor'],
    ['b', 'Rebase to 100 at the cursor (every line crosses 100 there; the whole range stays in view)', 'anchor at cursor'],
    ['Shift+B', 'Back to the default anchor (the latest first day in range)', 'default anchor'],
    ['←→ ↑↓ Home', 'Pan, zoom, fit', 'pan/zoom/fit'],
  ]),
  ...scoped('GP NAV CMP', [
    ['Ctrl+C', 'Copy the chart as a picture (PNG: its panes, legend, as-of and credit)'],
    ['Ctrl+S', 'Save the chart as a PNG file'],
    ['f', "The link group's charts follow this one's visible range too (again: only the crosshair; the key line says so)"],
  ]),
  ...scoped('SYNC', [
    ['O', 'Make everything available offline (what is still fresh is skipped)', 'offline'],
    ['Shift+O', 'Make everything available offline, fetching fresh data too', 'force'],
    ['C', 'Cancel the offline run (O resumes it)', 'cancel'],
    ['Enter', "Open DQ on the dataset's refused records"],
  ]),
  ...scoped('WS', [
    ['Enter', 'Switch to the selected workspace'],
    ['Del', 'Delete the selected workspace'],
  ]),
  ...scoped('CHG', [
    ['1–6  0', 'Only prices, fundamentals, people, ratings, documents, calendar; 0 every kind', 'kind'],
    ['[ ]', 'Previous / next dataset (or all)', 'dataset'],
    ['w', 'Only the securities of my watchlists (again: all)', 'watchlists'],
    ['d  l', 'Since a day (type it, Enter); back to the latest sync', 'since/latest'],
    ['Enter', 'Open the screen that shows the change (DES; GP or NAV at a bar’s day; EV…); the linked panes follow the cursor', 'opens'],
  ]),
  ...scoped('DQ', [
    ['[ ]', 'Previous / next dataset (or all)', 'dataset'],
    ['/', 'Filter by any text (Esc clears)', 'filter'],
    ['Ctrl+S', 'Save the refused records shown as CSV', 'CSV'],
  ]),
  ...scoped('SET', [['Del', 'Forget the selected link host (its next link asks again)', 'forgets the selected host']]),
];

/** A screen's hint line, from its bindings: "a add · Del remove · …". */
export function hintLine(scope: LocalScope): string {
  return LOCAL_BINDINGS.filter((b) => b.scope === scope && b.hint)
    .map((b) => `${b.keys} ${b.hint}`)
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

/** Every shortcut as HELP and the README list it: the global ones first, then each component's. */
export function shortcutRows(isMac = false): { scope: string; keys: string; description: string }[] {
  return [
    ...GLOBAL_BINDINGS.map((b) => ({
      scope: 'Workspace',
      keys: b.keys.map((k) => displayKey(k, isMac)).join('  or  '),
      description: b.description,
    })),
    { scope: 'Workspace', keys: 'any letter', description: 'Start a command (when no input has focus)' },
    ...LOCAL_BINDINGS.map(({ scope, keys, description }) => ({ scope, keys, description })),
  ];
}
