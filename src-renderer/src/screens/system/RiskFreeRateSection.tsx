// SET's fund section: the risk-free rate the Sharpe ratios are computed with (annual, in percent).
import type { JSX } from 'solid-js';
import { t } from '../../i18n';
import { useApp } from '../../platform/context';

export function RiskFreeRateSection(props: { onError: (text: string) => void }): JSX.Element {
  const { client, settings, setSettings } = useApp();
  const percent = () => ((settings()?.riskFreeRate ?? 0) * 100).toFixed(2);
  const change = (text: string) => {
    const n = Number(text.replace(',', '.'));
    if (text.trim() === '' || !Number.isFinite(n) || n < -10 || n > 100)
      return props.onError(t('The risk-free rate must be a percentage between −10 and 100'));
    // eslint-disable-next-line solid/reactivity -- reports the answer of this one change; nothing to track
    void client.call('settings.update', { riskFreeRate: n / 100 }).then(setSettings, (err: Error) => props.onError(err.message));
  };
  return (
    <section aria-label={t('Funds')}>
      <h3>{t('Funds')}</h3>
      <label class="field">
        {t('Risk-free rate (Sharpe)')}
        <input
          type="number"
          step="0.01"
          aria-label={t('Risk-free rate in percent')}
          value={percent()}
          onChange={(e) => change(e.currentTarget.value)}
        />
        <span class="muted">{t('% a year')}</span>
      </label>
    </section>
  );
}
