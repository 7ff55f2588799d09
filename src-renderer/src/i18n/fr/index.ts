// The French catalog: one file per part of the app, merged here. Keys are the English text.
import { CALENDAR } from './calendar';
import { CHARTS } from './charts';
import { COMMANDS } from './commands';
import { COMMON } from './common';
import { LISTS } from './lists';
import { SECURITIES } from './securities';
import { SHELL } from './shell';

export const FR: Readonly<Record<string, string>> = { ...COMMON, ...SHELL, ...COMMANDS, ...SECURITIES, ...CHARTS, ...CALENDAR, ...LISTS };
