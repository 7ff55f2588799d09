// Every schema change, in order. Add a new file and one line here; never edit a released one.
import type { Migration } from '../migrate';
import { initialCache } from './001-initial-cache';

export const MIGRATIONS: readonly Migration[] = [initialCache];
