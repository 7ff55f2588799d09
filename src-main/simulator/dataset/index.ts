// Builds the whole demo market from one seed. Pure: same seed and options (scale included) → deep-equal data.
import { DEFAULT_ANCHOR_DATE, isValidIsoDay } from '../dates';
import { checkScale, historyYears } from '../scale';
import type { Dataset, DocumentFile } from '../types';
import { buildCalendar } from './calendar';
import { COUNTRY_DEFS, generateCountries } from './countries';
import { generateEvents } from './events';
import { FUNDS_AT_1X, generateFunds } from './funds';
import { EXCHANGE } from './reference';
import { generateShareDetails } from './share-details';
import { companiesAtScale } from './scaled-companies';
import { generateShares } from './shares';

export interface GenerateOptions {
  /** Origin that document paths point at; the running simulator passes its own. */
  origin?: string;
  /** The generation "today", YYYY-MM-DD. */
  anchorDate?: string;
  /** Market size: N × the shares, funds and events, longer histories (default 1, see scale.ts). */
  scale?: number;
}

export function generateDataset(seed: number, options: GenerateOptions = {}): Dataset {
  if (!Number.isSafeInteger(seed)) throw new Error(`seed must be an integer, got ${seed}`);
  const anchorDate = options.anchorDate ?? DEFAULT_ANCHOR_DATE;
  if (!isValidIsoDay(anchorDate)) throw new Error(`anchorDate must be YYYY-MM-DD, got ${anchorDate}`);
  const origin = (options.origin ?? 'http://127.0.0.1').replace(/\/+$/, '');
  const scale = checkScale(options.scale ?? 1);
  const s = seed >>> 0;

  // The share histories cover the whole calendar.
  const calendar = buildCalendar(s, anchorDate, historyYears(scale));
  const files = new Map<string, DocumentFile>();
  const { shares: generated, history } = generateShares(s, calendar, companiesAtScale(s, scale));
  const details = generateShareDetails(s, generated, calendar.anchor, origin, files);
  const funds = generateFunds(s, calendar, origin, files, FUNDS_AT_1X * scale);
  const events = generateEvents(s, calendar.anchor, scale);
  const countries = generateCountries(s, calendar.anchor);

  const perShare = <T>(pick: (d: NonNullable<ReturnType<typeof details.get>>) => T) =>
    new Map(
      generated.map((g) => {
        const d = details.get(g.share.id);
        if (!d) throw new Error(`missing details for share ${g.share.id}`);
        return [g.share.id, pick(d)] as const;
      }),
    );

  return {
    seed,
    scale,
    anchorDate,
    origin,
    exchange: { ...EXCHANGE },
    shares: generated.map((g) => g.share),
    sharePrices: new Map(generated.map((g) => [g.share.id, g.prices])),
    shareHistory: history,
    financials: new Map(generated.map((g) => [g.share.id, g.financials])),
    board: perShare((d) => d.board),
    executives: perShare((d) => d.executives),
    auditors: perShare((d) => d.auditors),
    shareholders: perShare((d) => d.shareholders),
    diary: perShare((d) => d.diary),
    documents: perShare((d) => d.documents),
    ratings: perShare((d) => d.ratings),
    funds: funds.funds,
    fundValuations: funds.fundValuations,
    fundDocuments: funds.fundDocuments,
    events: events.events,
    eventHistory: events.eventHistory,
    countries: countries.countries,
    indicators: countries.indicators,
    links: countries.links,
    geo: {
      countryIdByZoneCode: new Map(COUNTRY_DEFS.map((c) => [c.zone.code, c.id])),
      membersByCountryId: new Map(COUNTRY_DEFS.filter((c) => c.members).map((c) => [c.id, c.members ?? []])),
    },
    documentFiles: files,
  };
}
