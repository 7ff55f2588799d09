// Board and executive mandates: terms running today first (in the service's order, which puts
// the chair and the CEO first), then ended ones, most recently ended first.
import type { BoardMember } from '../../../../src-main/ipc/contract';
import { dayOf } from '../../format/days';

export type Mandate<T> = T & { current: boolean };

type Term = Pick<BoardMember, 'from' | 'to'>;

/** A term runs today when it has started (or has no start) and has not ended (or has no end). */
function isCurrentTerm(term: Term, today: string): boolean {
  const from = dayOf(term.from);
  const to = dayOf(term.to);
  return (from === null || from <= today) && (to === null || to >= today);
}

export function orderMandates<T extends Term>(rows: readonly T[], today: string): Mandate<T>[] {
  const marked = rows.map((row) => ({ ...row, current: isCurrentTerm(row, today) }));
  const current = marked.filter((row) => row.current);
  const ended = marked.filter((row) => !row.current).sort((a, b) => (dayOf(b.to) ?? '').localeCompare(dayOf(a.to) ?? ''));
  return [...current, ...ended];
}
