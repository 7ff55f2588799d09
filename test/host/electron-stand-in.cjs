// @ts-check
/* eslint-disable @typescript-eslint/no-require-imports -- a CommonJS module loaded with node --require (before any ESM loader): require() is how it imports */
// A stand-in for the `electron` module, so the BUILT main bundle (out/main/index.js) boots under
// plain Node where the Electron binary cannot be downloaded. It replaces only what needs Chromium:
// windows, web contents, frames, the protocol and permission plumbing, the OS keychain. Everything
// else the host does (the core, SQLite, the router, the CSP, the vault's file) runs for real.
//
// Fidelity notes (what real Electron does, and this copies):
// - A WebFrameMain carries `url` and `origin` as Chromium serialises them: "app://terminal" for our
//   page because the scheme is registered as standard, "null" for opaque documents, and `parent`
//   (null for the top frame). IPC events carry it as `senderFrame`.
// - `protocol.handle` handlers take a Request and return a Response; `net.fetch` reads file: URLs.
// - `app.whenReady()` resolves after the entry script has run; 'web-contents-created' fires when a
//   window's web contents exist, before anything loads.
// - `safeStorage` encrypts to an opaque buffer with a version prefix, as Chromium's OSCrypt does.
//
// The test process drives it through the Node IPC channel (`fork` with `serialization: 'advanced'`,
// so what crosses is structured-cloned as Electron's IPC does): each message `{ id, op, ...args }`
// gets `{ id, ok, value | error }`. The ops are listed in `ops` below. Unasked, the stand-in tells
// the test process what a page would see (see `tell`): a window loading a URL, a window gone, and
// `webContents.send`, so a test can load the page in a browser and deliver those messages.
'use strict';
const { EventEmitter } = require('node:events');
const { readFile } = require('node:fs/promises');
const os = require('node:os');
const path = require('node:path');
const { fileURLToPath } = require('node:url');

/** A message to the test process, for a harness that plays the windows' pages (see the header). */
function tell(message) {
  process.send?.({ tell: message });
}

// ---- app ---------------------------------------------------------------------------------------

const paths = new Map([['userData', path.join(os.tmpdir(), 'market-terminal-stand-in')]]);
let readyResolve = () => {};
const ready = new Promise((resolve) => (readyResolve = resolve));
let isReady = false;

class App extends EventEmitter {
  isPackaged = false;
  name = 'market-terminal';
  requestSingleInstanceLock() {
    return true;
  }
  whenReady() {
    return ready;
  }
  isReady() {
    return isReady;
  }
  getAppPath() {
    return process.cwd();
  }
  getVersion() {
    return require(path.join(process.cwd(), 'package.json')).version;
  }
  getName() {
    return this.name;
  }
  setPath(name, value) {
    paths.set(name, value);
  }
  getPath(name) {
    const value = paths.get(name);
    if (!value) throw new Error(`stand-in app.getPath: unknown path ${name}`);
    return value;
  }
  setAboutPanelOptions(options) {
    this.aboutPanelOptions = options;
  }
  quit() {
    const event = {
      defaultPrevented: false,
      preventDefault() {
        this.defaultPrevented = true;
      },
    };
    this.emit('before-quit', event);
    for (const win of BrowserWindow.getAllWindows()) win.close();
    this.emit('will-quit', event);
    this.emit('quit');
  }
  exit(code = 0) {
    process.exit(code);
  }
}
const app = new App();
// Real Electron fires 'ready' after the entry script; a timer after the entry has run does the same.
setImmediate(() => {
  isReady = true;
  app.emit('ready');
  readyResolve();
});

// ---- web frames and contents ----------------------------------------------------------------------

/** What Chromium reports as a frame's origin: scheme://host[:port] for standard schemes, else "null". */
function chromiumOrigin(url) {
  try {
    const u = new URL(url);
    const standard = ['http:', 'https:', ...registeredStandardSchemes].includes(u.protocol);
    return standard && u.host ? `${u.protocol}//${u.host.toLowerCase()}` : 'null';
  } catch {
    return 'null';
  }
}

class WebFrameMain {
  /** @param {string} url @param {WebFrameMain | null} parent @param {string} [origin] */
  constructor(url, parent, origin) {
    this.url = url;
    this.parent = parent;
    this.origin = origin ?? chromiumOrigin(url);
    this.frames = [];
  }
}

let nextId = 1;
/**
 * What a window's record of sent events keeps: tests read the last few. At 1000, the record of the
 * soak's three windows (each event a whole layout or a page of rows) filled for longer than a
 * soak ran and was all of the desktop host's growth: 6 MiB per 10 minutes.
 */
const SENT_KEPT = 50;
class WebContents extends EventEmitter {
  constructor() {
    super();
    this.id = nextId++;
    this.mainFrame = new WebFrameMain('', null, 'null');
    this.sent = [];
    this.windowOpenHandler = null;
    this.destroyed = false;
  }
  getURL() {
    return this.mainFrame.url;
  }
  setWindowOpenHandler(handler) {
    this.windowOpenHandler = handler;
  }
  send(channel, ...args) {
    // Electron keeps nothing it sent; this record is for tests, and small so that a long run
    // (soak:ui --desktop) measures main's memory, not the stand-in's.
    if (this.sent.length >= SENT_KEPT) this.sent.shift();
    this.sent.push({ channel, args });
    // The advanced channel clones as Electron's IPC does: a function or a class instance in the args throws here as it would there.
    tell({ kind: 'sent', contents: this.id, channel, args });
  }
  isDestroyed() {
    return this.destroyed;
  }
}

/** An Electron-style event object: handlers call preventDefault() to refuse. */
function cancellable(extra = {}) {
  return {
    ...extra,
    defaultPrevented: false,
    preventDefault() {
      this.defaultPrevented = true;
    },
  };
}

// ---- windows --------------------------------------------------------------------------------------

/** @type {BrowserWindow[]} */
const windows = [];
/** The focused window's id (ids, not the window itself, so windows never alias `this`). */
let focusedId = 0;

class BrowserWindow extends EventEmitter {
  static getAllWindows() {
    return windows.filter((w) => !w.destroyed);
  }
  static getFocusedWindow() {
    return windows.find((w) => w.id === focusedId && !w.destroyed) ?? null;
  }
  static fromWebContents(contents) {
    return windows.find((w) => w.webContents === contents) ?? null;
  }
  static fromId(id) {
    return windows.find((w) => w.id === id) ?? null;
  }
  constructor(options = {}) {
    super();
    this.id = nextId++;
    this.options = options;
    this.webPreferences = options.webPreferences ?? {};
    this.bounds = { x: options.x ?? 0, y: options.y ?? 0, width: options.width ?? 800, height: options.height ?? 600 };
    this.title = options.title ?? '';
    this.visible = options.show !== false;
    this.maximized = false;
    this.destroyed = false;
    this.webContents = new WebContents();
    windows.push(this);
    focusedId = this.id;
    app.emit('web-contents-created', cancellable(), this.webContents);
    app.emit('browser-window-created', cancellable(), this);
  }
  async loadURL(url) {
    this.webContents.mainFrame = new WebFrameMain(url, null);
    tell({ kind: 'load', contents: this.webContents.id, url });
    this.webContents.emit('did-finish-load');
    this.emit('ready-to-show');
  }
  show() {
    this.visible = true;
  }
  hide() {
    this.visible = false;
  }
  isVisible() {
    return this.visible;
  }
  focus() {
    focusedId = this.id;
    this.emit('focus');
  }
  maximize() {
    this.maximized = true;
  }
  isMaximized() {
    return this.maximized;
  }
  isMinimized() {
    return false;
  }
  restore() {}
  setTitle(title) {
    this.title = title;
  }
  getTitle() {
    return this.title;
  }
  getBounds() {
    return { ...this.bounds };
  }
  getNormalBounds() {
    return { ...this.bounds };
  }
  setBounds(bounds) {
    this.bounds = { ...this.bounds, ...bounds };
  }
  setMenu(menu) {
    this.menu = menu;
  }
  isDestroyed() {
    return this.destroyed;
  }
  close() {
    if (this.destroyed) return;
    const event = cancellable();
    this.emit('close', event);
    if (event.defaultPrevented) return;
    this.destroy();
  }
  destroy() {
    this.destroyed = true;
    this.webContents.destroyed = true;
    tell({ kind: 'closed', contents: this.webContents.id });
    this.emit('closed');
    if (BrowserWindow.getAllWindows().length === 0) app.emit('window-all-closed');
  }
}

// ---- IPC ------------------------------------------------------------------------------------------

class IpcMain extends EventEmitter {
  invokeHandlers = new Map();
  handle(channel, handler) {
    if (this.invokeHandlers.has(channel)) throw new Error(`Attempted to register a second handler for '${channel}'`);
    this.invokeHandlers.set(channel, handler);
  }
  removeHandler(channel) {
    this.invokeHandlers.delete(channel);
  }
}
const ipcMain = new IpcMain();

// ---- protocol, net, session ---------------------------------------------------------------------------

const registeredStandardSchemes = [];
const privilegedSchemes = [];
const protocolHandlers = new Map();
const protocol = {
  registerSchemesAsPrivileged(schemes) {
    if (isReady) throw new Error('protocol.registerSchemesAsPrivileged must be called before the app is ready');
    for (const s of schemes) {
      privilegedSchemes.push(s);
      if (s.privileges?.standard) registeredStandardSchemes.push(`${s.scheme}:`);
    }
  },
  handle(scheme, handler) {
    if (!isReady) throw new Error('protocol.handle must be called after the app is ready');
    protocolHandlers.set(scheme, handler);
  },
  unhandle(scheme) {
    protocolHandlers.delete(scheme);
  },
  isProtocolHandled(scheme) {
    return protocolHandlers.has(scheme);
  },
};

const MIME = {
  '.html': 'text/html',
  '.js': 'text/javascript',
  '.cjs': 'text/javascript',
  '.css': 'text/css',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.json': 'application/json',
  '.woff2': 'font/woff2',
};
const net = {
  /** file: URLs only; the host never fetches the network through Electron. */
  async fetch(url) {
    const u = new URL(String(url));
    if (u.protocol !== 'file:') throw new Error(`stand-in net.fetch only reads file: URLs (got ${u.protocol})`);
    const file = fileURLToPath(u);
    try {
      const body = await readFile(file);
      return new Response(body, { status: 200, headers: { 'Content-Type': MIME[path.extname(file)] ?? 'application/octet-stream' } });
    } catch {
      return new Response('', { status: 404 });
    }
  },
};

const defaultSession = {
  permissionRequestHandler: null,
  permissionCheckHandler: null,
  setPermissionRequestHandler(handler) {
    this.permissionRequestHandler = handler;
  },
  setPermissionCheckHandler(handler) {
    this.permissionCheckHandler = handler;
  },
  webRequest: {
    onHeadersReceived(handler) {
      defaultSession.headersHandler = handler;
    },
  },
};
const session = { defaultSession };

// ---- OS services ------------------------------------------------------------------------------------

// The OS keychain: its own module, so a test can write a data folder's token.enc as main would (test/host/stand-in-seed.ts).
const { safeStorage } = require('./stand-in-safe-storage.cjs');

/** Displays: one 1920x1080 screen unless STAND_IN_DISPLAYS gives a JSON list of work areas. */
const workAreas = JSON.parse(process.env.STAND_IN_DISPLAYS ?? '[{"x":0,"y":0,"width":1920,"height":1040}]');
const displays = workAreas.map((workArea, i) => ({ id: i + 1, workArea, bounds: workArea, scaleFactor: 1 }));
const screen = {
  getPrimaryDisplay: () => displays[0],
  getAllDisplays: () => displays,
  getDisplayMatching: () => displays[0],
};

class Menu {
  static applicationMenu = null;
  static buildFromTemplate(template) {
    const menu = new Menu();
    menu.items = template;
    return menu;
  }
  static setApplicationMenu(menu) {
    Menu.applicationMenu = menu;
  }
  static getApplicationMenu() {
    return Menu.applicationMenu;
  }
}

const errorBoxes = [];
/** Message boxes shown, as the test reads them (`modal`: given a parent window, as Electron allows). */
const messageBoxes = [];
/** The button the "user" clicks in the next message boxes; unset, the box is dismissed (Escape: cancelId, else 0). */
let messageBoxAnswer = null;
const dialog = {
  showErrorBox(title, content) {
    errorBoxes.push({ title, content });
    process.stderr.write(`[stand-in dialog] ${title}: ${content}\n`);
  },
  // Electron's signature: showMessageBox([window, ]options).
  async showMessageBox(windowOrOptions, maybeOptions) {
    const modal = windowOrOptions instanceof BrowserWindow;
    const options = modal ? maybeOptions : windowOrOptions;
    const { type, title, message, detail, buttons = [], defaultId, cancelId } = options;
    messageBoxes.push({ modal, type, title, message, detail, buttons, defaultId, cancelId });
    return { response: messageBoxAnswer ?? cancelId ?? 0, checkboxChecked: false };
  },
};

const openedExternally = [];
const shell = {
  async openExternal(url) {
    openedExternally.push(url);
  },
};

// ---- the control channel -------------------------------------------------------------------------------

function windowOf(index = 0) {
  const win = BrowserWindow.getAllWindows()[index];
  if (!win) throw new Error(`no window #${index}`);
  return win;
}

/** The window a frame spec names: by its web contents' id (`contents`), else by index (`window`). */
function windowFor(spec) {
  if (spec?.contents === undefined) return windowOf(spec?.window ?? 0);
  const win = BrowserWindow.getAllWindows().find((w) => w.webContents.id === spec.contents);
  if (!win) throw new Error(`no window shows web contents ${spec.contents}`);
  return win;
}

/** A frame as described by the test: our page, a sub-frame of it, another origin, or none. */
function frameFrom(spec) {
  if (spec === null) return null;
  const top = windowFor(spec).webContents.mainFrame;
  if (spec.kind === 'main') return top;
  if (spec.kind === 'sub') return new WebFrameMain(spec.url ?? top.url, top);
  return new WebFrameMain(spec.url, null, spec.origin);
}

const ops = {
  /** Windows as a test sees them. */
  windows: () =>
    BrowserWindow.getAllWindows().map((w) => ({
      id: w.id,
      contents: w.webContents.id,
      title: w.title,
      url: w.webContents.getURL(),
      visible: w.visible,
      bounds: w.bounds,
      webPreferences: w.webPreferences,
    })),
  /** What main registered before and after ready. */
  registrations: () => ({
    privilegedSchemes,
    handledSchemes: [...protocolHandlers.keys()],
    ipcChannels: [...ipcMain.invokeHandlers.keys()],
    permissionHandlers: {
      request: typeof defaultSession.permissionRequestHandler === 'function',
      check: typeof defaultSession.permissionCheckHandler === 'function',
    },
    errorBoxes,
  }),
  /** An IPC invoke as if sent by `frame` ({kind:'main'|'sub'|'other', url, origin} or null). */
  async invoke({ channel, frame, args }) {
    const handler = ipcMain.invokeHandlers.get(channel);
    if (!handler) throw new Error(`no handler for ${channel}`);
    const senderFrame = frameFrom(frame);
    return await handler({ senderFrame, sender: windowFor(frame).webContents, frameId: 1, processId: 1 }, ...args);
  },
  /** Emits a navigation event (will-navigate, will-redirect, will-frame-navigate); answers whether it was refused. */
  navigate({ event: name, url, window = 0 }) {
    const event = cancellable({ url, isMainFrame: true });
    windowOf(window).webContents.emit(name, event, url);
    return { refused: event.defaultPrevented };
  },
  /** window.open / target=_blank / middle-click (disposition background-tab) / shift-click (new-window). */
  windowOpen({ url, disposition, window = 0 }) {
    const handler = windowOf(window).webContents.windowOpenHandler;
    if (!handler) return { action: 'allow', note: 'no window open handler' };
    return handler({ url, frameName: '', features: '', disposition, referrer: { url: '', policy: 'default' }, postBody: undefined });
  },
  attachWebview({ src }) {
    const event = cancellable();
    windowOf(0).webContents.emit('will-attach-webview', event, { nodeIntegration: true }, { src });
    return { refused: event.defaultPrevented };
  },
  permissionRequest({ permission, url, isMainFrame }) {
    const handler = defaultSession.permissionRequestHandler;
    if (!handler) return { granted: 'no handler (Electron grants by default)' };
    return new Promise((resolve) =>
      handler(windowOf(0).webContents, permission, (granted) => resolve({ granted }), { isMainFrame, requestingUrl: url }),
    );
  },
  permissionCheck({ permission, origin, isMainFrame }) {
    const handler = defaultSession.permissionCheckHandler;
    if (!handler) return { granted: 'no handler (Electron grants by default)' };
    return {
      granted: handler(windowOf(0).webContents, permission, origin, { isMainFrame, requestingUrl: origin, securityOrigin: origin }),
    };
  },
  /** A request to a custom scheme, as Chromium would hand it to protocol.handle: the whole answer. */
  async protocolRequest({ url }) {
    const scheme = new URL(url).protocol.slice(0, -1);
    const handler = protocolHandlers.get(scheme);
    if (!handler) throw new Error(`scheme ${scheme} is not handled`);
    const response = await handler(new Request(url));
    return { status: response.status, headers: Object.fromEntries(response.headers), body: new Uint8Array(await response.arrayBuffer()) };
  },
  async protocolFetch({ url }) {
    const { status, headers, body } = await ops.protocolRequest({ url });
    const text = new TextDecoder().decode(body);
    return { status, headers, bodyStart: text.slice(0, 200), length: text.length };
  },
  decrypt({ base64 }) {
    return safeStorage.decryptString(Buffer.from(base64, 'base64'));
  },
  /** What main sent a window over IPC: [event name, payload] pairs. */
  sent({ window = 0 }) {
    return windowOf(window).webContents.sent.map((s) => s.args);
  },
  /** The user closes a window (`contents`: the id of its web contents, else `window`: its index). */
  closeWindow(spec) {
    windowFor(spec).close();
    return true;
  },
  /** The application menu as labels and roles (click handlers cannot cross the channel). */
  menu: () => {
    const plain = (items) =>
      items.map((i) => ({
        label: i.label,
        role: i.role,
        accelerator: i.accelerator,
        submenu: Array.isArray(i.submenu) ? plain(i.submenu) : undefined,
      }));
    return Menu.applicationMenu ? plain(Menu.applicationMenu.items) : null;
  },
  /** Clicks a menu item found by its label path, e.g. ['View', 'Dark theme']. */
  clickMenu({ labels }) {
    let items = Menu.applicationMenu?.items ?? [];
    let item;
    for (const label of labels) {
      item = items.find((i) => i.label === label);
      if (!item) throw new Error(`no menu item ${labels.join(' > ')}`);
      items = Array.isArray(item.submenu) ? item.submenu : (item.submenu?.items ?? []);
    }
    if (typeof item?.click !== 'function') throw new Error(`${labels.join(' > ')} has no click`);
    item.click(item, BrowserWindow.getFocusedWindow(), {});
    return true;
  },
  openedExternally: () => openedExternally,
  /** From now on the "user" clicks button `response` (an index into the box's buttons) in message boxes. */
  answerMessageBoxes({ response }) {
    messageBoxAnswer = response;
    return true;
  },
  messageBoxes: () => messageBoxes,
  quit() {
    app.quit();
    return true;
  },
};

process.on('message', async (message) => {
  const { id, op, ...args } = message;
  try {
    const fn = ops[op];
    if (!fn) throw new Error(`unknown stand-in op ${op}`);
    process.send?.({ id, ok: true, value: await fn(args) });
  } catch (err) {
    process.send?.({ id, ok: false, error: err instanceof Error ? err.message : String(err) });
  }
});

// Real Electron has a resources folder; unpackaged it is Electron's own, never ours.
process.resourcesPath = path.join(process.cwd(), 'node_modules', 'electron', 'dist', 'resources');

module.exports = { app, BrowserWindow, WebContents, ipcMain, protocol, net, session, safeStorage, screen, Menu, dialog, shell };
