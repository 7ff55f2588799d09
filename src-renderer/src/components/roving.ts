// Roving focus in a row of toggles (a chip row, a segmented control): one Tab stop for the row,
// arrows (and Home/End) move inside it, so a row of 29 zones is one Tab, not 29.

const ITEMS = 'button:not([disabled])';

function items(row: HTMLElement): HTMLElement[] {
  return [...row.querySelectorAll<HTMLElement>(ITEMS)];
}

/** The row's one Tab stop is `current` (else its first item). */
function settle(row: HTMLElement, current?: HTMLElement): void {
  const all = items(row);
  const stop = current && all.includes(current) ? current : all[0];
  for (const el of all) el.tabIndex = el === stop ? 0 : -1;
}

/** Makes `row` one Tab stop with arrow keys inside; call it with the row's element (a ref). */
export function rovingRow(row: HTMLElement): void {
  queueMicrotask(() => settle(row));
  row.addEventListener('focusin', (e) => settle(row, e.target instanceof HTMLElement ? e.target : undefined));
  // Items come and go (zones follow the events read): the row keeps exactly one stop.
  new MutationObserver(() =>
    settle(
      row,
      items(row).find((el) => el.tabIndex === 0),
    ),
  ).observe(row, { childList: true, subtree: true });
  row.addEventListener('keydown', (e) => {
    const all = items(row);
    const at = all.indexOf(document.activeElement as HTMLElement);
    if (at < 0 || e.altKey || e.ctrlKey || e.metaKey) return;
    const to = { ArrowRight: at + 1, ArrowDown: at + 1, ArrowLeft: at - 1, ArrowUp: at - 1, Home: 0, End: all.length - 1 }[e.key];
    if (to === undefined) return;
    e.preventDefault();
    e.stopPropagation();
    all[Math.max(0, Math.min(all.length - 1, to))]?.focus();
  });
}
