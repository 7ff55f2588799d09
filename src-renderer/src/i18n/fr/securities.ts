// The share and fund screens: DES, HP, FA, holders, ratings, diary, FUNDS' fund screens, NAV's screen, TEAR.
export const SECURITIES: Readonly<Record<string, string>> = {};
