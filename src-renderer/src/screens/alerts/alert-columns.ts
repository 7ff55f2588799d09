// ALRT's two tables: the rules (on or off, what they watch, the condition) and the firings log
// (newest first, unread marked).
import type { AlertFiring, AlertRule } from '../../../../src-main/shared/alerts/types';
import { TARGET_KINDS, targetLabel } from '../../alerts/alert-views';
import type { Column } from '../../components/table/columns';
import { msg, t } from '../../i18n';

export function ruleColumns(): Column<AlertRule>[] {
  return [
    { id: 'id', header: '#', value: (r) => r.id, kind: 'integer', width: 36, sheet: 'id' },
    {
      id: 'on',
      header: msg('On|alert'),
      value: (r) => (r.enabled ? t('on') : t('off')),
      width: 56, // room for the French header (Active)
      title: msg('Space turns a rule on or off (kept either way)'),
    },
    { id: 'target', header: msg('Watches'), value: (r) => targetLabel(r.target), width: 110 },
    { id: 'condition', header: msg('Condition'), value: (r) => r.condition },
    { id: 'kind', header: msg('Kind'), value: (r) => t(TARGET_KINDS[r.target.kind]), width: 64, priority: 2 },
    { id: 'made', header: msg('Made'), value: (r) => r.createdAt.slice(0, 10), kind: 'date', width: 88, priority: 3 },
  ];
}

export function firingColumns(): Column<AlertFiring>[] {
  return [
    { id: 'new', header: '•', value: (f) => (f.read ? '' : '•'), width: 22, title: msg('Unread'), sortable: false },
    { id: 'day', header: msg('Bar'), value: (f) => f.day, kind: 'date', width: 88, title: msg('The day of the bar that fired') },
    { id: 'security', header: msg('Security'), value: (f) => f.security.code, width: 90 },
    { id: 'condition', header: msg('Condition'), value: (f) => (f.note === null ? f.condition : `${f.condition}: ${f.note}`) },
    {
      id: 'value',
      header: msg('Value'),
      value: (f) => f.value,
      kind: 'number',
      width: 84,
      title: msg('The close, NAV, change or study value that fired'),
    },
    {
      id: 'fired',
      header: msg('Found'),
      value: (f) => f.firedAt,
      kind: 'datetime',
      width: 128,
      priority: 2,
      title: msg('When the sync found it'),
    },
    { id: 'rule', header: msg('Rule'), value: (f) => f.rule, kind: 'integer', width: 44, priority: 3, sheet: 'id' },
  ];
}
