// API prose (profiles, outlooks…) as readable paragraphs. Text nodes only: whatever the service
// sends ("<", "&", tags) is shown literally.
import { For, Show, type JSX } from 'solid-js';
import { EM_DASH } from '../format';
import { toParagraphs } from './paragraphs';
import './panels.css';

export function TextBlock(props: { text: string | null | undefined; label?: string }): JSX.Element {
  const paragraphs = () => toParagraphs(props.text);
  return (
    <div class="text-block" aria-label={props.label}>
      <Show when={paragraphs().length > 0} fallback={<p class="absent">{EM_DASH}</p>}>
        <For each={paragraphs()}>{(paragraph) => <p>{paragraph}</p>}</For>
      </Show>
    </div>
  );
}
