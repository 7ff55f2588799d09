// The data source as the user reads it: the built-in demo in the UI language, a service by its host.
import type { DataSourceInfo } from '../../../src-main/ipc/contract';
import { t } from '../i18n';

export function sourceName(source: DataSourceInfo): string {
  return source.kind === 'demo' ? t('DEMO') : source.label;
}
