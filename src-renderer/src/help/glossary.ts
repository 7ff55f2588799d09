// What each screen's figures mean, written per function (the keys come from the key map). The
// record is keyed by FunctionCode, so a new screen does not type-check until it has its glossary.
import { alertGrammar } from '../../../src-main/shared/alerts/grammar';
import type { FunctionCode } from '../commands/functions';
import { msg } from '../i18n';
import type { Params } from '../i18n/t';

/** A word and what it means, in English marked for translation: TermList shows them through `t`. */
export interface Term {
  term: string;
  meaning: string;
  /** What fills the meaning's `{name}` placeholders (text that is never translated: a grammar). */
  params?: Params;
}

export interface ScreenGlossary {
  /** Its tables, if any: rows to look at, or rows Enter opens (the table keys apply either way). */
  tables: false | 'view' | 'open';
  figures: readonly Term[];
}

const entry = (term: string, meaning: string, params?: Params): Term => (params ? { term, meaning, params } : { term, meaning });

const AS_OF = entry(
  msg('as of (pane header)'),
  msg('When the data shown was fetched from the service; STALE or OFFLINE follow it when they apply.'),
);
const CHART_PRICE = [
  entry(msg('Candle'), msg('One trading day: body from open to close (green up, red down), wicks to the high and low.')),
  entry(msg('Volume'), msg('Shares traded that day, in the lower pane.')),
  entry('SMA 20 / 50 / 200', msg('Simple moving averages of the close over 20, 50 and 200 trading days (m cycles them).')),
  entry(msg('E / D markers'), msg('E: a company event from the diary (results, meeting). D: a dividend paid.')),
  entry(msg('Legend'), msg('Open, high, low, close, volume and change of the bar under the cursor (or the latest).')),
];

export const GLOSSARY: Record<FunctionCode, ScreenGlossary> = {
  DES: {
    tables: 'view',
    figures: [
      entry(msg('Last / Open / High / Low / Close'), msg('Prices of the latest session the service reported, in the share’s currency.')),
      entry(msg('Change'), msg('Last price against the previous close, in percent.')),
      entry('PER', msg('Price/earnings ratio: last price over the last reported earnings per share.')),
      entry(msg('Performance'), msg('Price change over 1 week, 1 month, year to date, 1 and 3 years, as reported by the service.')),
      entry(msg('Volatility'), msg('Annualised standard deviation of daily returns over the period.')),
      entry(msg('Date'), msg('Day of the price shown (the session), not the time it was fetched.')),
      entry(msg('NAV (fund)'), msg('Net asset value per part on its valuation day.')),
      AS_OF,
    ],
  },
  GP: {
    tables: false,
    figures: [
      ...CHART_PRICE,
      entry(
        msg('Studies (s)'),
        msg(
          'sma N, ema N, bb N K over the prices; rsi N, macd FAST SLOW SIGNAL, stoch N K D, atr N, obv each in a pane below. Computed over the whole cached history, so a day’s value does not depend on the range shown; nothing is drawn before a study is defined. The legend shows each one’s values at the cursor: click its name to edit it, × to remove it.',
        ),
      ),
      entry('EMA', msg('Exponential moving average, α = 2/(N+1), seeded with the simple average of the first N closes.')),
      entry(msg('Bollinger Bands'), msg('SMA N of the close ± K population standard deviations of the same N closes.')),
      entry('RSI, ATR', msg('Wilder’s smoothing: the mean of the first N values, then 1/N of each new one. RSI guides at 30 and 70.')),
      entry('MACD', msg('EMA(FAST) − EMA(SLOW); signal: EMA(SIGNAL) of MACD (dashed); histogram: MACD − signal.')),
      entry(
        msg('Stochastic (slow)'),
        msg('%K = SMA(K) of 100·(C − LL)/(HH − LL) over N days; %D = SMA(D) of %K (dashed). Guides at 20 and 80.'),
      ),
      entry('OBV', msg('On-balance volume: the day’s volume added on an up close, taken away on a down close.')),
      entry(msg('Range 1M … MAX'), msg('How much history is shown; MAX is every cached day.')),
      AS_OF,
    ],
  },
  HP: {
    tables: 'view',
    figures: [
      entry(msg('Open / High / Low / Close'), msg('Prices of each session in the share’s currency.')),
      entry(msg('Volume'), msg('Shares traded in the session.')),
      entry(msg('Var %'), msg('Close against the previous session’s close, in percent.')),
      entry(msg('From / To'), msg('The days shown (d edits them).')),
      AS_OF,
    ],
  },
  FA: {
    tables: 'view',
    figures: [
      entry(msg('Year'), msg('Fiscal year of the figures.')),
      entry(msg('NBI chg'), msg('Change of net banking income (revenue) against the previous year.')),
      entry(msg('Profit chg'), msg('Change of net profit against the previous year.')),
      entry(msg('Div/share'), msg('Dividend per share paid for the year.')),
      entry(msg('Yield'), msg('Dividend per share over the share price.')),
      entry('PER', msg('Price/earnings ratio for the year.')),
    ],
  },
  MGMT: {
    tables: 'view',
    figures: [
      entry(msg('Board of directors'), msg('Members of the board and their mandates; current first.')),
      entry(msg('Executive management'), msg('Executives and their roles; the second table (Tab reaches it).')),
      entry(msg('From / To / Renewed'), msg('Start, end and last renewal of the term.')),
      entry(msg('Term'), msg('current while the term runs, ended after it.')),
    ],
  },
  AUD: {
    tables: 'view',
    figures: [
      entry(msg('Auditor'), msg('Statutory auditor of the accounts.')),
      entry(msg('Appointment'), msg('Principal or alternate auditor.')),
    ],
  },
  HDS: {
    tables: 'view',
    figures: [
      entry(msg('Capital'), msg('Share of the capital held, in percent.')),
      entry(msg('Voting rights'), msg('Share of the voting rights, as published (may differ from the capital).')),
    ],
  },
  EVT: {
    tables: 'view',
    figures: [
      entry(msg('When'), msg('Upcoming or past company event.')),
      entry(msg('Date'), msg('Day of the event as the company announced it.')),
    ],
  },
  DOCS: {
    tables: 'open',
    figures: [
      entry(msg('Document'), msg('A report or filing; Enter opens it through the link guard.')),
      entry(msg('Date'), msg('Publication day.')),
    ],
  },
  RATE: {
    tables: 'view',
    figures: [
      entry(msg('Short term / Long term'), msg('The agency’s grades.')),
      entry(msg('ST / LT outlook'), msg('Where the agency sees the grade heading.')),
      entry(msg('Expires / Days left'), msg('When the rating lapses; EXPIRED once past.')),
    ],
  },
  TEAR: {
    tables: false,
    figures: [
      entry(
        msg('Tear sheet'),
        msg('A printable report of the share or fund from the cache: one page of summary, chart and key figures, one of details.'),
      ),
      entry(
        msg('Save as PDF'),
        msg('Ctrl+P: the desktop app asks where to save the PDF; a browser opens its print dialog (A4 or Letter, light on paper).'),
      ),
      entry(msg('Chart'), msg('A year of closes with volumes (a fund: NAVs), low and high of the year under it.')),
      AS_OF,
    ],
  },
  NAV: {
    tables: false,
    figures: [
      entry(msg('NAV'), msg('Net asset value per part, on each valuation day.')),
      entry(msg('Drawdown'), msg('Fall from the highest NAV so far, in percent (d shows its pane).')),
      entry(msg('Net assets / Parts'), msg('The fund’s total assets and number of parts, each in its own pane.')),
      AS_OF,
    ],
  },
  FEES: {
    tables: 'view',
    figures: [entry(msg('Fee'), msg('Management, entry, exit and other fees of the fund.')), entry('%', msg('The fee as a percentage.'))],
  },
  PERF: {
    tables: 'view',
    figures: [
      entry('API', msg('The figure the service publishes.')),
      entry(msg('Computed'), msg('The same figure computed here from the cached NAV history.')),
      entry('≠', msg('Marks a figure where the service and the computation differ.')),
      entry('Sharpe', msg('Excess return over the risk-free rate (SET) per unit of volatility.')),
      entry(msg('Max drawdown / Peak / Trough / Recovered'), msg('Largest fall from a high, its dates, and when the NAV got back.')),
      entry(
        msg('Rank / Q'),
        msg('Position among the cached funds of the category (“N of M”); quartile 1 is the best, shown from four funds.'),
      ),
    ],
  },
  CMP: {
    tables: false,
    figures: [
      entry(msg('Rebased to 100'), msg('Every series is 100 on the anchor day; 110 means +10% since then.')),
      entry(msg('Anchor'), msg('The latest first day of the series in the range, or the day chosen with b; the whole range stays drawn.')),
      entry(msg('Colours'), msg('A line keeps its colour while it is compared; a line added takes the colour left free.')),
      entry(msg('Share lines'), msg('Price returns (dividends not added).')),
    ],
  },
  MKT: {
    tables: 'open',
    figures: [
      entry(msg('Last'), msg('Latest price of the session.')),
      entry(msg('Var %'), msg('Last price against the previous close.')),
      entry(msg('Volume'), msg('Shares traded in the session.')),
      entry('PER', msg('Last price/earnings ratio.')),
      entry(msg('Price date'), msg('Day of the price shown.')),
      entry(msg('Movers'), msg('Biggest rises and falls of the day among the cached shares.')),
    ],
  },
  FUNDS: {
    tables: 'open',
    figures: [
      entry(msg('NAV / NAV date'), msg('Last net asset value per part and its valuation day.')),
      entry(msg('Returns'), msg('NAV change over the period.')),
      entry(msg('Sharpe 1Yᶜ / Max DD 1Yᶜ'), msg('Computed here from the cached NAVs (ᶜ): one-year Sharpe ratio and largest fall.')),
      entry('Qᶜ', msg('Quartile within the category, from four funds with the figure.')),
      entry(msg('Mgmt fee'), msg('Yearly management fee.')),
    ],
  },
  CAL: {
    tables: 'open',
    figures: [
      entry('Imp.', msg('Importance: ●●● HIGH, ●●○ MEDIUM, ●○○ LOW; HOLIDAY for market holidays.')),
      entry(
        msg('Actual / Forecast / Previous'),
        msg('Published value, consensus and the prior release; the actual is green when better than forecast for that indicator.'),
      ),
      entry(msg('Zone'), msg('Region and currency the event moves.')),
      entry(msg('NOW line / countdown'), msg('The present moment in the list, and the time to the next release.')),
      entry(msg('Time'), msg('In the display time zone of SET; “all day” for date-only events.')),
    ],
  },
  EV: {
    tables: 'view',
    figures: [
      entry(msg('Surprise'), msg('Actual minus forecast, in standard deviations of the earlier surprises.')),
      entry(msg('Std. dev.'), msg('Standard deviation of the earlier surprises.')),
      entry(msg('Beat rate'), msg('Share of releases whose actual beat the forecast.')),
      entry(msg('Mean surprise'), msg('Average surprise: the forecasters’ bias.')),
      entry(msg('Revised to'), msg('What the next release revised this value to.')),
    ],
  },
  AGENDA: {
    tables: 'open',
    figures: [
      entry(msg('Type'), msg('Economic event, holiday, or company event of a watchlist share.')),
      entry(msg('Zone / share'), msg('The event’s zone, or the share whose diary it comes from.')),
    ],
  },
  CTRY: {
    tables: 'open',
    figures: [
      entry(msg('Code'), msg('Two- and three-letter country codes.')),
      entry(msg('Zone'), msg('The two-letter zone code the calendar uses.')),
      entry(msg('Indicators'), msg('Economic indicators the service publishes for the country.')),
    ],
  },
  WL: {
    tables: 'open',
    figures: [
      entry(msg('Last / NAV'), msg('Last price of a share or last NAV of a fund.')),
      entry(msg('1D / 1M / YTD'), msg('Change over a day, a month and since the first of January.')),
    ],
  },
  PORT: {
    tables: 'open',
    figures: [
      entry(
        msg('Cost basis / Avg cost'),
        msg('FIFO: what the open lots cost, quantity × price + buy fees; average cost is cost basis ÷ quantity.'),
      ),
      entry(msg('Last / As of'), msg('The most recent cached price (NAV for funds), whichever dataset holds it, and its day.')),
      entry(msg('Mkt value / Unrealized'), msg('Quantity × last price; unrealized is market value − cost basis, and % of cost basis.')),
      entry(
        msg('Realized'),
        msg('Sale proceeds net of sell fees − the FIFO cost of the lots sold (oldest first); a fee transaction is a loss.'),
      ),
      entry(msg('Dividends'), msg('Cash dividends received, net of their fees.')),
      entry(msg('Day chg'), msg('Quantity × (last price − the cached price of the day before).')),
      entry(msg('Weight'), msg("Share of its currency's market value; not given while that currency's total is incomplete.")),
      entry(
        msg('Totals'),
        msg(
          'One per currency, never converted (no exchange rates). "incomplete" names each open position without a cached price: the sums leave it out.',
        ),
      ),
      entry(msg('Split'), msg('Multiplies the lots’ quantities by the ratio (2 for 2-for-1); their cost is unchanged.')),
      entry(
        msg('Cumulative return (TWR)'),
        msg(
          'Time-weighted: each day (value + paid out) ÷ (value the day before + put in) − 1, chained; deposits and withdrawals are not performance.',
        ),
      ),
      entry(msg('Money'), msg('Exact to the currency’s minor unit (cents for EUR, none for XOF).')),
      AS_OF,
    ],
  },
  ALRT: {
    tables: 'open',
    figures: [
      entry(msg('Share condition'), alertGrammar('share')),
      entry(msg('Fund condition'), alertGrammar('fund')),
      entry(
        msg('Calendar / event condition'),
        msg('{grammar}: "due in" warns before each matching event (shown by this window\'s clock).'),
        { grammar: alertGrammar('calendar') },
      ),
      entry(
        msg('When a rule fires'),
        msg(
          'above / below: on the first bar the condition holds after one where it did not; crosses: on the bar that crosses. Once per bar; a new or edited rule looks only at bars cached after it was made.',
        ),
      ),
      entry(msg('Bar / Value'), msg('The day of the bar that fired and the close, NAV, change (%) or study value on it.')),
      entry(msg('Found'), msg('When the sync that brought the bar found the firing.')),
      entry(msg('• / ALRT n'), msg('Unread firings, bold here and counted in the status bar; Enter or m marks read, M marks all.')),
      entry(msg('Notifications'), msg('A firing shows a desktop notification when you allowed them (SET); it is always listed here.')),
    ],
  },
  WS: {
    tables: 'open',
    figures: [
      entry(msg('Workspace'), msg('A saved layout: its panes, screens and link groups.')),
      entry(msg('Panes'), msg('How many panes it has.')),
    ],
  },
  CHG: {
    tables: 'open',
    figures: [
      entry(msg('Period'), msg('The latest sync run (default), or every run since a day (d); l goes back to the latest.')),
      entry(msg('What'), msg('The field that changed, or the record within its list: a day for prices and NAVs, a member’s id for lists.')),
      entry(
        msg('Change|journal'),
        msg('added, removed, changed (Before → After), or first seen (N): the first sync of a list, counted once.'),
      ),
      entry(msg('After'), msg('Green when a number rose, red when it fell.')),
      entry(msg('Kind'), msg('prices, fundamentals, people, ratings, documents, calendar (keys 1–6; 0 all).')),
      entry(msg('Dot (DES, EV)'), msg('A field the latest sync changed; hover or focus it for before → after.')),
      AS_OF,
    ],
  },
  DQ: {
    tables: 'view',
    figures: [
      entry(msg('Dataset / Parent'), msg('What was being fetched, and the share, fund, event or country it belongs to.')),
      entry(msg('Field / Reason'), msg('The part of the record refused and why.')),
      entry(msg('Raw value'), msg('What the service sent, cut to 240 characters (never the token).')),
    ],
  },
  SYNC: {
    tables: 'open',
    figures: [
      entry(msg('Records / Requests'), msg('Rows cached for the dataset, and how many requests filled them.')),
      entry(
        msg('State'),
        msg('fresh: within the refresh policy (SET); stale: older, refreshed when next shown; not cached: never fetched.'),
      ),
      entry(msg('Oldest fetch'), msg('The oldest cached answer of the dataset.')),
      entry(msg('Rejected / Errors'), msg('Records refused (Enter shows them in DQ) and requests that failed.')),
      entry(msg('Progress'), msg('Requests done of the total during “make available offline”, failures and time left.')),
    ],
  },
  SET: {
    tables: 'view',
    figures: [
      entry(msg('Data source'), msg('The built-in demo market, or a Market Data Read Service with its token (kept by main, never shown).')),
      entry(msg('Refresh policy'), msg('How old cached data may get before it is fetched again; empty keeps the default shown.')),
      entry(
        msg('Language'),
        msg('English or French; by default the system’s. Calendar categories and periods follow it; names from the service do not.'),
      ),
      entry(msg('Number format'), msg('How numbers are written everywhere: the language’s by default, or a locale chosen here.')),
      entry(msg('Link hosts'), msg('Sites outside the data source you trusted or declined (Del forgets one).')),
    ],
  },
  HELP: {
    tables: 'open',
    figures: [
      entry(msg('Functions'), msg('Every function code; Enter opens those that need no security.')),
      entry(msg('Shortcuts'), msg('Every key, by where it works.')),
    ],
  },
};

/** The words of the shell itself: what HELP says about data age, the connection and the status bar. */
export const SHELL_TERMS: readonly Term[] = [
  entry(msg('STALE'), msg('The data shown is older than the refresh policy allows (SET); the terminal fetches it again while you look.')),
  entry(msg('OFFLINE'), msg('The data source cannot be reached: every screen keeps serving the cache and says how old it is.')),
  entry(msg('DEMO / service name'), msg('Status bar, first cell: where the data comes from.')),
  entry(msg('ONLINE / OFFLINE'), msg('Status bar: whether the data source answers.')),
  entry(msg('TOKEN REFUSED'), msg('The service refused the token: enter it again in SET.')),
  entry(msg('SYNC 3 min'), msg('Time since the last successful fetch from the data source.')),
  entry(msg('Progress n/m'), msg('Requests done of the total while “make available offline” runs (SYNC, O).')),
  entry(msg('CACHE 12.3 MB'), msg('Size of the local cache on disk.')),
  entry(msg('BROWSER / ELECTRON'), msg('How the window talks to the terminal core: WebSocket (browser mode) or Electron IPC.')),
  entry('v1.2.3', msg('Version of the app.')),
  entry(msg('CORE 00:11:35'), msg('How long the terminal core (the process that holds the cache and fetches) has been running, hh:mm:ss.')),
  entry(msg('● LINK'), msg('The window’s link to the terminal core: LINK, CONNECTING, NO LINK or NO TOKEN.')),
  entry(msg('Clock'), msg('Local time of this computer.')),
];
