import type { Column } from '../../components/table/columns';
import type { ChangeLine } from './change-lines';
import { msg } from '../../i18n';
import { kindWord } from './change-kinds';

// What moved first (security, item, before → after), then how and where it came from.
export const CHANGE_COLUMNS: Column<ChangeLine>[] = [
  { id: 'group', header: msg('Security'), value: (l) => l.group, width: 150 },
  {
    id: 'item',
    header: msg('What'),
    value: (l) => l.item,
    width: 150,
    title: msg('The field that changed, or the record within its list (a day, a member)'),
  },
  { id: 'before', header: msg('Before'), value: (l) => l.before },
  {
    id: 'after',
    header: msg('After'),
    value: (l) => l.after,
    tone: (l) => l.direction,
    title: msg('Green when a number rose, red when it fell'),
  },
  { id: 'change', header: msg('Change|journal'), value: (l) => l.change, width: 150, priority: 1 },
  { id: 'kind', header: msg('Kind'), value: (l) => kindWord(l.kind), width: 90, priority: 2 },
  { id: 'dataset', header: msg('Dataset'), value: (l) => l.row.dataset, width: 120, priority: 3 },
  {
    id: 'at',
    header: msg('Sync'),
    value: (l) => l.row.at,
    kind: 'datetime',
    width: 130,
    priority: 3,
    title: msg('When the sync run that recorded it began'),
  },
];
