import type { RefusedRecord } from '../../../../src-main/ipc/contract';
import type { Column } from '../../components/table/columns';

// What a user scans for comes first (what, which field, why, what was sent); where it came from after.
export const DQ_COLUMNS: Column<RefusedRecord>[] = [
  { id: 'at', header: 'When', value: (r) => r.at, kind: 'datetime', width: 130 },
  { id: 'dataset', header: 'Dataset', value: (r) => r.dataset ?? r.endpoint, width: 110 },
  { id: 'field', header: 'Field', value: (r) => r.field || '(record)', width: 120 },
  { id: 'reason', header: 'Reason', value: (r) => r.reason, width: 190 },
  { id: 'raw', header: 'Raw value', value: (r) => r.excerpt, title: 'What the service sent (at most 240 characters)' },
  { id: 'parent', header: 'Parent', value: (r) => r.parent, width: 60, title: 'Share, fund, event or country id of the request' },
  { id: 'record', header: 'Record', value: (r) => r.recordId, width: 60, title: 'The refused record’s own id, when it had a usable one' },
  { id: 'endpoint', header: 'Endpoint', value: (r) => r.endpoint, width: 130 },
];
