// The amber caps title over a block of a screen, with an optional note on the right.
import { Show, type JSX } from 'solid-js';
import './panels.css';

export function SectionHeader(props: { title: string; aside?: JSX.Element; id?: string }): JSX.Element {
  return (
    <h3 class="section-header" id={props.id}>
      <span class="section-title">{props.title}</span>
      <Show when={props.aside}>
        <span class="section-aside">{props.aside}</span>
      </Show>
    </h3>
  );
}
