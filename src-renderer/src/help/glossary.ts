// What each screen's figures mean, written per function (the keys come from the key map). The
// record is keyed by FunctionCode, so a new screen does not type-check until it has its glossary.
import { alertGrammar } from '../../../src-main/shared/alerts/grammar';
import type { FunctionCode } from '../commands/functions';

export interface Term {
  term: string;
  meaning: string;
}

export interface ScreenGlossary {
  /** Its tables, if any: rows to look at, or rows Enter opens (the table keys apply either way). */
  tables: false | 'view' | 'open';
  figures: readonly Term[];
}

const entry = (term: string, meaning: string): Term => ({ term, meaning });

const AS_OF = entry('as of (pane header)', 'When the data shown was fetched from the service; STALE or OFFLINE follow it when they apply.');
const CHART_PRICE = [
  entry('Candle', 'One trading day: body from open to close (green up, red down), wicks to the high and low.'),
  entry('Volume', 'Shares traded that day, in the lower pane.'),
  entry('SMA 20 / 50 / 200', 'Simple moving averages of the close over 20, 50 and 200 trading days (m cycles them).'),
  entry('E / D markers', 'E: a company event from the diary (results, meeting). D: a dividend paid.'),
  entry('Legend', 'Open, high, low, close, volume and change of the bar under the cursor (or the latest).'),
];

export const GLOSSARY: Record<FunctionCode, ScreenGlossary> = {
  DES: {
    tables: 'view',
    figures: [
      entry('Last / Open / High / Low / Close', 'Prices of the latest session the service reported, in the share’s currency.'),
      entry('Change', 'Last price against the previous close, in percent.'),
      entry('PER', 'Price/earnings ratio: last price over the last reported earnings per share.'),
      entry('Performance', 'Price change over 1 week, 1 month, year to date, 1 and 3 years, as reported by the service.'),
      entry('Volatility', 'Annualised standard deviation of daily returns over the period.'),
      entry('Date', 'Day of the price shown (the session), not the time it was fetched.'),
      entry('NAV (fund)', 'Net asset value per part on its valuation day.'),
      AS_OF,
    ],
  },
  GP: {
    tables: false,
    figures: [
      ...CHART_PRICE,
      entry(
        'Studies (s)',
        'sma N, ema N, bb N K over the prices; rsi N, macd FAST SLOW SIGNAL, stoch N K D, atr N, obv each in a pane below. Computed over the whole cached history, so a day’s value does not depend on the range shown; nothing is drawn before a study is defined. The legend shows each one’s values at the cursor: click its name to edit it, × to remove it.',
      ),
      entry('EMA', 'Exponential moving average, α = 2/(N+1), seeded with the simple average of the first N closes.'),
      entry('Bollinger Bands', 'SMA N of the close ± K population standard deviations of the same N closes.'),
      entry('RSI, ATR', 'Wilder’s smoothing: the mean of the first N values, then 1/N of each new one. RSI guides at 30 and 70.'),
      entry('MACD', 'EMA(FAST) − EMA(SLOW); signal: EMA(SIGNAL) of MACD (dashed); histogram: MACD − signal.'),
      entry('Stochastic (slow)', '%K = SMA(K) of 100·(C − LL)/(HH − LL) over N days; %D = SMA(D) of %K (dashed). Guides at 20 and 80.'),
      entry('OBV', 'On-balance volume: the day’s volume added on an up close, taken away on a down close.'),
      entry('Range 1M … MAX', 'How much history is shown; MAX is every cached day.'),
      AS_OF,
    ],
  },
  HP: {
    tables: 'view',
    figures: [
      entry('Open / High / Low / Close', 'Prices of each session in the share’s currency.'),
      entry('Volume', 'Shares traded in the session.'),
      entry('Var %', 'Close against the previous session’s close, in percent.'),
      entry('From / To', 'The days shown (d edits them).'),
      AS_OF,
    ],
  },
  FA: {
    tables: 'view',
    figures: [
      entry('Year', 'Fiscal year of the figures.'),
      entry('NBI chg', 'Change of net banking income (revenue) against the previous year.'),
      entry('Profit chg', 'Change of net profit against the previous year.'),
      entry('Div/share', 'Dividend per share paid for the year.'),
      entry('Yield', 'Dividend per share over the share price.'),
      entry('PER', 'Price/earnings ratio for the year.'),
    ],
  },
  MGMT: {
    tables: 'view',
    figures: [
      entry('Board of directors', 'Members of the board and their mandates; current first.'),
      entry('Executive management', 'Executives and their roles; the second table (Tab reaches it).'),
      entry('From / To / Renewed', 'Start, end and last renewal of the term.'),
      entry('Term', 'current while the term runs, ended after it.'),
    ],
  },
  AUD: {
    tables: 'view',
    figures: [entry('Auditor', 'Statutory auditor of the accounts.'), entry('Appointment', 'Principal or alternate auditor.')],
  },
  HDS: {
    tables: 'view',
    figures: [
      entry('Capital', 'Share of the capital held, in percent.'),
      entry('Voting rights', 'Share of the voting rights, as published (may differ from the capital).'),
    ],
  },
  EVT: {
    tables: 'view',
    figures: [entry('When', 'Upcoming or past company event.'), entry('Date', 'Day of the event as the company announced it.')],
  },
  DOCS: {
    tables: 'open',
    figures: [entry('Document', 'A report or filing; Enter opens it through the link guard.'), entry('Date', 'Publication day.')],
  },
  RATE: {
    tables: 'view',
    figures: [
      entry('Short term / Long term', 'The agency’s grades.'),
      entry('ST / LT outlook', 'Where the agency sees the grade heading.'),
      entry('Expires / Days left', 'When the rating lapses; EXPIRED once past.'),
    ],
  },
  TEAR: {
    tables: false,
    figures: [
      entry(
        'Tear sheet',
        'A printable report of the share or fund from the cache: one page of summary, chart and key figures, one of details.',
      ),
      entry(
        'Save as PDF',
        'Ctrl+P: the desktop app asks where to save the PDF; a browser opens its print dialog (A4 or Letter, light on paper).',
      ),
      entry('Chart', 'A year of closes with volumes (a fund: NAVs), low and high of the year under it.'),
      AS_OF,
    ],
  },
  NAV: {
    tables: false,
    figures: [
      entry('NAV', 'Net asset value per part, on each valuation day.'),
      entry('Drawdown', 'Fall from the highest NAV so far, in percent (d shows its pane).'),
      entry('Net assets / Parts', 'The fund’s total assets and number of parts, each in its own pane.'),
      AS_OF,
    ],
  },
  FEES: {
    tables: 'view',
    figures: [entry('Fee', 'Management, entry, exit and other fees of the fund.'), entry('%', 'The fee as a percentage.')],
  },
  PERF: {
    tables: 'view',
    figures: [
      entry('API', 'The figure the service publishes.'),
      entry('Computed', 'The same figure computed here from the cached NAV history.'),
      entry('≠', 'Marks a figure where the service and the computation differ.'),
      entry('Sharpe', 'Excess return over the risk-free rate (SET) per unit of volatility.'),
      entry('Max drawdown / Peak / Trough / Recovered', 'Largest fall from a high, its dates, and when the NAV got back.'),
      entry('Rank / Q', 'Position among the cached funds of the category (“N of M”); quartile 1 is the best, shown from four funds.'),
    ],
  },
  CMP: {
    tables: false,
    figures: [
      entry('Rebased to 100', 'Every series is 100 on the anchor day; 110 means +10% since then.'),
      entry('Anchor', 'The latest first day of the series in the range, or the day chosen with b; the whole range stays drawn.'),
      entry('Colours', 'A line keeps its colour while it is compared; a line added takes the colour left free.'),
      entry('Share lines', 'Price returns (dividends not added).'),
    ],
  },
  MKT: {
    tables: 'open',
    figures: [
      entry('Last', 'Latest price of the session.'),
      entry('Var %', 'Last price against the previous close.'),
      entry('Volume', 'Shares traded in the session.'),
      entry('PER', 'Last price/earnings ratio.'),
      entry('Price date', 'Day of the price shown.'),
      entry('Movers', 'Biggest rises and falls of the day among the cached shares.'),
    ],
  },
  FUNDS: {
    tables: 'open',
    figures: [
      entry('NAV / NAV date', 'Last net asset value per part and its valuation day.'),
      entry('Returns', 'NAV change over the period.'),
      entry('Sharpe 1Yᶜ / Max DD 1Yᶜ', 'Computed here from the cached NAVs (ᶜ): one-year Sharpe ratio and largest fall.'),
      entry('Qᶜ', 'Quartile within the category, from four funds with the figure.'),
      entry('Mgmt fee', 'Yearly management fee.'),
    ],
  },
  CAL: {
    tables: 'open',
    figures: [
      entry('Imp.', 'Importance: ●●● HIGH, ●●○ MEDIUM, ●○○ LOW; HOLIDAY for market holidays.'),
      entry(
        'Actual / Forecast / Previous',
        'Published value, consensus and the prior release; the actual is green when better than forecast for that indicator.',
      ),
      entry('Zone', 'Region and currency the event moves.'),
      entry('NOW line / countdown', 'The present moment in the list, and the time to the next release.'),
      entry('Time', 'In the display time zone of SET; “all day” for date-only events.'),
    ],
  },
  EV: {
    tables: 'view',
    figures: [
      entry('Surprise', 'Actual minus forecast, in standard deviations of the earlier surprises.'),
      entry('Std. dev.', 'Standard deviation of the earlier surprises.'),
      entry('Beat rate', 'Share of releases whose actual beat the forecast.'),
      entry('Mean surprise', 'Average surprise: the forecasters’ bias.'),
      entry('Revised to', 'What the next release revised this value to.'),
    ],
  },
  AGENDA: {
    tables: 'open',
    figures: [
      entry('Type', 'Economic event, holiday, or company event of a watchlist share.'),
      entry('Zone / share', 'The event’s zone, or the share whose diary it comes from.'),
    ],
  },
  CTRY: {
    tables: 'open',
    figures: [
      entry('Code', 'Two- and three-letter country codes.'),
      entry('Zone', 'The two-letter zone code the calendar uses.'),
      entry('Indicators', 'Economic indicators the service publishes for the country.'),
    ],
  },
  WL: {
    tables: 'open',
    figures: [
      entry('Last / NAV', 'Last price of a share or last NAV of a fund.'),
      entry('1D / 1M / YTD', 'Change over a day, a month and since the first of January.'),
    ],
  },
  PORT: {
    tables: 'open',
    figures: [
      entry('Cost basis / Avg cost', 'FIFO: what the open lots cost, quantity × price + buy fees; average cost is cost basis ÷ quantity.'),
      entry('Last / As of', 'The most recent cached price (NAV for funds), whichever dataset holds it, and its day.'),
      entry('Mkt value / Unrealized', 'Quantity × last price; unrealized is market value − cost basis, and % of cost basis.'),
      entry('Realized', 'Sale proceeds net of sell fees − the FIFO cost of the lots sold (oldest first); a fee transaction is a loss.'),
      entry('Dividends', 'Cash dividends received, net of their fees.'),
      entry('Day chg', 'Quantity × (last price − the cached price of the day before).'),
      entry('Weight', "Share of its currency's market value; not given while that currency's total is incomplete."),
      entry(
        'Totals',
        'One per currency, never converted (no exchange rates). "incomplete" names each open position without a cached price: the sums leave it out.',
      ),
      entry('Split', 'Multiplies the lots’ quantities by the ratio (2 for 2-for-1); their cost is unchanged.'),
      entry(
        'Cumulative return (TWR)',
        'Time-weighted: each day (value + paid out) ÷ (value the day before + put in) − 1, chained; deposits and withdrawals are not performance.',
      ),
      entry('Money', 'Exact to the currency’s minor unit (cents for EUR, none for XOF).'),
      AS_OF,
    ],
  },
  ALRT: {
    tables: 'open',
    figures: [
      entry('Share condition', alertGrammar('share')),
      entry('Fund condition', alertGrammar('fund')),
      entry(
        'Calendar / event condition',
        `${alertGrammar('calendar')}: "due in" warns before each matching event (shown by this window's clock).`,
      ),
      entry(
        'When a rule fires',
        'above / below: on the first bar the condition holds after one where it did not; crosses: on the bar that crosses. Once per bar; a new or edited rule looks only at bars cached after it was made.',
      ),
      entry('Bar / Value', 'The day of the bar that fired and the close, NAV, change (%) or study value on it.'),
      entry('Found', 'When the sync that brought the bar found the firing.'),
      entry('• / ALRT n', 'Unread firings, bold here and counted in the status bar; Enter or m marks read, M marks all.'),
      entry('Notifications', 'A firing shows a desktop notification when you allowed them (SET); it is always listed here.'),
    ],
  },
  WS: {
    tables: 'open',
    figures: [entry('Workspace', 'A saved layout: its panes, screens and link groups.'), entry('Panes', 'How many panes it has.')],
  },
  CHG: {
    tables: 'open',
    figures: [
      entry('Period', 'The latest sync run (default), or every run since a day (d); l goes back to the latest.'),
      entry('What', 'The field that changed, or the record within its list: a day for prices and NAVs, a member’s id for lists.'),
      entry('Change', 'added, removed, changed (Before → After), or first seen (N): the first sync of a list, counted once.'),
      entry('After', 'Green when a number rose, red when it fell.'),
      entry('Kind', 'prices, fundamentals, people, ratings, documents, calendar (keys 1–6; 0 all).'),
      entry('Dot (DES, EV)', 'A field the latest sync changed; hover or focus it for before → after.'),
      AS_OF,
    ],
  },
  DQ: {
    tables: 'view',
    figures: [
      entry('Dataset / Parent', 'What was being fetched, and the share, fund, event or country it belongs to.'),
      entry('Field / Reason', 'The part of the record refused and why.'),
      entry('Raw value', 'What the service sent, cut to 240 characters (never the token).'),
    ],
  },
  SYNC: {
    tables: 'open',
    figures: [
      entry('Records / Requests', 'Rows cached for the dataset, and how many requests filled them.'),
      entry('State', 'fresh: within the refresh policy (SET); stale: older, refreshed when next shown; not cached: never fetched.'),
      entry('Oldest fetch', 'The oldest cached answer of the dataset.'),
      entry('Rejected / Errors', 'Records refused (Enter shows them in DQ) and requests that failed.'),
      entry('Progress', 'Requests done of the total during “make available offline”, failures and time left.'),
    ],
  },
  SET: {
    tables: 'view',
    figures: [
      entry('Data source', 'The built-in demo market, or a Market Data Read Service with its token (kept by main, never shown).'),
      entry('Refresh policy', 'How old cached data may get before it is fetched again; empty keeps the default shown.'),
      entry('Number format', 'How numbers and dates are written everywhere.'),
      entry('Link hosts', 'Sites outside the data source you trusted or declined (Del forgets one).'),
    ],
  },
  HELP: {
    tables: 'open',
    figures: [
      entry('Functions', 'Every function code; Enter opens those that need no security.'),
      entry('Shortcuts', 'Every key, by where it works.'),
    ],
  },
};

/** The words of the shell itself: what HELP says about data age, the connection and the status bar. */
export const SHELL_TERMS: readonly Term[] = [
  entry('STALE', 'The data shown is older than the refresh policy allows (SET); the terminal fetches it again while you look.'),
  entry('OFFLINE', 'The data source cannot be reached: every screen keeps serving the cache and says how old it is.'),
  entry('DEMO / service name', 'Status bar, first cell: where the data comes from.'),
  entry('ONLINE / OFFLINE', 'Status bar: whether the data source answers.'),
  entry('TOKEN REFUSED', 'The service refused the token: enter it again in SET.'),
  entry('SYNC 3 min', 'Time since the last successful fetch from the data source.'),
  entry('Progress n/m', 'Requests done of the total while “make available offline” runs (SYNC, O).'),
  entry('CACHE 12.3 MB', 'Size of the local cache on disk.'),
  entry('BROWSER / ELECTRON', 'How the window talks to the terminal core: WebSocket (browser mode) or Electron IPC.'),
  entry('v1.2.3', 'Version of the app.'),
  entry('CORE 00:11:35', 'How long the terminal core (the process that holds the cache and fetches) has been running, hh:mm:ss.'),
  entry('● LINK', 'The window’s link to the terminal core: LINK, CONNECTING, NO LINK or NO TOKEN.'),
  entry('Clock', 'Local time of this computer.'),
];
