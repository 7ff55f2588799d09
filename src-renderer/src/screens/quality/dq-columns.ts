import type { RefusedRecord } from '../../../../src-main/ipc/contract';
import type { Column } from '../../components/table/columns';

export const DQ_COLUMNS: Column<RefusedRecord>[] = [
  { id: 'at', header: 'When', value: (r) => r.at, kind: 'datetime', width: 150 },
  { id: 'dataset', header: 'Dataset', value: (r) => r.dataset ?? r.endpoint, width: 130 },
  { id: 'parent', header: 'Parent', value: (r) => r.parent, width: 64, title: 'Share, fund, event or country id of the request' },
  { id: 'record', header: 'Record', value: (r) => r.recordId, width: 64, title: 'The refused record’s own id, when it had a usable one' },
  { id: 'field', header: 'Field', value: (r) => r.field || '(record)', width: 130 },
  { id: 'reason', header: 'Reason', value: (r) => r.reason, width: 220 },
  { id: 'raw', header: 'Raw value', value: (r) => r.excerpt, title: 'What the service sent (at most 240 characters)' },
  { id: 'endpoint', header: 'Endpoint', value: (r) => r.endpoint, width: 130 },
];
