// One labelled figure of a tear sheet's facts table.
import type { JSX } from 'solid-js';
import { EM_DASH } from '../../format';

export function Fact(props: { label: string; value: string | null | undefined }): JSX.Element {
  return (
    <tr>
      <th scope="row">{props.label}</th>
      <td>{props.value ?? EM_DASH}</td>
    </tr>
  );
}
