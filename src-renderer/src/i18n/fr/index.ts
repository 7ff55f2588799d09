// The French catalog: one file per part of the app, merged here. Keys are the English text.
import { CALENDAR } from './calendar';
import { COMMON } from './common';

export const FR: Readonly<Record<string, string>> = { ...COMMON, ...CALENDAR };
