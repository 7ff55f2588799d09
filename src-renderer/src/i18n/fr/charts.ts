// Charts and lists: GP / NAV / CMP (legend, studies, drawings, alerts on the chart), MKT, WL, PORT, ALRT, CHG, tables, pickers.
export const CHARTS: Readonly<Record<string, string>> = {};
