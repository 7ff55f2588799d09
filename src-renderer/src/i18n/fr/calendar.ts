// The calendar's words: CAL, EV, AGENDA, CTRY and the calendar's filters.
export const CALENDAR: Readonly<Record<string, string>> = {
  'All dates': 'Toutes les dates',
  Today: 'Aujourd’hui',
  'This week': 'Cette semaine',
  'Next week': 'Semaine prochaine',
  Dates: 'Dates',
};
