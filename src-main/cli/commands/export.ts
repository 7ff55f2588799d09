import { parseArgs } from 'node:util';
import { DATASET_NAMES, isDatasetName } from '../../store/datasets';
import { datasetRecords } from '../../store/dataset-records';
import { openCache } from '../cache-options';
import { CliError } from '../cli-error';
import { complain } from '../complain';
import { exportFormat, writeRecords } from '../format/records';

/** `market-terminal export DATASET [--id ID] [--format json|ndjson|csv] [--db FILE]`: cached records to stdout. */
export function exportCommand(args: string[]): number {
  const { values, positionals } = parseArgs({
    args,
    allowPositionals: true,
    options: { id: { type: 'string' }, format: { type: 'string', default: 'json' }, db: { type: 'string' } },
  });
  const [dataset, ...extra] = positionals;
  if (!dataset || extra.length) throw new CliError(`export takes one dataset: ${DATASET_NAMES.join(', ')}`);
  if (!isDatasetName(dataset)) throw new CliError(`unknown dataset "${dataset}"; one of: ${DATASET_NAMES.join(', ')}`);
  const format = exportFormat(values.format);
  const id = values.id === undefined ? undefined : Number(values.id);
  if (id !== undefined && !Number.isInteger(id)) throw new CliError(`--id must be a whole number, got "${values.id}"`);

  const { store } = openCache(values.db);
  try {
    const chunks: string[] = [];
    let size = 0;
    const flush = () => {
      process.stdout.write(chunks.join(''));
      chunks.length = 0;
      size = 0;
    };
    // Read on a terminal, what the service sent must not drive it; a file or pipe gets the data as cached.
    const terminal = process.stdout.isTTY === true;
    const count = writeRecords(
      datasetRecords(store, dataset, id),
      format,
      (chunk) => {
        chunks.push(chunk);
        size += chunk.length;
        if (size > 1 << 16) flush();
      },
      terminal,
    );
    flush();
    if (count === 0) complain(`nothing cached for ${dataset}${id === undefined ? '' : ` ${id}`}; run "market-terminal sync" first`);
    return 0;
  } finally {
    store.close();
  }
}
