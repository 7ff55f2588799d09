// The service's 22 GET operations: path, response shape, record schema and the query
// parameters each one takes. The client, the sync engine and the contract tests all read this table.
import { z } from 'zod';
import {
  boardMemberSchema,
  calendarEventSchema,
  countryIndicatorSchema,
  countryLinkSchema,
  countrySchema,
  diaryEntrySchema,
  fundDocumentSchema,
  fundSchema,
  fundValuationSchema,
  shareAuditorSchema,
  shareDocumentSchema,
  shareFinancialSchema,
  shareholderSchema,
  sharePriceSchema,
  shareRatingSchema,
  shareSchema,
} from './schemas';

/** `page`: {meta, data[]}; `list`: {data[]} without meta; `single`: {data}. */
export type ResponseShape = 'page' | 'list' | 'single';

const isoDay = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'expected a date as YYYY-MM-DD');
const text = z.string().min(1).max(200);
const ids = z.array(z.number().int().nonnegative()).min(1);

const noQuery = z.object({}).strict();
const dateRange = z.object({ from: isoDay.optional(), to: isoDay.optional() }).strict();

function endpoint<R, Q extends z.ZodObject, Id extends boolean, S extends ResponseShape>(def: {
  path: string; // with {id} where the record's identifier goes
  shape: S;
  record: z.ZodType<R, unknown>;
  query: Q;
  id: Id;
}) {
  return def;
}

export const endpoints = {
  shares: endpoint({
    path: '/v1/shares',
    shape: 'page',
    record: shareSchema,
    id: false,
    query: z
      .object({
        name: text.optional(),
        structure: text.optional(),
        currency: text.optional(),
        country: text.optional(),
        quoting_place: text.optional(),
      })
      .strict(),
  }),
  share: endpoint({ path: '/v1/shares/{id}', shape: 'single', record: shareSchema, id: true, query: noQuery }),
  sharePrices: endpoint({ path: '/v1/shares/price/{id}', shape: 'page', record: sharePriceSchema, id: true, query: noQuery }),
  shareHistory: endpoint({ path: '/v1/shares/historic/{id}', shape: 'page', record: sharePriceSchema, id: true, query: dateRange }),
  shareFinancials: endpoint({
    path: '/v1/shares/financial-data/{id}',
    shape: 'page',
    record: shareFinancialSchema,
    id: true,
    query: noQuery,
  }),
  shareBoard: endpoint({ path: '/v1/shares/board-of-directors/{id}', shape: 'page', record: boardMemberSchema, id: true, query: noQuery }),
  shareExecutives: endpoint({
    path: '/v1/shares/executive-management/{id}',
    shape: 'page',
    record: boardMemberSchema,
    id: true,
    query: noQuery,
  }),
  shareAuditors: endpoint({ path: '/v1/shares/auditors/{id}', shape: 'list', record: shareAuditorSchema, id: true, query: noQuery }),
  shareShareholders: endpoint({ path: '/v1/shares/shareholders/{id}', shape: 'page', record: shareholderSchema, id: true, query: noQuery }),
  shareDiary: endpoint({ path: '/v1/shares/diary/{id}', shape: 'page', record: diaryEntrySchema, id: true, query: noQuery }),
  shareDocuments: endpoint({ path: '/v1/shares/documents/{id}', shape: 'page', record: shareDocumentSchema, id: true, query: noQuery }),
  shareRatings: endpoint({ path: '/v1/shares/rating/{id}', shape: 'page', record: shareRatingSchema, id: true, query: noQuery }),

  funds: endpoint({
    path: '/v1/funds',
    shape: 'page',
    record: fundSchema,
    id: false,
    query: z
      .object({
        name: text.optional(),
        company: text.optional(),
        place: text.optional(),
        currency: text.optional(),
        nature: text.optional(),
        category: text.optional(),
        periodicity: text.optional(),
      })
      .strict(),
  }),
  fund: endpoint({ path: '/v1/funds/{id}', shape: 'single', record: fundSchema, id: true, query: noQuery }),
  fundValuations: endpoint({ path: '/v1/funds/vl/{id}', shape: 'page', record: fundValuationSchema, id: true, query: dateRange }),
  fundDocuments: endpoint({ path: '/v1/funds/documents/{id}', shape: 'page', record: fundDocumentSchema, id: true, query: noQuery }),

  events: endpoint({
    path: '/v1/events',
    shape: 'page',
    record: calendarEventSchema,
    id: false,
    query: z
      .object({
        q: text.optional(),
        from: isoDay.optional(),
        to: isoDay.optional(),
        categories: ids.optional(),
        geo_type: z.enum(['COUNTRY', 'ZONE']).optional(),
        geo_values: ids.optional(),
      })
      .strict(),
  }),
  event: endpoint({ path: '/v1/events/{id}', shape: 'single', record: calendarEventSchema, id: true, query: noQuery }),
  eventHistory: endpoint({ path: '/v1/events/history/{id}', shape: 'page', record: calendarEventSchema, id: true, query: noQuery }),

  countries: endpoint({ path: '/v1/countries', shape: 'page', record: countrySchema, id: false, query: noQuery }),
  countryIndicators: endpoint({
    path: '/v1/countries/economics_indicators/{id}',
    shape: 'page',
    record: countryIndicatorSchema,
    id: true,
    query: noQuery,
  }),
  countryLinks: endpoint({ path: '/v1/countries/useful_links/{id}', shape: 'page', record: countryLinkSchema, id: true, query: noQuery }),
} as const;

export type Endpoints = typeof endpoints;
export type EndpointName = keyof Endpoints;
export type RecordOf<N extends EndpointName> = z.output<Endpoints[N]['record']>;
export type QueryOf<N extends EndpointName> = z.input<Endpoints[N]['query']>;
export type ListEndpoint = { [N in EndpointName]: Endpoints[N]['shape'] extends 'single' ? never : N }[EndpointName];
export type SingleEndpoint = { [N in EndpointName]: Endpoints[N]['shape'] extends 'single' ? N : never }[EndpointName];

/** What a call needs: the record id for `/{id}` paths, and the endpoint's own query parameters. */
export type ParamsOf<N extends EndpointName> = (Endpoints[N]['id'] extends true ? { id: string | number } : { id?: never }) & {
  query?: QueryOf<N>;
};
