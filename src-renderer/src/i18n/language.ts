// The UI's language: one signal for the whole renderer. Text reads it through `t`, the formats
// through the number locale and the date style it implies.
import { createSignal } from 'solid-js';
import type { LanguageSetting } from '../../../src-main/ipc/contract';

export type UiLanguage = 'en' | 'fr';

const [language, setLanguage] = createSignal<UiLanguage>('en');
export { language, setLanguage };

/** What a setting means on this machine: "system" is French when the system's first language is. */
export function languageOf(setting: LanguageSetting, systemLanguages: readonly string[]): UiLanguage {
  if (setting !== 'system') return setting;
  return systemLanguages[0]?.toLowerCase().startsWith('fr') ? 'fr' : 'en';
}

/** The number locale in force: the setting's, or with "auto" the language's own. */
export function numberLocaleOf(setting: string, lang: UiLanguage): string {
  if (setting !== 'auto') return setting;
  return lang === 'fr' ? 'fr-FR' : 'en-US';
}
