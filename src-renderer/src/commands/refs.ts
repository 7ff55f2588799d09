// What a pane can show: a security (share, fund, event, country) and a function applied to it.
// The command line makes them, the workspace stores them, every screen reads them.

export interface SecurityRef {
  kind: 'share' | 'fund' | 'event' | 'country';
  id: number;
  /** What the user sees: mnemonic or code. */
  code: string;
  title: string;
  /** The data source the id belongs to (DataSourceInfo.key); absent in layouts saved before sources were kept. */
  source?: string;
}

/** What a pane shows: a function code and, for security functions, the security. */
export interface ScreenRef {
  /** A function code; restoreLayout refuses stored layouts naming unknown ones. */
  fn: string;
  security?: SecurityRef;
  /** A day (YYYY-MM-DD) a chart opens with its cursor on, e.g. the bar an alert fired on. */
  at?: string;
}
