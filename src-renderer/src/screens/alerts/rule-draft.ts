// ALRT's rule form as data: what is being watched (a share or fund picked by type-ahead, a country's
// calendar at an importance, or the event a rule already has) and the condition line; and the
// write it makes, or why it cannot yet.
import { checkAlertCondition, type AlertTargetKind } from '../../../../src-main/shared/alerts/grammar';
import type { AlertRule, AlertTarget } from '../../../../src-main/shared/alerts/types';
import { t } from '../../i18n';

export type Importance = Extract<AlertTarget, { kind: 'calendar' }>['importance'];
export const IMPORTANCES: readonly Importance[] = ['HIGH', 'MEDIUM', 'LOW', 'HOLIDAY'];

export interface RuleDraft {
  watch: 'security' | 'calendar';
  /** The share, fund or event watched (null: not picked yet); calendar rules use country and importance. */
  security: Extract<AlertTarget, { kind: 'share' | 'fund' | 'event' }> | null;
  country: string;
  importance: Importance;
  condition: string;
}

export const NEW_DRAFT: RuleDraft = { watch: 'security', security: null, country: '', importance: 'HIGH', condition: '' };

export function draftOf(rule: AlertRule): RuleDraft {
  const { target } = rule;
  if (target.kind === 'calendar')
    return { watch: 'calendar', security: null, country: target.country, importance: target.importance, condition: rule.condition };
  return { ...NEW_DRAFT, security: target, condition: rule.condition };
}

/** The kind of target the condition is read for (a share until one is picked). */
export function draftKind(draft: RuleDraft): AlertTargetKind {
  return draft.watch === 'calendar' ? 'calendar' : (draft.security?.kind ?? 'share');
}

export function draftInput(draft: RuleDraft): { target: AlertTarget; condition: string } | { error: string } {
  let target: AlertTarget;
  if (draft.watch === 'calendar') {
    const country = draft.country.trim().toUpperCase();
    if (!/^[A-Z]{2,3}$/.test(country)) return { error: t('Country: a two- or three-letter code, e.g. US') };
    target = { kind: 'calendar', country, importance: draft.importance };
  } else if (draft.security === null) return { error: t('Pick the share or fund first') };
  else target = draft.security;
  const check = checkAlertCondition(target.kind, draft.condition);
  return check.ok ? { target, condition: check.condition } : { error: check.error };
}
