/* eslint-disable @typescript-eslint/no-require-imports -- a CommonJS module loaded with node --require (before any ESM loader): require() is how it imports */
// Loaded with `-r` before the app's main script under real Electron. Electron has no getters for a
// window's webPreferences or for the session's permission handlers, so this keeps copies of what
// main passes (nothing else changes) for the shared host checks to read in the main process.
'use strict';
const Module = require('node:module');
const electron = require('electron');

const captured = { webPreferences: new Map(), request: null, check: null };
globalThis.__marketTerminalHost = captured;

class RecordingBrowserWindow extends electron.BrowserWindow {
  constructor(options = {}) {
    super(options);
    captured.webPreferences.set(this.id, { ...options.webPreferences });
  }
}
const recordingElectron = new Proxy(electron, { get: (target, key) => (key === 'BrowserWindow' ? RecordingBrowserWindow : target[key]) });

// The app's own require('electron') gets the recording view; this file keeps the real module.
const load = Module._load;
Module._load = function (request, parent, ...rest) {
  if (request === 'electron' && parent?.filename !== __filename) return recordingElectron;
  return load.call(this, request, parent, ...rest);
};

electron.app.once('ready', () => {
  const ses = electron.session.defaultSession;
  const setRequest = ses.setPermissionRequestHandler.bind(ses);
  const setCheck = ses.setPermissionCheckHandler.bind(ses);
  ses.setPermissionRequestHandler = (handler) => setRequest((captured.request = handler));
  ses.setPermissionCheckHandler = (handler) => setCheck((captured.check = handler));
});
