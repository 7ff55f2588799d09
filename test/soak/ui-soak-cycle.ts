/** The screens a trader flips through (soak:ui, heap-diff-run); GP mixed with other screens in one pane is what once leaked. */
export const CYCLE = ['MKT', 'BOAF GP', 'BOAF DES', 'BOAF HP', 'FUNDS', 'CAL', 'CTRY', 'EENI GP', 'BOAF CMP', 'AGENDA', 'WL', 'HELP', 'DQ'];
