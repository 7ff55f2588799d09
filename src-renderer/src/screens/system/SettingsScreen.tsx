// Settings: data source (demo or a service + token; the token goes to main and is never shown
// back), refresh policy, theme and number format, and facts about this installation.
import { createSignal, For, Show, type JSX } from 'solid-js';
import type { AppSettings, DatasetName, LanguageSetting } from '../../../../src-main/ipc/contract';
import { language, languageOf, numberLocaleOf, t, tp } from '../../i18n';
import { useApp } from '../../platform/context';
import { RiskFreeRateSection } from './RiskFreeRateSection';
import { CalendarSettings } from './CalendarSettings';
import { LinkHostsSection } from './LinkHostsSection';

const LOCALES = ['en-US', 'en-GB', 'fr-FR', 'de-DE', 'de-CH', 'es-ES', 'it-IT', 'ja-JP'];
/** Each language in its own name, so a reader of either finds theirs. */
const LANGUAGES: readonly { value: Exclude<LanguageSetting, 'system'>; name: string }[] = [
  { value: 'en', name: 'English' },
  { value: 'fr', name: 'Français' },
];
const SAMPLE = 1234567.891;
const MINUTE = 60_000;

/** A default age in words, for the tooltip ("7 days"); the box itself is in minutes only. */
function inWords(ms: number): string {
  if (ms % (24 * 60 * MINUTE) === 0) return tp(ms / (24 * 60 * MINUTE), '{count} day', '{count} days');
  if (ms % (60 * MINUTE) === 0) return tp(ms / (60 * MINUTE), '{count} hour', '{count} hours');
  return tp(ms / MINUTE, '{count} minute', '{count} minutes');
}

export function SettingsScreen(): JSX.Element {
  const { client, settings, setSettings, info, refreshInfo } = useApp();
  const [kind, setKind] = createSignal<'demo' | 'remote'>(settings()?.dataSource.kind ?? 'demo');
  const [baseUrl, setBaseUrl] = createSignal(
    settings()?.dataSource.kind === 'remote' ? (settings()?.dataSource as { baseUrl: string }).baseUrl : '',
  );
  const [token, setToken] = createSignal('');
  const [message, setMessage] = createSignal<{ text: string; error: boolean } | null>(null);

  const say = (text: string, error = false) => setMessage({ text, error });
  const update = (patch: Parameters<typeof client.call<'settings.update'>>[1]) =>
    client.call('settings.update', patch).then(setSettings, (err: Error) => say(err.message, true));

  const applySource = async (e: SubmitEvent) => {
    e.preventDefault();
    try {
      if (kind() === 'demo') await client.call('settings.dataSource.set', { kind: 'demo' });
      else
        await client.call('settings.dataSource.set', { kind: 'remote', baseUrl: baseUrl().trim(), ...(token() ? { token: token() } : {}) });
      setToken('');
      setSettings(await client.call('settings.get'));
      refreshInfo();
      say(kind() === 'demo' ? t('Now reading the built-in demo market.') : t('Now reading {url}.', { url: baseUrl().trim() }));
    } catch (err) {
      say((err as Error).message, true);
    }
  };

  const setPolicy = (dataset: DatasetName, value: string) => {
    const current = settings()?.refreshOverrides ?? {};
    const n = Number(value);
    const next = { ...current } as Record<string, number>;
    if (value.trim() === '') delete next[dataset];
    else if (Number.isFinite(n) && n >= 1) next[dataset] = Math.round(n) * MINUTE;
    else return say(t('Refresh for {dataset} must be a number of minutes (1 or more)', { dataset }), true);
    void update({ refreshOverrides: next });
  };

  return (
    <div class="settings-screen">
      <section aria-label={t('Data source')}>
        <h3>{t('Data source')}</h3>
        <form class="settings-form" onSubmit={(event) => void applySource(event)}>
          <label>
            <input type="radio" name="source" checked={kind() === 'demo'} onChange={() => setKind('demo')} /> {t('Built-in demo market')}
          </label>
          <label>
            <input type="radio" name="source" checked={kind() === 'remote'} onChange={() => setKind('remote')} /> Market Data Read Service
          </label>
          <Show when={kind() === 'remote'}>
            <label class="field">
              {t('Base URL')}
              <input
                type="url"
                required
                placeholder="https://host/api"
                value={baseUrl()}
                onInput={(e) => setBaseUrl(e.currentTarget.value)}
                aria-label={t('Base URL')}
              />
            </label>
            <label class="field">
              {t('Token')}
              <input
                type="password"
                autocomplete="off"
                value={token()}
                placeholder={
                  settings()?.hasToken
                    ? t('stored in {storage} — type to replace', { storage: settings()?.tokenStorage ?? '' })
                    : t('paste the Bearer token')
                }
                onInput={(e) => setToken(e.currentTarget.value)}
                aria-label={t('API token')}
              />
            </label>
          </Show>
          <button type="submit">{t('Apply')}</button>
        </form>
        <Show when={settings()?.tokenProblem}>
          {(problem) => (
            <div class="error-banner" role="alert" aria-label={t('Token problem')}>
              {problem()}
            </div>
          )}
        </Show>
      </section>

      <section aria-label={t('Display')}>
        <h3>{t('Display')}</h3>
        <label class="field">
          {t('Theme')}
          <select
            aria-label={t('Theme')}
            value={settings()?.theme ?? 'dark'}
            onChange={(e) => void update({ theme: e.currentTarget.value as AppSettings['theme'] })}
          >
            <option value="dark">{t('Dark')}</option>
            <option value="light">{t('Light')}</option>
          </select>
        </label>
        <label class="field">
          {t('Language')}
          <select
            aria-label={t('Language')}
            value={settings()?.language ?? 'system'}
            onChange={(e) => void update({ language: e.currentTarget.value as LanguageSetting })}
          >
            <option value="system">
              {t('System ({language})', {
                language: LANGUAGES.find((l) => l.value === languageOf('system', navigator.languages))?.name ?? '',
              })}
            </option>
            <For each={LANGUAGES}>{(l) => <option value={l.value}>{l.name}</option>}</For>
          </select>
        </label>
        <label class="field">
          {t('Number format')}
          <select
            aria-label={t('Number format')}
            value={settings()?.numberLocale ?? 'auto'}
            onChange={(e) => void update({ numberLocale: e.currentTarget.value })}
          >
            <option value="auto">
              {t("The language's ({sample})", {
                sample: SAMPLE.toLocaleString(numberLocaleOf('auto', language())),
              })}
            </option>
            <For each={LOCALES}>{(l) => <option value={l}>{`${l} — ${SAMPLE.toLocaleString(l)}`}</option>}</For>
          </select>
        </label>
      </section>

      <RiskFreeRateSection onError={(text) => say(text, true)} />
      <CalendarSettings />

      <section aria-label={t('Refresh policy')}>
        <h3>{t('Refresh policy')}</h3>
        <p class="muted">{t('How old cached data may get before the terminal fetches it again. Empty keeps the default.')}</p>
        <div class="policy-grid">
          <For each={Object.entries(settings()?.refreshPolicy ?? {}) as [DatasetName, number][]}>
            {([dataset, ms]) => (
              <label class="field">
                <span>{dataset}</span>
                <input
                  type="number"
                  min="1"
                  aria-label={t('Refresh {dataset} after minutes', { dataset })}
                  placeholder={String(ms / MINUTE)}
                  title={t('Default: {age} ({minutes} min)', { age: inWords(ms), minutes: ms / MINUTE })}
                  value={settings()?.refreshOverrides[dataset] ? String((settings()?.refreshOverrides[dataset] ?? 0) / MINUTE) : ''}
                  onChange={(e) => setPolicy(dataset, e.currentTarget.value)}
                />
                <span class="muted">min</span>
              </label>
            )}
          </For>
        </div>
      </section>

      <Show when={message()}>
        {(m) => (
          <div class={m().error ? 'error-banner' : 'notice'} role={m().error ? 'alert' : 'status'}>
            {m().text}
          </div>
        )}
      </Show>

      <LinkHostsSection />

      <section aria-label={t('About')}>
        <h3>{t('About')}</h3>
        <dl class="facts">
          <dt>{t('Version')}</dt>
          <dd>{info()?.appVersion}</dd>
          <dt>{t('Transport')}</dt>
          <dd>{info()?.transport === 'electron' ? 'Electron IPC' : t('Browser mode (WebSocket)')}</dd>
          <dt>{t('Cache database')}</dt>
          <dd>{info()?.databasePath}</dd>
          <dt>SQLite</dt>
          <dd>{info()?.sqliteVersion}</dd>
          <dt>{t('Platform')}</dt>
          <dd>{info()?.platform}</dd>
        </dl>
      </section>
    </div>
  );
}
