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

/** Keys of the command line, of tables and of single screens. */
export const LOCAL_BINDINGS: readonly LocalBinding[] = [
  { scope: 'Command line', keys: '↑ ↓', description: 'Walk the suggestions; ↑ in an empty line recalls earlier commands' },
  { scope: 'Command line', keys: 'Enter', description: 'Run the command or the highlighted suggestion' },
  { scope: 'Command line', keys: 'Tab', description: 'Complete the highlighted suggestion' },
  { scope: 'Command line', keys: 'Esc', description: 'Leave the command line' },
  { scope: 'Tables', keys: '↑ ↓ j k', description: 'Move the selection' },
  { scope: 'Tables', keys: 'PgUp PgDn Home End', description: 'Move by a page, to the first or last row' },
  { scope: 'Tables', keys: 'Enter', description: 'Open the selected row' },
  { scope: 'Tables', keys: '/', description: 'Filter the table (Esc clears)' },
  { scope: 'Tables', keys: '← →', description: 'Choose the current column' },
  { scope: 'Tables', keys: '=', description: 'Sort by the current column (ascending, descending, off)' },
  { scope: 'Tables', keys: '<  >', description: 'Move the current column left or right' },
  { scope: 'Tables', keys: '*', description: 'Show the columns a narrow pane hides (scroll sideways); again: fit the pane' },
  { scope: 'Tables', keys: 'Ctrl+C', description: 'Copy the selected row (with Shift: and the header)' },
  { scope: 'Tables', keys: 'Ctrl+S', description: 'Save the visible table as CSV' },
  {
    scope: 'Tables',
    keys: 'Ctrl+Shift+S',
    description: 'Save the visible table as an Excel workbook (.xlsx): numbers, percentages and dates typed, codes as text',
  },
  { scope: 'Tables', keys: 'other letters', description: 'Start a command, as anywhere else' },
  { scope: 'GP', keys: '1–8', description: 'Range 1M … MAX', hint: 'range' },
  { scope: 'GP', keys: 'c', description: 'Candles or line', hint: 'candles/line' },
  { scope: 'GP', keys: 'l', description: 'Logarithmic or linear price scale', hint: 'log/linear' },
  { scope: 'GP', keys: 'm', description: 'Cycle the moving averages (SMA 20, 50, 200 studies)', hint: 'averages' },
  { scope: 'GP', keys: 's', description: 'Add a study: type rsi, macd 12 26 9, bb 20 2 teal… (Tab completes, Enter adds)', hint: 'study' },
  { scope: 'GP', keys: '[ ]', description: 'Select the previous / next study', hint: 'select study' },
  { scope: 'GP', keys: 'Enter', description: "Edit the selected study's parameters and colour" },
  { scope: 'GP', keys: 'x Del', description: 'Remove the selected study' },
  { scope: 'GP', keys: '{ }', description: "Make the selected oscillator's pane shorter / taller" },
  { scope: 'GP', keys: 'Shift+S', description: 'Save the studies shown as the default for new GP charts' },
  { scope: 'GP', keys: '←→', description: 'Pan through time', hint: 'pan' },
  { scope: 'GP', keys: '↑↓ +−', description: 'Zoom in and out', hint: 'zoom' },
  { scope: 'GP', keys: 'Shift+←→', description: 'Move the cursor from bar to bar', hint: 'cursor' },
  {
    scope: 'GP',
    keys: 'a',
    description: "Add an alert at the cursor's price (or the last close): crosses above or below it",
    hint: 'alert',
  },
  { scope: 'GP', keys: 'Home', description: 'Fit the whole range', hint: 'fit' },
  { scope: 'GP', keys: 'End', description: 'Back to the latest bar', hint: 'latest' },
  { scope: 'HP', keys: '1–8  d', description: 'Range 1M … MAX; d edits the From/To days (Enter applies, Esc drops)' },
  { scope: 'MKT', keys: 'Alt+F', description: 'Filter by country, currency, place (↑↓ change, Tab moves, Delete clears, Esc back)' },
  { scope: 'CAL AGENDA', keys: '1 2 3 0', description: 'Today, this week, next week, all dates', hint: 'today/week/next week/all' },
  { scope: 'CAL AGENDA', keys: '+ −', description: 'Only more / also less important events', hint: 'importance' },
  { scope: 'CAL AGENDA', keys: '.', description: 'Jump to now', hint: 'now' },
  { scope: 'CAL AGENDA', keys: 'Alt+F', description: 'Filters: text, dates, importance, categories, zones (Esc back)', hint: 'filters' },
  { scope: 'CAL AGENDA', keys: 'Enter', description: 'Open the event (EV), or the company diary (EVT)', hint: 'open' },
  { scope: 'TEAR', keys: 'Ctrl+P', description: 'Save the tear sheet as PDF (desktop: pick the file; browser: the print dialog)' },
  { scope: 'CTRY', keys: 'Alt+C', description: "Open the calendar filtered to the country's zone" },
  { scope: 'PORT', keys: '[ ]', description: 'Previous / next portfolio', hint: 'switch' },
  { scope: 'PORT', keys: 'p t g', description: 'Positions, transactions, value over time (chart)', hint: 'views' },
  { scope: 'PORT', keys: 'a', description: 'Add a transaction (on the selected position)', hint: 'add' },
  { scope: 'PORT', keys: 'i', description: 'Import transactions from CSV (paste or pick a file)', hint: 'import' },
  { scope: 'PORT', keys: 'Enter', description: 'Open the selected position (the linked panes follow the cursor)', hint: 'opens' },
  {
    scope: 'PORT',
    keys: 'Alt+N  F2  ⇧Del',
    description: 'New portfolio, rename it (and its currency label), delete it',
    hint: 'new/rename/delete',
  },
  { scope: 'PORT', keys: 'c', description: 'Value chart: the next currency of the portfolio' },
  { scope: 'PORT transactions', keys: 'Enter  e', description: 'Edit the selected transaction', hint: 'edit' },
  { scope: 'PORT transactions', keys: 'Del', description: 'Delete the selected transaction (Enter confirms)', hint: 'delete' },
  { scope: 'PORT transactions', keys: 'a  i', description: 'Add a transaction, import a CSV', hint: 'add/import' },
  {
    scope: 'PORT transactions',
    keys: 'p g  [ ]',
    description: 'Positions, value chart; previous / next portfolio',
    hint: 'views/portfolio',
  },
  { scope: 'PORT form', keys: '↑↓ Enter', description: 'Security: walk the matches, pick one (Enter on the picked one picks again)' },
  {
    scope: 'PORT form',
    keys: 'Tab  Enter  Esc',
    description: 'Next field; save (main refuses selling more than is held, and says so); cancel',
  },
  { scope: 'PORT form', keys: 'Ctrl+Enter', description: 'CSV import: import (all or nothing unless "Skip bad rows")' },
  { scope: 'ALRT', keys: 'r f', description: 'The rules, the firings log', hint: 'rules/fired' },
  {
    scope: 'ALRT',
    keys: 'a',
    description: 'Add a rule: Watch (share or fund, calendar), the security by type-ahead, the condition checked as you type',
    hint: 'add',
  },
  {
    scope: 'ALRT',
    keys: 'Enter  e',
    description: 'Edit the selected rule (a new condition looks only at bars cached from now on)',
    hint: 'edit',
  },
  { scope: 'ALRT', keys: 'Space', description: 'Turn the selected rule off or on (kept either way)', hint: 'on/off' },
  { scope: 'ALRT', keys: 'Del', description: 'Delete the selected rule (its firings stay in the log)', hint: 'delete' },
  {
    scope: 'ALRT fired',
    keys: 'Enter',
    description: "Open the bar: GP at the bar's day for a share, NAV for a fund, EV for an event (marks it read)",
    hint: 'open',
  },
  { scope: 'ALRT fired', keys: 'm  M', description: 'Mark the selected firing read, mark every firing read', hint: 'read/all read' },
  { scope: 'ALRT fired', keys: 'r a', description: 'Back to the rules, add a rule', hint: 'rules/add' },
  { scope: 'Ticker', keys: '← →  Home End', description: 'Walk the events' },
  { scope: 'Ticker', keys: 'Enter  Space  Esc', description: 'Open the event; pause or play; back to the pane' },
  { scope: 'WL', keys: 'a', description: 'Add a share or fund by search', hint: 'add' },
  { scope: 'WL', keys: 'Del', description: 'Remove the selected security', hint: 'remove' },
  { scope: 'WL', keys: '[ ]', description: 'Previous / next list', hint: 'switch list' },
  { scope: 'WL', keys: 'Alt+N', description: 'New list', hint: 'new list' },
  { scope: 'WL', keys: 'F2', description: 'Rename the list', hint: 'rename' },
  { scope: 'WL', keys: '⇧Del', description: 'Delete the list', hint: 'delete list' },
  { scope: 'WL', keys: 'Enter', description: 'Open the selected security', hint: 'opens' },
  { scope: 'WL pick', keys: '↑↓', description: 'Walk the search results', hint: 'pick' },
  { scope: 'WL pick', keys: 'Enter', description: 'Add the highlighted security', hint: 'adds' },
  { scope: 'WL pick', keys: 'Esc', description: 'Cancel adding', hint: 'cancels' },
  {
    scope: 'FUNDS',
    keys: 'Alt+F',
    description:
      'Filter by company, category, nature, periodicity, currency, place and name (↑↓ change, Tab moves, Delete clears, Esc back)',
  },
  { scope: 'NAV', keys: '1–8', description: 'Range 1M … MAX', hint: 'range' },
  { scope: 'NAV', keys: 'c', description: 'Line or area', hint: 'line/area' },
  { scope: 'NAV', keys: 'l', description: 'Logarithmic or linear scale', hint: 'log/linear' },
  { scope: 'NAV', keys: 'd', description: 'Show or hide the drawdown pane', hint: 'drawdown' },
  { scope: 'NAV', keys: 's', description: 'Add a study that needs only a close: sma, ema, bb, rsi, macd (as on GP)', hint: 'study' },
  { scope: 'NAV', keys: '[ ]  Enter  x Del', description: 'Select, edit, remove a study (as on GP)' },
  {
    scope: 'NAV',
    keys: '{ }  Shift+S',
    description: "Size the selected oscillator's pane; save the studies as the default for new NAV charts",
  },
  { scope: 'NAV', keys: '←→', description: 'Pan through time', hint: 'pan' },
  { scope: 'NAV', keys: '↑↓ +−', description: 'Zoom in and out', hint: 'zoom' },
  { scope: 'NAV', keys: 'Shift+←→', description: 'Move the cursor from NAV to NAV', hint: 'cursor' },
  { scope: 'NAV', keys: 'Home', description: 'Fit the whole range', hint: 'fit' },
  { scope: 'NAV', keys: 'End', description: 'Back to the latest NAV', hint: 'latest' },
  { scope: 'CMP', keys: '1–8', description: 'Range 1M … MAX (the anchor goes back to its default)', hint: 'range' },
  { scope: 'CMP', keys: 'a', description: 'Add a share or fund by search (up to eight)', hint: 'add' },
  { scope: 'CMP', keys: '[ ]', description: 'Select the previous / next series', hint: 'select' },
  { scope: 'CMP', keys: 'x Del', description: 'Remove the selected series', hint: 'remove' },
  { scope: 'CMP', keys: 'Shift+←→', description: 'Move the cursor from day to day', hint: 'cursor' },
  { scope: 'CMP', keys: 'b', description: 'Rebase to 100 at the cursor', hint: 'anchor at cursor' },
  { scope: 'CMP', keys: 'Shift+B', description: 'Back to the default anchor (the latest first day in range)', hint: 'default anchor' },
  { scope: 'CMP', keys: '←→ ↑↓ Home', description: 'Pan, zoom, fit', hint: 'pan/zoom/fit' },
  { scope: 'GP NAV CMP', keys: 'Ctrl+C', description: 'Copy the chart as a picture (PNG: its panes, legend, as-of and credit)' },
  { scope: 'GP NAV CMP', keys: 'Ctrl+S', description: 'Save the chart as a PNG file' },
  {
    scope: 'GP NAV CMP',
    keys: 'f',
    description: "The link group's charts follow this one's visible range too (again: only the crosshair; the key line says so)",
  },
  { scope: 'SYNC', keys: 'O', description: 'Make everything available offline (what is still fresh is skipped)', hint: 'offline' },
  { scope: 'SYNC', keys: 'Shift+O', description: 'Make everything available offline, fetching fresh data too', hint: 'force' },
  { scope: 'SYNC', keys: 'C', description: 'Cancel the offline run (O resumes it)', hint: 'cancel' },
  { scope: 'SYNC', keys: 'Enter', description: "Open DQ on the dataset's refused records" },
  { scope: 'WS', keys: 'Enter', description: 'Switch to the selected workspace' },
  { scope: 'WS', keys: 'Del', description: 'Delete the selected workspace' },
  {
    scope: 'CHG',
    keys: '1–6  0',
    description: 'Only prices, fundamentals, people, ratings, documents, calendar; 0 every kind',
    hint: 'kind',
  },
  { scope: 'CHG', keys: '[ ]', description: 'Previous / next dataset (or all)', hint: 'dataset' },
  { scope: 'CHG', keys: 'w', description: 'Only the securities of my watchlists (again: all)', hint: 'watchlists' },
  { scope: 'CHG', keys: 'd  l', description: 'Since a day (type it, Enter); back to the latest sync', hint: 'since/latest' },
  {
    scope: 'CHG',
    keys: 'Enter',
    description: 'Open the screen that shows the change (DES; GP or NAV at a bar’s day; EV…); the linked panes follow the cursor',
    hint: 'opens',
  },
  { scope: 'DQ', keys: '[ ]', description: 'Previous / next dataset (or all)', hint: 'dataset' },
  { scope: 'DQ', keys: '/', description: 'Filter by any text (Esc clears)', hint: 'filter' },
  { scope: 'DQ', keys: 'Ctrl+S', description: 'Save the refused records shown as CSV', hint: 'CSV' },
  { scope: 'SET', keys: 'Del', description: 'Forget the selected link host (its next link asks again)', hint: 'forgets the selected host' },
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
