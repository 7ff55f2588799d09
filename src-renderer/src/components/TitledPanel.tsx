// A titled block whose body (a table, a chart) fills the space it is given.
import type { JSX } from 'solid-js';
import { SectionHeader } from './SectionHeader';
import './panels.css';

export function TitledPanel(props: { title: string; aside?: JSX.Element; children: JSX.Element }): JSX.Element {
  return (
    <div class="titled-panel" role="group" aria-label={props.title}>
      <SectionHeader title={props.title} aside={props.aside} />
      <div class="titled-panel-body">{props.children}</div>
    </div>
  );
}
