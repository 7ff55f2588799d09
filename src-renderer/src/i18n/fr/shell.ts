// The shell and the system screens: command line, status bar, ticker, panes, SET, SYNC, DQ, the workspace.
export const SHELL: Readonly<Record<string, string>> = {};
