import type { RefusedRecord } from '../../../../src-main/ipc/contract';
import type { Column } from '../../components/table/columns';
import { msg, t } from '../../i18n';

// What a user scans for comes first (what, which field, why, what was sent); where it came from after.
export const DQ_COLUMNS: Column<RefusedRecord>[] = [
  { id: 'at', header: msg('When'), value: (r) => r.at, kind: 'datetime', width: 130 },
  { id: 'dataset', header: msg('Dataset'), value: (r) => r.dataset ?? r.endpoint, width: 110 },
  { id: 'field', header: msg('Field'), value: (r) => r.field || t('(record)'), width: 120 },
  { id: 'reason', header: msg('Reason'), value: (r) => r.reason, width: 190 },
  { id: 'raw', header: msg('Raw value'), value: (r) => r.excerpt, title: msg('What the service sent (at most 240 characters)') },
  { id: 'parent', header: msg('Parent'), value: (r) => r.parent, width: 60, title: msg('Share, fund, event or country id of the request') },
  {
    id: 'record',
    header: msg('Record'),
    value: (r) => r.recordId,
    width: 60,
    title: msg('The refused record’s own id, when it had a usable one'),
  },
  { id: 'endpoint', header: msg('Endpoint'), value: (r) => r.endpoint, width: 130 },
];
