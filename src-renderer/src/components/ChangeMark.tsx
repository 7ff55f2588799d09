// The dot beside a field the latest sync changed: before → after on hover (the title) and on
// keyboard focus (a tip drawn beside it, out of the fact's clipping), said to screen readers too.
import type { JSX } from 'solid-js';
import { useApp } from '../platform/context';
import { beforeAfterText, type ChangeRow } from '../data/change-values';
import { t } from '../i18n';
import './change-mark.css';

export function ChangeMark(props: { change: Pick<ChangeRow, 'before' | 'after'> }): JSX.Element {
  const { locale } = useApp();
  const tip = () => beforeAfterText(props.change, locale());
  const text = () => t('Changed in the latest sync: {change}', { change: tip() });
  return (
    <span class="change-mark" tabindex="0" role="img" aria-label={text()} title={text()} data-tip={tip()}>
      ●
    </span>
  );
}
