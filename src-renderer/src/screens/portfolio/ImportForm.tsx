// PORT's CSV import: paste the text or pick a file, then Import. All or nothing unless "Skip bad
// rows" is checked; every bad row is listed with its line and reason. Esc closes.
import { createSignal, For, onMount, Show, type JSX } from 'solid-js';
import type { ImportResult } from '../../../../src-main/ipc/contract';
import { t, tp } from '../../i18n';

const HEADER = 'date,security,side,quantity,price,fees';

/** What an import did, in words. */
function outcome(result: ImportResult, skipBad: boolean): string {
  const bad = result.bad.length;
  const rows = (n: number) => tp(n, '{n} row', '{n} rows', { n });
  if (bad === 0) return t('Imported {rows}', { rows: rows(result.imported) });
  if (!skipBad || result.imported === 0)
    return t('Nothing imported: {rows} refused (check "Skip bad rows" to import the others)', { rows: rows(bad) });
  return t('Imported {imported}, skipped {skipped}', { imported: rows(result.imported), skipped: rows(bad) });
}

export function ImportForm(props: {
  into: string;
  onImport: (csv: string, skipBad: boolean) => Promise<ImportResult | string>;
  onClose: () => void;
}): JSX.Element {
  const [result, setResult] = createSignal<{ text: string; problem: boolean; bad: ImportResult['bad'] } | null>(null);
  let text!: HTMLTextAreaElement;
  let skip!: HTMLInputElement;
  onMount(() => text.focus());

  const run = async () => {
    const skipBad = skip.checked;
    const done = await props.onImport(text.value, skipBad);
    if (typeof done === 'string') return setResult({ text: done, problem: true, bad: [] });
    setResult({ text: outcome(done, skipBad), problem: done.bad.length > 0, bad: done.bad });
  };
  const readFile = async (input: HTMLInputElement) => {
    const file = input.files?.[0];
    if (file) text.value = await file.text();
    text.focus();
  };

  return (
    <form
      class="form-strip port-import"
      aria-label={t('Import CSV into {name}', { name: props.into })}
      onSubmit={(event) => {
        event.preventDefault();
        void run();
      }}
      onKeyDown={(event) => {
        const submit = event.key === 'Enter' && (event.ctrlKey || event.metaKey);
        if (event.key !== 'Escape' && !submit) return;
        event.preventDefault();
        event.stopPropagation();
        if (submit) void run();
        else props.onClose();
      }}
    >
      <div class="port-import-row">
        <span class="form-strip-title">{t('Import CSV into {name}', { name: props.into })}</span>
        <label class="port-file">
          {t('File…')}{' '}
          <input
            type="file"
            accept=".csv,text/csv,text/plain"
            aria-label={t('CSV file')}
            onChange={(e) => void readFile(e.currentTarget)}
          />
        </label>
        <label>
          <input ref={skip} type="checkbox" /> {t('Skip bad rows')}
        </label>
        <button type="submit">{t('Import')}</button>
        <span class="muted">{t('Ctrl+Enter imports · Esc closes')}</span>
      </div>
      <textarea
        ref={text}
        aria-label={t('CSV text')}
        rows={4}
        spellcheck={false}
        placeholder={`${HEADER}\n2024-03-01,BOAF,buy,10,5000,25`}
      />
      <Show when={result()}>
        {(r) => (
          <div class="port-import-result" role="status" classList={{ problem: r().problem }}>
            {r().text}
            <Show when={r().bad.length > 0}>
              <ul class="port-bad-rows" aria-label={t('Bad rows')}>
                <For each={r().bad}>{(bad) => <li>{t('Line {line}: {reason}', { line: bad.line, reason: bad.reason })}</li>}</For>
              </ul>
            </Show>
          </div>
        )}
      </Show>
    </form>
  );
}
