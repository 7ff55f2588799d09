// The movers summary over MKT's table: top gainers, top losers and top volumes, five each.
// A row opens its share, like Enter in the table. The panel is one Tab stop; arrows walk it.
import { createSignal, For, type JSX } from 'solid-js';
import type { Share } from '../../../../src-main/ipc/contract';
import { EM_DASH, formatCompact, formatSignedPercent, signClass } from '../../format';
import { t } from '../../i18n';
import type { Mover, Movers } from './movers';
import '../../styles/lists.css';

interface Block {
  title: string;
  movers: Mover[];
  text: (value: number) => string;
  toned: boolean;
}

export function MoversPanel(props: { movers: Movers; locale: string; onOpen: (share: Share) => void }): JSX.Element {
  const blocks = (): Block[] => [
    { title: t('Top gainers'), movers: props.movers.gainers, text: (v) => formatSignedPercent(v, { locale: props.locale }), toned: true },
    { title: t('Top losers'), movers: props.movers.losers, text: (v) => formatSignedPercent(v, { locale: props.locale }), toned: true },
    { title: t('Top volume'), movers: props.movers.volume, text: (v) => formatCompact(v, { locale: props.locale }), toned: false },
  ];
  // Roving focus: the mover last focused is the panel's Tab stop; ↑↓ walk a block, ←→ go across.
  const [current, setCurrent] = createSignal('0:0');
  let panel!: HTMLDivElement;
  const onKeyDown = (event: KeyboardEvent) => {
    const [b = 0, i = 0] = current().split(':').map(Number);
    const step: Record<string, [number, number]> = { ArrowUp: [0, -1], ArrowDown: [0, 1], ArrowLeft: [-1, 0], ArrowRight: [1, 0] };
    const move = event.altKey || event.ctrlKey || event.metaKey ? undefined : step[event.key];
    if (!move) return;
    event.preventDefault();
    event.stopPropagation();
    const lists = [...panel.querySelectorAll('.movers-list')].map((list) => [...list.querySelectorAll<HTMLButtonElement>('button.mover')]);
    const block = Math.min(Math.max(b + move[0], 0), lists.length - 1);
    const buttons = lists[block] ?? [];
    const index = Math.min(Math.max(i + move[1], 0), buttons.length - 1);
    buttons[index]?.focus();
  };
  return (
    <div class="movers" ref={panel} onKeyDown={onKeyDown}>
      <For each={blocks()}>
        {(block, b) => (
          <div class="movers-block" role="group" aria-label={block.title}>
            <h3 class="movers-title">{block.title}</h3>
            <ol class="movers-list">
              <For each={block.movers} fallback={<li class="movers-none muted">{EM_DASH}</li>}>
                {(mover, i) => (
                  <li>
                    <button
                      type="button"
                      class="mover"
                      tabindex={current() === `${b()}:${i()}` ? 0 : -1}
                      onFocus={() => setCurrent(`${b()}:${i()}`)}
                      title={t('Open {code}', { code: mover.code })}
                      onClick={() => props.onOpen(mover.share)}
                    >
                      <span class="mover-code">{mover.code}</span>
                      <span class="mover-name">{mover.share.name ?? ''}</span>
                      <span
                        class="mover-value"
                        classList={{
                          up: block.toned && signClass(mover.value, 2) === 'up',
                          down: block.toned && signClass(mover.value, 2) === 'down',
                        }}
                      >
                        {block.text(mover.value)}
                      </span>
                    </button>
                  </li>
                )}
              </For>
            </ol>
          </div>
        )}
      </For>
    </div>
  );
}
