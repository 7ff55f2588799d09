// What each field of a dataset holds, from the record schema that declares it (the spec's field
// tables): which are Dates (one canonical form in every export) and how a spreadsheet column
// stores and shows each (numbers as numbers, ratios as percentages, codes as text).
import { endpoints } from '../api/endpoints';
import { declaredKinds, type DeclaredKind } from '../api/schemas';
import type { SheetField, SheetKind } from '../shared/sheet-model';
import { DATASETS, type DatasetName } from './datasets';

/** Fractions the spec calls ratios (0.05 = 5 %): performances, volatilities, a bar's variation. */
const RATIO = /^(varp|volat|variation$|last_variation$)/;

/** Percentages served as such (5.2 = 5.2 %): kept as served, their header says so. */
const PERCENT_POINTS: Partial<Record<DatasetName, readonly string[]>> = {
  'share-shareholders': ['share'],
  'share-financials': ['net_income_growth', 'net_profit_growth', 'dividend_yield'],
  'country-indicators': ['gdp_growth', 'annual_average_inflation', 'public_debt', 'budget_balance', 'current_balance'],
};

const kindsOf = new Map<DatasetName, Readonly<Record<string, DeclaredKind>>>();

/** The declared kind of every (dotted) field of a dataset's records, its parent key first. */
function datasetKinds(dataset: DatasetName): Readonly<Record<string, DeclaredKind>> {
  let kinds = kindsOf.get(dataset);
  if (!kinds) {
    const def = DATASETS[dataset];
    const declared = declaredKinds(endpoints[def.endpoint].record);
    kinds = def.parent === null ? declared : { [def.parent]: 'integer', ...declared };
    kindsOf.set(dataset, kinds);
  }
  return kinds;
}

/** The dotted names of a dataset's declared Dates. */
export function dateFields(dataset: DatasetName): ReadonlySet<string> {
  return new Set(
    Object.entries(datasetKinds(dataset))
      .filter(([, kind]) => kind === 'date')
      .map(([key]) => key),
  );
}

/** The spreadsheet column of one field of a dataset. */
function sheetField(dataset: DatasetName, key: string): SheetField {
  const points = PERCENT_POINTS[dataset]?.includes(key) ?? false;
  return { key, header: points ? `${key} (%)` : key, kind: sheetKind(key, datasetKinds(dataset)[key]) };
}

function sheetKind(key: string, declared: DeclaredKind | undefined): SheetKind {
  const leaf = key.slice(key.lastIndexOf('.') + 1);
  switch (declared) {
    case 'date':
      return 'date';
    case 'integer':
      // Identifiers read as themselves (12345, not 12,345); counts get separators.
      return leaf === 'id' || leaf.endsWith('_id') ? 'id' : 'integer';
    case 'number':
      return RATIO.test(leaf) ? 'ratio' : 'number';
    default:
      return 'text';
  }
}

/**
 * The columns of a table of a dataset's (flattened) rows, in the order of the JSON and CSV exports
 * (members as the records hold them), then declared fields no row holds. An absent nested record
 * (`organization: null`) is its fields' empty cells, not a column.
 */
export function sheetFields(dataset: DatasetName, rows: readonly Readonly<Record<string, unknown>>[]): SheetField[] {
  const declared = Object.keys(datasetKinds(dataset));
  const keys = new Set<string>();
  const nestedParent = (key: string) => declared.some((d) => d.startsWith(`${key}.`));
  for (const row of rows) for (const key of Object.keys(row)) if (!keys.has(key) && !nestedParent(key)) keys.add(key);
  for (const key of declared) keys.add(key);
  return [...keys].map((key) => sheetField(dataset, key));
}
