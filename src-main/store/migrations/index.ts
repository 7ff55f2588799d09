// Every schema change, in order. Add a new file and one line here; never edit a released one.
import type { Migration } from '../migrate';
import { initialCache } from './001-initial-cache';
import { rejectDetails } from './002-reject-details';
import { eventsByTitle } from './003-events-by-title';
import { portfolios } from './004-portfolios';
import { alerts } from './005-alerts';
import { changeJournal } from './006-journal';
import { drawings } from './007-drawings';
import { searchCodes } from './008-search-codes';

export const MIGRATIONS: readonly Migration[] = [
  initialCache,
  rejectDetails,
  eventsByTitle,
  portfolios,
  alerts,
  changeJournal,
  drawings,
  searchCodes,
];
