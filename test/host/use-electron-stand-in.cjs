/* eslint-disable @typescript-eslint/no-require-imports -- a CommonJS module loaded with node --require (before any ESM loader): require() is how it imports */
// `node --require ./test/host/use-electron-stand-in.cjs out/main/index.js`: makes require('electron')
// in the built main bundle resolve to the stand-in (see electron-stand-in.cjs for what it fakes).
'use strict';
const Module = require('node:module');
const path = require('node:path');

const standIn = path.join(__dirname, 'electron-stand-in.cjs');
const resolve = Module._resolveFilename;
Module._resolveFilename = function (request, ...rest) {
  return request === 'electron' ? standIn : resolve.call(this, request, ...rest);
};
