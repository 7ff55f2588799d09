import type { Column } from '../../components/table/columns';
import type { ChangeLine } from './change-lines';

// What moved first (security, item, before → after), then how and where it came from.
export const CHANGE_COLUMNS: Column<ChangeLine>[] = [
  { id: 'group', header: 'Security', value: (l) => l.group, width: 150 },
  {
    id: 'item',
    header: 'What',
    value: (l) => l.item,
    width: 150,
    title: 'The field that changed, or the record within its list (a day, a member)',
  },
  { id: 'before', header: 'Before', value: (l) => l.before },
  { id: 'after', header: 'After', value: (l) => l.after, tone: (l) => l.direction, title: 'Green when a number rose, red when it fell' },
  { id: 'change', header: 'Change', value: (l) => l.change, width: 150, priority: 1 },
  { id: 'kind', header: 'Kind', value: (l) => l.kind, width: 90, priority: 2 },
  { id: 'dataset', header: 'Dataset', value: (l) => l.row.dataset, width: 120, priority: 3 },
  {
    id: 'at',
    header: 'Sync',
    value: (l) => l.row.at,
    kind: 'datetime',
    width: 130,
    priority: 3,
    title: 'When the sync run that recorded it began',
  },
];
