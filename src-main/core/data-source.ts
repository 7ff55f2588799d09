// Which service the terminal reads: the built-in demo market (default) or a configured base URL.
import { z } from 'zod';
import type { DataSourceInfo } from '../ipc/contract';
import type { SettingsStore } from '../store/settings';

const dataSourceSettingSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('demo') }),
  z.object({ kind: z.literal('remote'), baseUrl: z.url({ protocol: /^https?$/ }) }),
]);
export type DataSourceSetting = z.output<typeof dataSourceSettingSchema>;

const KEY = 'data-source';

export function readDataSource(settings: SettingsStore): DataSourceSetting {
  return settings.get(KEY, dataSourceSettingSchema, { kind: 'demo' });
}

export function writeDataSource(settings: SettingsStore, value: DataSourceSetting): void {
  settings.set(KEY, dataSourceSettingSchema.parse(value));
}

/** A source's identity: the demo market, or a service's origin and base path. */
export function sourceKey(setting: DataSourceSetting): string {
  if (setting.kind === 'demo') return 'demo';
  const url = new URL(setting.baseUrl);
  return `${url.origin}${url.pathname.replace(/\/+$/, '')}`;
}

/** What the status bar shows: DEMO, or the service's host. */
export function describeDataSource(setting: DataSourceSetting): DataSourceInfo {
  const key = sourceKey(setting);
  return setting.kind === 'demo'
    ? { kind: 'demo', label: 'DEMO', key }
    : { kind: 'remote', label: new URL(setting.baseUrl).host, baseUrl: setting.baseUrl, key };
}
