// The names in the contract, with no runtime dependencies, so that the sandboxed preload can
// be built from them without pulling in zod. contract.ts checks at compile time that these lists
// and the contract's method and event tables name exactly the same things.

export const METHOD_NAMES = [
  'system.info',
  'sync.status',
  'sync.offline.start',
  'sync.offline.cancel',
  'sync.watch',
  'cache.summary',
  'quality.rejects',
  'changes.list',
  'search.query',
  'search.securities',
  'settings.get',
  'settings.update',
  'settings.dataSource.set',
  'workspace.load',
  'workspace.save',
  'data.read',
  'data.series',
  'sync.refresh',
  'external.open',
  'links.hosts',
  'links.forget',
  'watchlists.get',
  'watchlists.save',
  'desktop.menu',
  'desktop.paneWindow',
  'desktop.printPdf',
  'funds.metrics',
  'funds.performance',
  'prefs.get',
  'prefs.set',
  'alerts.notify',
  'portfolio.list',
  'portfolio.create',
  'portfolio.update',
  'portfolio.delete',
  'portfolio.transactions',
  'portfolio.transaction.add',
  'portfolio.transaction.edit',
  'portfolio.transaction.delete',
  'portfolio.import',
  'portfolio.positions',
  'portfolio.history',
  'alerts.rules.list',
  'alerts.rules.add',
  'alerts.rules.update',
  'alerts.rules.remove',
  'alerts.fired.list',
  'alerts.fired.markRead',
  'alerts.check',
  'drawings.list',
  'drawings.save',
  'drawings.remove',
] as const;
export const EVENT_NAMES = [
  'system.heartbeat',
  'sync.status',
  'sync.progress',
  'data.updated',
  'desktop.command',
  'workspace.changed',
  'portfolio.changed',
  'alerts.fired',
] as const;

/** Electron IPC channels: one for requests, one for cancelling them, one for push events. */
export const IPC_CHANNELS = { invoke: 'market-terminal:invoke', cancel: 'market-terminal:cancel', event: 'market-terminal:event' } as const;

export type MethodName = (typeof METHOD_NAMES)[number];
export type EventName = (typeof EVENT_NAMES)[number];
