// The movers summary over MKT's table: top gainers, top losers and top volumes, five each.
// A row opens its share, like Enter in the table.
import { For, type JSX } from 'solid-js';
import type { Share } from '../../../../src-main/ipc/contract';
import { EM_DASH, formatCompact, formatSignedPercent, signClass } from '../../format';
import type { Mover, Movers } from './movers';
import './market.css';

interface Block {
  title: string;
  movers: Mover[];
  text: (value: number) => string;
  toned: boolean;
}

export function MoversPanel(props: { movers: Movers; locale: string; onOpen: (share: Share) => void }): JSX.Element {
  const blocks = (): Block[] => [
    { title: 'Top gainers', movers: props.movers.gainers, text: (v) => formatSignedPercent(v, { locale: props.locale }), toned: true },
    { title: 'Top losers', movers: props.movers.losers, text: (v) => formatSignedPercent(v, { locale: props.locale }), toned: true },
    { title: 'Top volume', movers: props.movers.volume, text: (v) => formatCompact(v, { locale: props.locale }), toned: false },
  ];
  return (
    <div class="movers">
      <For each={blocks()}>
        {(block) => (
          <div class="movers-block" role="group" aria-label={block.title}>
            <h3 class="movers-title">{block.title}</h3>
            <ol class="movers-list">
              <For each={block.movers} fallback={<li class="movers-none muted">{EM_DASH}</li>}>
                {(mover) => (
                  <li>
                    <button
                      type="button"
                      class="mover"
                      tabindex="-1"
                      title={`Open ${mover.code}`}
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
