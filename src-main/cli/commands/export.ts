import { parseArgs } from 'node:util';
import { sourceKey, type DataSourceSetting } from '../../core/data-source';
import { datasetSheet, exportRecords, securityWorkbook } from '../../store/dataset-sheets';
import { DATASET_NAMES, isDatasetName, type DatasetName } from '../../store/datasets';
import { openCache } from '../cache-options';
import { CliError } from '../cli-error';
import { complain } from '../complain';
import { openOutput } from '../format/output';
import { writeRecords, type ExportFormat } from '../format/records';
import { xlsxBytes } from '../format/xlsx';
import { findSecurity } from '../security-arg';

const FORMATS: readonly (ExportFormat | 'xlsx')[] = ['json', 'ndjson', 'csv', 'xlsx'];

/**
 * `market-terminal export DATASET [--id ID] [--format json|ndjson|csv|xlsx] [--out FILE] [--db FILE]`:
 * cached records to stdout or a file; `export --security SEC --format xlsx --out FILE`: the
 * security's workbook.
 */
export async function exportCommand(args: string[]): Promise<number> {
  const { values, positionals } = parseArgs({
    args,
    allowPositionals: true,
    options: {
      id: { type: 'string' },
      security: { type: 'string' },
      format: { type: 'string', default: 'json' },
      out: { type: 'string' },
      db: { type: 'string' },
    },
  });
  const format = values.format as ExportFormat | 'xlsx';
  if (!FORMATS.includes(format)) throw new CliError(`--format must be one of ${FORMATS.join(', ')}`);
  const dataset = values.security === undefined ? datasetArg(positionals) : null;
  if (values.security !== undefined) {
    if (positionals.length) throw new CliError("export --security takes no dataset: it writes the security's workbook");
    if (values.id !== undefined) throw new CliError('export --security takes no --id: the security names the records');
    if (format !== 'xlsx') throw new CliError('export --security writes a workbook: add --format xlsx');
  }
  const id = values.id === undefined ? undefined : Number(values.id);
  if (id !== undefined && !Number.isInteger(id)) throw new CliError(`--id must be a whole number, got "${values.id}"`);
  // Checked before the cache is opened: a workbook's bytes would garble the terminal.
  if (format === 'xlsx' && values.out === undefined && process.stdout.isTTY === true) {
    throw new CliError('an xlsx workbook is binary and stdout is a terminal: write it to a file with --out FILE (or redirect stdout)');
  }

  const { store, source } = openCache(values.db);
  try {
    const context = { source: sourceLabel(source) };
    if (values.security !== undefined) {
      const named = findSecurity(store, values.security);
      const workbook = securityWorkbook(store, named.kind, named.id, context);
      if (!workbook) throw new CliError(`${named.code} is not cached; run "market-terminal sync" first`);
      writeAll(values.out, await xlsxBytes(workbook.sheets));
      if (workbook.missing.length) complain(`${named.code}: nothing cached for ${workbook.missing.join(', ')}; left out of the workbook`);
      return 0;
    }
    const set = dataset as DatasetName;
    let count: number;
    if (format === 'xlsx') {
      const { sheet, count: rows } = datasetSheet(store, set, id, context);
      writeAll(values.out, await xlsxBytes([sheet]));
      count = rows;
    } else {
      const output = openOutput(values.out);
      try {
        count = writeRecords(exportRecords(store, set, id), format, (chunk) => output.write(chunk), output.terminal);
      } finally {
        output.end();
      }
    }
    if (count === 0) complain(`nothing cached for ${set}${id === undefined ? '' : ` ${id}`}; run "market-terminal sync" first`);
    return 0;
  } finally {
    store.close();
  }
}

/** A workbook, built whole before its file is opened: a failure leaves no truncated file behind. */
function writeAll(file: string | undefined, bytes: Uint8Array): void {
  const output = openOutput(file);
  try {
    output.write(bytes);
  } finally {
    output.end();
  }
}

function datasetArg(positionals: string[]): DatasetName {
  const [dataset, ...extra] = positionals;
  if (!dataset || extra.length) throw new CliError(`export takes one dataset: ${DATASET_NAMES.join(', ')}`);
  if (!isDatasetName(dataset)) throw new CliError(`unknown dataset "${dataset}"; one of: ${DATASET_NAMES.join(', ')}`);
  return dataset;
}

/** Where the data comes from, as a workbook says it: never a URL's credentials. */
function sourceLabel(source: DataSourceSetting): string {
  return source.kind === 'demo' ? 'demo market (DEMO)' : sourceKey(source);
}
