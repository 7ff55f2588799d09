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

const t = (term: string, meaning: string): Term => ({ term, meaning });

const AS_OF = t('as of (pane header)', 'When the data shown was fetched from the service; STALE or OFFLINE follow it when they apply.');
const CHART_PRICE = [
  t('Candle', 'One trading day: body from open to close (green up, red down), wicks to the high and low.'),
  t('Volume', 'Shares traded that day, in the lower pane.'),
  t('SMA 20 / 50 / 200', 'Simple moving averages of the close over 20, 50 and 200 trading days (m cycles them).'),
  t('E / D markers', 'E: a company event from the diary (results, meeting). D: a dividend paid.'),
  t('Legend', 'Open, high, low, close, volume and change of the bar under the cursor (or the latest).'),
];

export const GLOSSARY: Record<FunctionCode, ScreenGlossary> = {
  DES: {
    tables: 'view',
    figures: [
      t('Last / Open / High / Low / Close', 'Prices of the latest session the service reported, in the share’s currency.'),
      t('Change', 'Last price against the previous close, in percent.'),
      t('PER', 'Price/earnings ratio: last price over the last reported earnings per share.'),
      t('Performance', 'Price change over 1 week, 1 month, year to date, 1 and 3 years, as reported by the service.'),
      t('Volatility', 'Annualised standard deviation of daily returns over the period.'),
      t('Date', 'Day of the price shown (the session), not the time it was fetched.'),
      t('NAV (fund)', 'Net asset value per part on its valuation day.'),
      AS_OF,
    ],
  },
  GP: {
    tables: false,
    figures: [
      ...CHART_PRICE,
      t(
        'Studies (s)',
        'sma N, ema N, bb N K over the prices; rsi N, macd FAST SLOW SIGNAL, stoch N K D, atr N, obv each in a pane below. Computed over the whole cached history, so a day’s value does not depend on the range shown; nothing is drawn before a study is defined. The legend shows each one’s values at the cursor: click its name to edit it, × to remove it.',
      ),
      t('EMA', 'Exponential moving average, α = 2/(N+1), seeded with the simple average of the first N closes.'),
      t('Bollinger Bands', 'SMA N of the close ± K population standard deviations of the same N closes.'),
      t('RSI, ATR', 'Wilder’s smoothing: the mean of the first N values, then 1/N of each new one. RSI guides at 30 and 70.'),
      t('MACD', 'EMA(FAST) − EMA(SLOW); signal: EMA(SIGNAL) of MACD (dashed); histogram: MACD − signal.'),
      t('Stochastic (slow)', '%K = SMA(K) of 100·(C − LL)/(HH − LL) over N days; %D = SMA(D) of %K (dashed). Guides at 20 and 80.'),
      t('OBV', 'On-balance volume: the day’s volume added on an up close, taken away on a down close.'),
      t('Range 1M … MAX', 'How much history is shown; MAX is every cached day.'),
      AS_OF,
    ],
  },
  HP: {
    tables: 'view',
    figures: [
      t('Open / High / Low / Close', 'Prices of each session in the share’s currency.'),
      t('Volume', 'Shares traded in the session.'),
      t('Var %', 'Close against the previous session’s close, in percent.'),
      t('From / To', 'The days shown (d edits them).'),
      AS_OF,
    ],
  },
  FA: {
    tables: 'view',
    figures: [
      t('Year', 'Fiscal year of the figures.'),
      t('NBI chg', 'Change of net banking income (revenue) against the previous year.'),
      t('Profit chg', 'Change of net profit against the previous year.'),
      t('Div/share', 'Dividend per share paid for the year.'),
      t('Yield', 'Dividend per share over the share price.'),
      t('PER', 'Price/earnings ratio for the year.'),
    ],
  },
  MGMT: {
    tables: 'view',
    figures: [
      t('Board of directors', 'Members of the board and their mandates; current first.'),
      t('Executive management', 'Executives and their roles; the second table (Tab reaches it).'),
      t('From / To / Renewed', 'Start, end and last renewal of the term.'),
      t('Term', 'current while the term runs, ended after it.'),
    ],
  },
  AUD: {
    tables: 'view',
    figures: [t('Auditor', 'Statutory auditor of the accounts.'), t('Appointment', 'Principal or alternate auditor.')],
  },
  HDS: {
    tables: 'view',
    figures: [
      t('Capital', 'Share of the capital held, in percent.'),
      t('Voting rights', 'Share of the voting rights, as published (may differ from the capital).'),
    ],
  },
  EVT: {
    tables: 'view',
    figures: [t('When', 'Upcoming or past company event.'), t('Date', 'Day of the event as the company announced it.')],
  },
  DOCS: {
    tables: 'open',
    figures: [t('Document', 'A report or filing; Enter opens it through the link guard.'), t('Date', 'Publication day.')],
  },
  RATE: {
    tables: 'view',
    figures: [
      t('Short term / Long term', 'The agency’s grades.'),
      t('ST / LT outlook', 'Where the agency sees the grade heading.'),
      t('Expires / Days left', 'When the rating lapses; EXPIRED once past.'),
    ],
  },
  TEAR: {
    tables: false,
    figures: [
      t(
        'Tear sheet',
        'A printable report of the share or fund from the cache: one page of summary, chart and key figures, one of details.',
      ),
      t(
        'Save as PDF',
        'Ctrl+P: the desktop app asks where to save the PDF; a browser opens its print dialog (A4 or Letter, light on paper).',
      ),
      t('Chart', 'A year of closes with volumes (a fund: NAVs), low and high of the year under it.'),
      AS_OF,
    ],
  },
  NAV: {
    tables: false,
    figures: [
      t('NAV', 'Net asset value per part, on each valuation day.'),
      t('Drawdown', 'Fall from the highest NAV so far, in percent (d shows its pane).'),
      t('Net assets / Parts', 'The fund’s total assets and number of parts, each in its own pane.'),
      AS_OF,
    ],
  },
  FEES: { tables: 'view', figures: [t('Fee', 'Management, entry, exit and other fees of the fund.'), t('%', 'The fee as a percentage.')] },
  PERF: {
    tables: 'view',
    figures: [
      t('API', 'The figure the service publishes.'),
      t('Computed', 'The same figure computed here from the cached NAV history.'),
      t('≠', 'Marks a figure where the service and the computation differ.'),
      t('Sharpe', 'Excess return over the risk-free rate (SET) per unit of volatility.'),
      t('Max drawdown / Peak / Trough / Recovered', 'Largest fall from a high, its dates, and when the NAV got back.'),
      t('Rank / Q', 'Position among the cached funds of the category (“N of M”); quartile 1 is the best, shown from four funds.'),
    ],
  },
  CMP: {
    tables: false,
    figures: [
      t('Rebased to 100', 'Every series is 100 on the anchor day; 110 means +10% since then.'),
      t('Anchor', 'The latest first day of the series in the range, or the day chosen with b; the whole range stays drawn.'),
      t('Colours', 'A line keeps its colour while it is compared; a line added takes the colour left free.'),
      t('Share lines', 'Price returns (dividends not added).'),
    ],
  },
  MKT: {
    tables: 'open',
    figures: [
      t('Last', 'Latest price of the session.'),
      t('Var %', 'Last price against the previous close.'),
      t('Volume', 'Shares traded in the session.'),
      t('PER', 'Last price/earnings ratio.'),
      t('Price date', 'Day of the price shown.'),
      t('Movers', 'Biggest rises and falls of the day among the cached shares.'),
    ],
  },
  FUNDS: {
    tables: 'open',
    figures: [
      t('NAV / NAV date', 'Last net asset value per part and its valuation day.'),
      t('Returns', 'NAV change over the period.'),
      t('Sharpe 1Yᶜ / Max DD 1Yᶜ', 'Computed here from the cached NAVs (ᶜ): one-year Sharpe ratio and largest fall.'),
      t('Qᶜ', 'Quartile within the category, from four funds with the figure.'),
      t('Mgmt fee', 'Yearly management fee.'),
    ],
  },
  CAL: {
    tables: 'open',
    figures: [
      t('Imp.', 'Importance: ●●● HIGH, ●●○ MEDIUM, ●○○ LOW; HOLIDAY for market holidays.'),
      t(
        'Actual / Forecast / Previous',
        'Published value, consensus and the prior release; the actual is green when better than forecast for that indicator.',
      ),
      t('Zone', 'Region and currency the event moves.'),
      t('NOW line / countdown', 'The present moment in the list, and the time to the next release.'),
      t('Time', 'In the display time zone of SET; “all day” for date-only events.'),
    ],
  },
  EV: {
    tables: 'view',
    figures: [
      t('Surprise', 'Actual minus forecast, in standard deviations of the earlier surprises.'),
      t('Std. dev.', 'Standard deviation of the earlier surprises.'),
      t('Beat rate', 'Share of releases whose actual beat the forecast.'),
      t('Mean surprise', 'Average surprise: the forecasters’ bias.'),
      t('Revised to', 'What the next release revised this value to.'),
    ],
  },
  AGENDA: {
    tables: 'open',
    figures: [
      t('Type', 'Economic event, holiday, or company event of a watchlist share.'),
      t('Zone / share', 'The event’s zone, or the share whose diary it comes from.'),
    ],
  },
  CTRY: {
    tables: 'open',
    figures: [
      t('Code', 'Two- and three-letter country codes.'),
      t('Zone', 'The two-letter zone code the calendar uses.'),
      t('Indicators', 'Economic indicators the service publishes for the country.'),
    ],
  },
  WL: {
    tables: 'open',
    figures: [
      t('Last / NAV', 'Last price of a share or last NAV of a fund.'),
      t('1D / 1M / YTD', 'Change over a day, a month and since the first of January.'),
    ],
  },
  PORT: {
    tables: 'open',
    figures: [
      t('Cost basis / Avg cost', 'FIFO: what the open lots cost, quantity × price + buy fees; average cost is cost basis ÷ quantity.'),
      t('Last / As of', 'The most recent cached price (NAV for funds), whichever dataset holds it, and its day.'),
      t('Mkt value / Unrealized', 'Quantity × last price; unrealized is market value − cost basis, and % of cost basis.'),
      t('Realized', 'Sale proceeds net of sell fees − the FIFO cost of the lots sold (oldest first); a fee transaction is a loss.'),
      t('Dividends', 'Cash dividends received, net of their fees.'),
      t('Day chg', 'Quantity × (last price − the cached price of the day before).'),
      t('Weight', "Share of its currency's market value; not given while that currency's total is incomplete."),
      t(
        'Totals',
        'One per currency, never converted (no exchange rates). "incomplete" names each open position without a cached price: the sums leave it out.',
      ),
      t('Split', 'Multiplies the lots’ quantities by the ratio (2 for 2-for-1); their cost is unchanged.'),
      t(
        'Cumulative return (TWR)',
        'Time-weighted: each day (value + paid out) ÷ (value the day before + put in) − 1, chained; deposits and withdrawals are not performance.',
      ),
      t('Money', 'Exact to the currency’s minor unit (cents for EUR, none for XOF).'),
      AS_OF,
    ],
  },
  ALRT: {
    tables: 'open',
    figures: [
      t('Share condition', alertGrammar('share')),
      t('Fund condition', alertGrammar('fund')),
      t(
        'Calendar / event condition',
        `${alertGrammar('calendar')}: "due in" warns before each matching event (shown by this window's clock).`,
      ),
      t(
        'When a rule fires',
        'above / below: on the first bar the condition holds after one where it did not; crosses: on the bar that crosses. Once per bar; a new or edited rule looks only at bars cached after it was made.',
      ),
      t('Bar / Value', 'The day of the bar that fired and the close, NAV, change (%) or study value on it.'),
      t('Found', 'When the sync that brought the bar found the firing.'),
      t('• / ALRT n', 'Unread firings, bold here and counted in the status bar; Enter or m marks read, M marks all.'),
      t('Notifications', 'A firing shows a desktop notification when you allowed them (SET); it is always listed here.'),
    ],
  },
  WS: {
    tables: 'open',
    figures: [t('Workspace', 'A saved layout: its panes, screens and link groups.'), t('Panes', 'How many panes it has.')],
  },
  CHG: {
    tables: 'open',
    figures: [
      t('Period', 'The latest sync run (default), or every run since a day (d); l goes back to the latest.'),
      t('What', 'The field that changed, or the record within its list: a day for prices and NAVs, a member’s id for lists.'),
      t('Change', 'added, removed, changed (Before → After), or first seen (N): the first sync of a list, counted once.'),
      t('After', 'Green when a number rose, red when it fell.'),
      t('Kind', 'prices, fundamentals, people, ratings, documents, calendar (keys 1–6; 0 all).'),
      t('Dot (DES, EV)', 'A field the latest sync changed; hover or focus it for before → after.'),
      AS_OF,
    ],
  },
  DQ: {
    tables: 'view',
    figures: [
      t('Dataset / Parent', 'What was being fetched, and the share, fund, event or country it belongs to.'),
      t('Field / Reason', 'The part of the record refused and why.'),
      t('Raw value', 'What the service sent, cut to 240 characters (never the token).'),
    ],
  },
  SYNC: {
    tables: 'open',
    figures: [
      t('Records / Requests', 'Rows cached for the dataset, and how many requests filled them.'),
      t('State', 'fresh: within the refresh policy (SET); stale: older, refreshed when next shown; not cached: never fetched.'),
      t('Oldest fetch', 'The oldest cached answer of the dataset.'),
      t('Rejected / Errors', 'Records refused (Enter shows them in DQ) and requests that failed.'),
      t('Progress', 'Requests done of the total during “make available offline”, failures and time left.'),
    ],
  },
  SET: {
    tables: 'view',
    figures: [
      t('Data source', 'The built-in demo market, or a Market Data Read Service with its token (kept by main, never shown).'),
      t('Refresh policy', 'How old cached data may get before it is fetched again; empty keeps the default shown.'),
      t('Number format', 'How numbers and dates are written everywhere.'),
      t('Link hosts', 'Sites outside the data source you trusted or declined (Del forgets one).'),
    ],
  },
  HELP: {
    tables: 'open',
    figures: [
      t('Functions', 'Every function code; Enter opens those that need no security.'),
      t('Shortcuts', 'Every key, by where it works.'),
    ],
  },
};

/** The words of the shell itself: what HELP says about data age, the connection and the status bar. */
export const SHELL_TERMS: readonly Term[] = [
  t('STALE', 'The data shown is older than the refresh policy allows (SET); the terminal fetches it again while you look.'),
  t('OFFLINE', 'The data source cannot be reached: every screen keeps serving the cache and says how old it is.'),
  t('DEMO / service name', 'Status bar, first cell: where the data comes from.'),
  t('ONLINE / OFFLINE', 'Status bar: whether the data source answers.'),
  t('TOKEN REFUSED', 'The service refused the token: enter it again in SET.'),
  t('SYNC 3 min', 'Time since the last successful fetch from the data source.'),
  t('Progress n/m', 'Requests done of the total while “make available offline” runs (SYNC, O).'),
  t('CACHE 12.3 MB', 'Size of the local cache on disk.'),
  t('BROWSER / ELECTRON', 'How the window talks to the terminal core: WebSocket (browser mode) or Electron IPC.'),
  t('v1.2.3', 'Version of the app.'),
  t('CORE 00:11:35', 'How long the terminal core (the process that holds the cache and fetches) has been running, hh:mm:ss.'),
  t('● LINK', 'The window’s link to the terminal core: LINK, CONNECTING, NO LINK or NO TOKEN.'),
  t('Clock', 'Local time of this computer.'),
];
