// The renderer's floors, enforced by the lint: an import may only run down this table, and a
// screen family never imports another family. Folders on one floor do not import each other
// either, so a domain model (calendar) never leans on a sibling (watchlists).
// Plain JavaScript, so eslint.config.mjs loads it without a TypeScript loader.
import path from 'node:path';

/** Bottom first. A folder of `src-renderer/src` not named here is refused until it is given a floor. */
const RENDERER_FLOORS = [
  ['i18n'], // the UI language and its words (t, msg, the French catalog)
  ['format', 'styles'], // pure values: days, figures, text; global styles
  ['api'], // the client over the contract
  ['platform'], // useApp (client, settings, status), useNow
  ['commands'], // catalog, grammar, resolution, refs
  ['chart'], // lightweight-charts base, GP/NAV/CMP charts and their features
  ['workspace'], // layout model, store, pane context, view memory
  ['data'], // useDataset / useSeries, series windows, fund data
  ['calendar', 'watchlists', 'help', 'alerts'], // domain models
  ['components'], // generic UI: table/, pickers/, RangeBar…
  ['screens'], // screens/<family>/
  ['app'], // the shell: App, Workspace, PaneView, registry, CommandLine, desktop/
  ['main.tsx'], // the entry
];

const FLOOR_OF = new Map(RENDERER_FLOORS.flatMap((folders, floor) => folders.map((folder) => [folder, floor])));

/** Where a file of the renderer stands: its top folder, its family (screens only) and floor. */
function placeOf(srcDir, file) {
  const parts = path.relative(srcDir, file).split(path.sep);
  if (parts[0] === '..' || path.isAbsolute(parts[0])) return null;
  const room = parts[0];
  return { room, family: room === 'screens' && parts.length > 2 ? parts[1] : null, floor: FLOOR_OF.get(room) };
}

/** Why `importer` may not import `target` (both absolute paths), or null when it may. */
export function floorViolation(srcDir, importer, target) {
  const from = placeOf(srcDir, importer);
  const to = placeOf(srcDir, target);
  if (!from || !to) return null;
  if (from.floor === undefined) return `"${from.room}" has no floor: add it to RENDERER_FLOORS (src-main/build/renderer-floors.mjs)`;
  if (to.floor === undefined) return `"${to.room}" has no floor: add it to RENDERER_FLOORS (src-main/build/renderer-floors.mjs)`;
  if (from.room === to.room) {
    return from.family !== null && to.family !== null && from.family !== to.family
      ? `screens/${from.family} imports screens/${to.family}: a screen family never imports another; move what both need down a floor`
      : null;
  }
  if (to.floor < from.floor) return null;
  const how = to.floor === from.floor ? 'beside it on the same floor' : 'above it';
  return `${from.room}/ imports ${to.room}/, which stands ${how}: imports run down the floors only`;
}

/** The ESLint rule: every relative import, export-from and dynamic import of a renderer file. */
export const rendererFloorsRule = {
  meta: { type: 'problem', schema: [{ type: 'string' }], messages: { floor: '{{why}}' } },
  create(context) {
    const srcDir = path.resolve(context.cwd, context.options[0] ?? 'src-renderer/src');
    const check = (node, source) => {
      if (typeof source !== 'string' || !source.startsWith('.')) return;
      const why = floorViolation(srcDir, context.filename, path.resolve(path.dirname(context.filename), source));
      if (why) context.report({ node, messageId: 'floor', data: { why } });
    };
    return {
      ImportDeclaration: (node) => check(node, node.source.value),
      ExportNamedDeclaration: (node) => node.source && check(node, node.source.value),
      ExportAllDeclaration: (node) => check(node, node.source.value),
      ImportExpression: (node) => node.source.type === 'Literal' && check(node, node.source.value),
    };
  },
};
