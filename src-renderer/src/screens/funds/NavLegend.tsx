// The line over the NAV chart: date, NAV, change, net assets, parts and drawdown of the point under
// the crosshair (or the last one).
import { Show, type JSX } from 'solid-js';
import { formatCompact, formatSignedPercent, signClass } from '../../format';
import type { NavPoint } from '../../chart/nav-points';

export function NavLegend(props: {
  model: { point: NavPoint; hovered: boolean } | null;
  price: (value: number | null) => string;
  locale: string;
  drawdown: boolean;
}): JSX.Element {
  return (
    <Show when={props.model}>
      {(m) => (
        <div class="chart-legend" aria-label="Chart legend" aria-live="off">
          <div class="legend-line">
            <span class="legend-date" classList={{ hovered: m().hovered }}>
              {m().point.time}
            </span>
            <Field label="NAV" value={props.price(m().point.value)} />
            <span class={`legend-variation ${signClass(m().point.change, 4)}`} title="Change on the previous NAV">
              {formatSignedPercent(m().point.change, { locale: props.locale })}
            </span>
            <Field label="Assets" value={formatCompact(m().point.netAssets, { locale: props.locale, decimals: 2 })} />
            <Field label="Parts" value={formatCompact(m().point.parts, { locale: props.locale, decimals: 2 })} />
            <Show when={props.drawdown}>
              <Field label="DD" value={formatSignedPercent(m().point.drawdown, { locale: props.locale })} />
            </Show>
          </div>
        </div>
      )}
    </Show>
  );
}

function Field(props: { label: string; value: string }): JSX.Element {
  return (
    <span class="legend-field">
      <span class="legend-key">{props.label}</span> <span class="legend-value">{props.value}</span>
    </span>
  );
}
