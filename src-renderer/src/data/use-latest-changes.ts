// The fields of one record that the latest sync changed, for the marks DES, fund DES and EV put
// beside them. Re-read when a sync run ends (the status says when), not on every update.
import { createResource, type Accessor } from 'solid-js';
import type { DatasetName } from '../../../src-main/ipc/contract';
import { useApp } from '../platform/context';
import type { ChangeRow } from './change-values';

/** Field name → its change in the latest sync run (empty before any, or for a record it left alone). */
export type ChangedFields = ReadonlyMap<string, ChangeRow>;

export function useLatestChanges(dataset: DatasetName, id: Accessor<number | undefined>): Accessor<ChangedFields> {
  const { client, status } = useApp();
  const [changes] = createResource(
    () => {
      const at = status()?.lastChanges?.at;
      const of = id();
      return at && of !== undefined ? { at, id: of } : null;
    },
    async ({ id: of }): Promise<ChangedFields> => {
      const read = await client.call('changes.list', { since: 'last', datasets: [dataset], id: of, limit: 500 });
      return new Map(read.rows.filter((r) => r.change === 'changed' && r.field !== null).map((r) => [r.field ?? '', r]));
    },
  );
  const none: ChangedFields = new Map();
  // A failed read marks nothing: the marks are a hint, the screen shows the values anyway.
  const marked: Accessor<ChangedFields> = () => (changes.error ? none : (changes.latest ?? none));
  return marked;
}

/** The change of the first of these fields the latest sync changed (a fact may show several fields). */
export function changeOf(changes: ChangedFields, ...fields: string[]): ChangeRow | undefined {
  for (const field of fields) {
    const change = changes.get(field);
    if (change) return change;
  }
  return undefined;
}
