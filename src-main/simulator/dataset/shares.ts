// Listed shares: identity, a daily price history over the whole calendar (geometric random walk on the trading
// calendar), yearly financials tied to that history, and the SharesDto summary fields computed
// from it.
import { addYears, dayOf, isoDay, lastIndexOnOrBefore, yearOf, type DayNumber } from '../dates';
import { makeIsin } from '../isin';
import { createRng, deriveSeed, type Rng } from '../random';
import { LazyLookup } from '../lazy';
import type { Lookup, Share, ShareFinancial, SharePrice } from '../types';
import type { TradingCalendar } from './calendar';
import { COMPANIES, EXCHANGE, MEMBER_STATES, type CompanyDef, type MemberState } from './reference';
import { performanceSince, round, volatilitySince, windowStart } from './stats';
import { companyTexts } from './texts';

/** BRVM-style daily price band: a session cannot move more than ±7.5 %. */
const DAILY_LIMIT = 0.075;
const TRADING_DAYS_PER_YEAR = 252;

export interface GeneratedShare {
  share: Share;
  def: CompanyDef;
  state: MemberState;
  creationYear: number;
  listingDay: DayNumber;
  prices: SharePrice[];
  financials: ShareFinancial[];
}

function stateOf(code: string): MemberState {
  const state = MEMBER_STATES.find((s) => s.code === code);
  if (!state) throw new Error(`unknown member state ${code}`);
  return state;
}

export function phoneNumber(rng: Rng, state: MemberState): string {
  const two = () => String(rng.int(0, 99)).padStart(2, '0');
  return `${state.phonePrefix} ${state.phoneLead}${state.phoneLead.length === 4 ? String(rng.int(0, 9)) : ''} ${two()} ${two()} ${two()}`.replace(
    /\s+/g,
    ' ',
  );
}

function slug(text: string): string {
  return text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[’']/g, '-')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
}

/** Integer XOF price, at least 5 (the exchange's smallest tick). */
function px(value: number): number {
  return Math.max(5, Math.round(value));
}

interface Bars {
  days: number[];
  open: number[];
  high: number[];
  low: number[];
  close: number[];
  volume: number[];
  prevClose: number[];
}

/** The random walk: log returns ~ N(drift, sigma), clamped to the daily band, with illiquid days. */
function walk(rng: Rng, calendar: TradingCalendar, fromIndex: number, startPrice: number): Bars {
  const sigma = rng.float(0.009, 0.026);
  const drift = rng.normal(0.00015, 0.00025);
  const meanVolume = Math.exp(rng.float(Math.log(60), Math.log(40_000)));
  // Thinly traded shares have many sessions without a trade.
  const idleProbability = meanVolume < 500 ? rng.float(0.08, 0.2) : rng.float(0, 0.03);
  const bars: Bars = { days: [], open: [], high: [], low: [], close: [], volume: [], prevClose: [] };
  let prev = px(startPrice);
  for (let i = fromIndex; i < calendar.days.length; i++) {
    const day = calendar.days[i] as number;
    bars.days.push(day);
    bars.prevClose.push(prev);
    if (rng.chance(idleProbability)) {
      bars.open.push(prev);
      bars.high.push(prev);
      bars.low.push(prev);
      bars.close.push(prev);
      bars.volume.push(0);
      continue;
    }
    let r = rng.normal(drift, sigma);
    if (rng.chance(0.004)) r += rng.chance(0.5) ? 0.05 : -0.05; // news shock
    r = Math.max(-DAILY_LIMIT, Math.min(DAILY_LIMIT, r));
    const close = px(prev * Math.exp(r));
    const gap = Math.max(-DAILY_LIMIT, Math.min(DAILY_LIMIT, rng.normal(0, sigma * 0.4)));
    const open = px(prev * Math.exp(gap));
    const high = Math.max(open, close, px(Math.max(open, close) * (1 + Math.abs(rng.normal(0, sigma * 0.5)))));
    const low = Math.min(open, close, px(Math.min(open, close) * (1 - Math.abs(rng.normal(0, sigma * 0.5)))));
    const volume = Math.max(1, Math.round(meanVolume * Math.exp(rng.normal(-0.5, 1))));
    bars.open.push(open);
    bars.high.push(high);
    bars.low.push(low);
    bars.close.push(close);
    bars.volume.push(volume);
    prev = close;
  }
  return bars;
}

function average(values: number[], from: number, to: number): number {
  let sum = 0;
  for (let i = from; i < to; i++) sum += values[i] as number;
  return to > from ? sum / (to - from) : 0;
}

/** Fiscal years (Dec 31), newest first, with profits sized so the PER stays plausible. */
function financialsFor(
  rng: Rng,
  shareId: number,
  def: CompanyDef,
  bars: Bars,
  numberOfShares: number,
  anchor: DayNumber,
  listingDay: DayNumber,
): ShareFinancial[] {
  const lastYear = yearOf(anchor) - 1;
  const wanted = rng.int(5, 10);
  const firstYear = Math.max(lastYear - wanted + 1, yearOf(Math.max(listingDay, bars.days[0] as number)));
  const isoDates = rng.chance(0.5); // some issuers publish payment dates with a time part
  const payout = rng.float(0.35, 0.85);
  // Valuation multiples are persistent: a stock's PER drifts around its own level.
  const basePer = rng.float(6.5, 15);
  const rows: ShareFinancial[] = [];
  let prevProfit: number | null = null;
  let prevPnb: number | null = null;
  for (let year = firstYear; year <= lastYear; year++) {
    const yearEnd = dayOf(year, 12, 31);
    const from = lastIndexOnOrBefore(bars.days, dayOf(year, 1, 1) - 1) + 1;
    const to = lastIndexOnOrBefore(bars.days, yearEnd) + 1;
    const avgPrice = to > from ? average(bars.close, from, to) : (bars.close[0] as number);
    const closeAtYearEnd = to > 0 ? (bars.close[to - 1] as number) : (bars.close[0] as number);
    const targetPer = basePer * Math.exp(rng.normal(0, 0.12));
    const loss = rng.chance(0.06);
    const profit = Math.round((((avgPrice * numberOfShares) / targetPer) * (loss ? -rng.float(0.1, 0.5) : 1)) / 1e6) * 1e6;
    const pnb = def.bank ? Math.round((Math.abs(profit) * rng.float(2.8, 5)) / 1e6) * 1e6 : null;
    const eps = profit / numberOfShares;
    const dividend = profit > 0 && rng.chance(0.9) ? (eps * payout >= 100 ? Math.round(eps * payout) : round(eps * payout, 2)) : null;
    const payDay = dayOf(year + 1, rng.int(6, 8), rng.int(1, 28));
    rows.push({
      id: `${shareId}${year}`,
      fiscal_year: isoDay(yearEnd),
      net_banking_income: pnb,
      net_income_growth: pnb !== null && prevPnb !== null && prevPnb > 0 ? round((pnb / prevPnb - 1) * 100, 2) : null,
      net_profit: profit,
      net_profit_growth: prevProfit !== null && prevProfit > 0 ? round((profit / prevProfit - 1) * 100, 2) : null,
      dividend_per_share: dividend,
      dividend_yield: dividend !== null ? round((dividend / closeAtYearEnd) * 100, 2) : null,
      dividend_payment_date: dividend === null ? null : isoDates ? `${isoDay(payDay)}T00:00:00` : isoDay(payDay),
      per: eps > 0 ? round(closeAtYearEnd / eps, 2) : null,
    });
    prevProfit = profit;
    prevPnb = pnb;
  }
  return rows.reverse();
}

/** EPS in force on a day: the latest fiscal year published (end of April next year) by then. */
function epsResolver(financials: ShareFinancial[], numberOfShares: number): (day: DayNumber) => number {
  const published = financials
    .map((f) => ({ from: dayOf(Number(f.fiscal_year.slice(0, 4)) + 1, 4, 30), eps: f.net_profit / numberOfShares }))
    .sort((a, b) => a.from - b.from);
  const oldest = published[0]?.eps ?? 0;
  return (day) => {
    let eps = oldest;
    for (const p of published) if (p.from <= day) eps = p.eps;
    return eps;
  };
}

/** What a share's walk determines: drawn first from the share's own generator, so it can be drawn again. */
interface ShareSeries {
  rng: Rng;
  listingDay: DayNumber;
  creationYear: number;
  introductionPrice: number | null;
  bars: Bars;
  numberOfShares: number;
  financials: ShareFinancial[];
  history: () => SharePrice[];
  /** The latest `count` bars, most recent first. */
  latest: (count: number) => SharePrice[];
}

function shareSeries(seed: number, def: CompanyDef, id: number, calendar: TradingCalendar): ShareSeries {
  const rng = createRng(deriveSeed(seed, 'share', def.mnemo));
  const anchor = calendar.anchor;
  const recent = rng.chance(0.12);
  const listingDay = recent
    ? addYears(anchor, -rng.int(1, 6)) - rng.int(0, 300)
    : dayOf(rng.int(1998, 2013), rng.int(1, 12), rng.int(1, 28));
  const creationYear = yearOf(listingDay) - rng.int(3, 45);
  // The walk starts at listing, or at the calendar's first day for older listings.
  const fromIndex = Math.max(0, lastIndexOnOrBefore(calendar.days, listingDay) + 1);
  const level = Math.exp(rng.float(Math.log(400), Math.log(45_000)));
  const introductionPrice = recent
    ? Math.round(level / 5) * 5
    : rng.chance(0.85)
      ? Math.round((level * rng.float(0.3, 1.1)) / 5) * 5
      : null;
  const bars = walk(rng, calendar, fromIndex, recent && introductionPrice !== null ? introductionPrice : level);
  const numberOfShares = Math.round(Math.exp(rng.float(Math.log(2e6), Math.log(1.2e8))) / 1000) * 1000;
  const financials = financialsFor(rng, id, def, bars, numberOfShares, anchor, listingDay);
  const epsOn = epsResolver(financials, numberOfShares);

  const key = String(id);
  const bar = (i: number): SharePrice => {
    const close = bars.close[i] as number;
    const eps = epsOn(bars.days[i] as number);
    return {
      id: key,
      price_date: calendar.iso[fromIndex + i] as string,
      day_price: close,
      variation: round(close / (bars.prevClose[i] as number) - 1, 6),
      volume: bars.volume[i] as number,
      closing_price: close,
      opening_price: bars.open[i] as number,
      upper: bars.high[i] as number,
      lower: bars.low[i] as number,
      per: eps > 0 ? round(close / eps, 2) : null,
    };
  };
  // The whole history only when it is served: generating the market needs just the latest bars.
  const history = () => Array.from({ length: bars.days.length }, (_, i) => bar(i));
  const latest = (count: number) => Array.from({ length: Math.min(count, bars.days.length) }, (_, k) => bar(bars.days.length - 1 - k));
  return { rng, listingDay, creationYear, introductionPrice, bars, numberOfShares, financials, history, latest };
}

/**
 * The shares of `defs`, and their daily histories drawn again per share on request: at 10× and
 * more, holding every bar of every share would cost the demo market hundreds of megabytes.
 */
export function generateShares(
  seed: number,
  calendar: TradingCalendar,
  defs: readonly CompanyDef[] = COMPANIES,
): { shares: GeneratedShare[]; history: Lookup<number, SharePrice[]> } {
  const orderRng = createRng(deriveSeed(seed, 'share-order'));
  // The demo's own companies keep their order and ids at every scale; invented ones follow.
  const base = defs.slice(0, COMPANIES.length);
  const ordered = [...orderRng.sample(base, base.length), ...defs.slice(COMPANIES.length)];
  const usedIsins = new Set<string>();
  const result: GeneratedShare[] = [];
  const defById = new Map<number, CompanyDef>();
  let nextId = orderRng.int(1, 20);
  for (const def of ordered) {
    const id = nextId;
    nextId += orderRng.int(1, 6);
    defById.set(id, def);
    const state = stateOf(def.country);
    const anchor = calendar.anchor;
    const { rng, listingDay, creationYear, introductionPrice, bars, numberOfShares, financials, latest } = shareSeries(
      seed,
      def,
      id,
      calendar,
    );
    const latestCount = rng.int(10, 20);
    const prices = latest(latestCount).map((p) => ({ ...p, price_date: `${p.price_date}T00:00:00.000` }));
    const last = latest(1)[0];
    const series = { days: bars.days, values: bars.close };
    const perf = (w: string) => performanceSince(series, windowStart(anchor, w));
    const vol = (w: string) => volatilitySince(series, windowStart(anchor, w), TRADING_DAYS_PER_YEAR);
    const texts = companyTexts(rng, def, state.city, creationYear, yearOf(listingDay));
    const domain = `${slug(def.org)}.${def.country.toLowerCase()}`;
    const phone = phoneNumber(rng, state);
    const liquid = average(bars.volume, Math.max(0, bars.volume.length - 250), bars.volume.length) > 400;
    const isin = (() => {
      for (;;) {
        const candidate = makeIsin(`${state.isinPrefix}0000${String(rng.int(0, 99_999)).padStart(5, '0')}`);
        if (!usedIsins.has(candidate)) {
          usedIsins.add(candidate);
          return candidate;
        }
      }
    })();
    const share: Share = {
      id,
      internal_code: `SH${String(id).padStart(6, '0')}`,
      isin,
      name: `${def.short} ${def.country}`,
      quoting_place_code: EXCHANGE.code,
      quoting_place_name: EXCHANGE.name,
      first_quoting_date: rng.chance(0.5) ? isoDay(listingDay) : `${isoDay(listingDay)}T00:00:00`,
      introduction_price: introductionPrice,
      number_of_shares: numberOfShares,
      approval_number: rng.chance(0.8) ? `CREPMF/AE/${yearOf(listingDay)}-${String(rng.int(1, 40)).padStart(2, '0')}` : null,
      org_code: `${def.country}${String(rng.int(1000, 99_999)).padStart(5, '0')}`,
      org_name: def.org,
      country_code: state.code,
      country_name: state.name,
      currency_code: EXCHANGE.currencyCode,
      currency_name: EXCHANGE.currencyName,
      profile: texts.profile,
      address: rng.chance(0.95)
        ? `${String(rng.int(1, 18)).padStart(2, '0')} BP ${rng.int(100, 9999)} ${state.city}, ${rng.pick(['Plateau', 'Zone industrielle', 'Centre-ville', 'Quartier des affaires'])}`
        : null,
      phone_number: phone,
      email: rng.chance(0.9) ? `${rng.pick(['contact', 'info', 'investisseurs', 'communication'])}@${domain}` : null,
      website: rng.chance(0.9) ? `https://www.${domain}` : null,
      legal_status: rng.pick([
        'Société Anonyme',
        "Société Anonyme avec Conseil d'Administration",
        'Société Anonyme avec Administrateur Général',
      ]),
      siren: rng.chance(0.25) ? String(rng.int(100_000_000, 999_999_999)) : null,
      creation_year: rng.chance(0.92)
        ? `${creationYear}-${String(rng.int(1, 12)).padStart(2, '0')}-${String(rng.int(1, 28)).padStart(2, '0')} 00:00:00`
        : null,
      outlook: texts.outlook,
      historical: texts.historical,
      investment: texts.investment,
      activity_area: def.sector,
      reuters_code: rng.chance(0.9) ? `${def.mnemo}.BRV` : null,
      bloomberg_code: rng.chance(0.9) ? `${def.mnemo} ${def.country} Equity` : null,
      mnemo_code: def.mnemo,
      quoting_method: liquid ? 'Continu' : 'Fixing',
      fax: rng.chance(0.4) ? phoneNumber(rng, state) : null,
      last_date_price: last ? `${last.price_date}T00:00:00.000` : null,
      last_day_price: last?.day_price ?? null,
      last_variation: last?.variation ?? null,
      last_volume: last?.volume ?? null,
      last_closing_price: last?.closing_price ?? null,
      last_opening_price: last?.opening_price ?? null,
      last_upper: last?.upper ?? null,
      last_lower: last?.lower ?? null,
      last_per: last?.per ?? null,
      varp7d: perf('7d'),
      varp1m: perf('1m'),
      varp3m: perf('3m'),
      varp6m: perf('6m'),
      varpYtd: perf('ytd'),
      varp1y: perf('1y'),
      varp2y: perf('2y'),
      varp3y: perf('3y'),
      varp5y: perf('5y'),
      volat7d: vol('7d'),
      volat1m: vol('1m'),
      volat3m: vol('3m'),
      volat6m: vol('6m'),
      volat1y: vol('1y'),
      volat2y: vol('2y'),
      volat3y: vol('3y'),
      volat5y: vol('5y'),
    };
    result.push({ share, def, state, creationYear, listingDay, prices, financials });
  }
  const history = new LazyLookup<number, SharePrice[]>(defById.keys(), (id) => {
    const def = defById.get(id);
    return def && shareSeries(seed, def, id, calendar).history();
  });
  return { shares: result.sort((a, b) => a.share.id - b.share.id), history };
}
