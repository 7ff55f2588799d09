// The native application menu, generated from the menu model the renderer declares from the same
// function and key registries HELP reads (desktop.menu). Pure: builds Electron's template, so the
// layout is unit-tested without Electron. Items that act on the workspace send a desktop.command
// to the focused window; editing, zoom, full screen and window items use Electron's roles, which
// is what makes copy and paste work on macOS.
import type { MenuItemConstructorOptions } from 'electron';
import type { DesktopCommand, DesktopMenu } from '../ipc/contract';

export interface MenuEnvironment {
  platform: NodeJS.Platform;
  appName: string;
  /** Sends a command to the focused window. */
  send(command: DesktopCommand): void;
  /** The About box on Windows and Linux (macOS uses the standard panel). */
  showAbout(): void;
  /** Developer tools only outside a packaged build. */
  isPackaged: boolean;
}

const KEY_NAMES: Record<string, string> = {
  ArrowLeft: 'Left',
  ArrowRight: 'Right',
  ArrowUp: 'Up',
  ArrowDown: 'Down',
  Enter: 'Return',
  '\\': '\\',
  '-': '-',
  '[': '[',
  ']': ']',
};

/**
 * Our key string ("Mod+k", "Alt+Shift+ArrowLeft", "Mod+D": a capital means Shift) as an Electron
 * accelerator, or null where the menu should not show one. On macOS only Cmd chords and function
 * keys are shown: other chords would become key equivalents and change what the keys do.
 */
export function accelerator(key: string | null, platform: NodeJS.Platform): string | null {
  if (!key) return null;
  const parts = key.split('+').filter(Boolean);
  let last = parts.pop() ?? '';
  if (key.endsWith('++')) last = 'Plus';
  if (parts.length === 0 && !/^F\d{1,2}$/.test(last)) return null; // plain keys belong to the page (typing, tables)
  if (platform === 'darwin' && !parts.includes('Mod') && !/^F\d{1,2}$/.test(last)) return null;
  const mods = parts.map((p) => (p === 'Mod' ? 'CmdOrCtrl' : p === 'Meta' ? 'Super' : p));
  if (/^[A-Z]$/.test(last) && !mods.includes('Shift')) mods.push('Shift');
  const name = KEY_NAMES[last] ?? (last.length === 1 ? last.toUpperCase() : last);
  return [...mods, name].join('+');
}

function actionItems(
  model: DesktopMenu,
  section: DesktopMenu['actions'][number]['section'],
  env: MenuEnvironment,
): MenuItemConstructorOptions[] {
  return model.actions
    .filter((a) => a.section === section)
    .map((a) => {
      const acc = accelerator(a.key, env.platform);
      // The page's own key handler stays the one that acts on keys: the menu only shows them.
      return {
        label: a.label,
        ...(acc ? { accelerator: acc, registerAccelerator: false } : {}),
        click: () => env.send({ kind: 'action', action: a.action }),
      };
    });
}

function functionsMenu(model: DesktopMenu, env: MenuEnvironment): MenuItemConstructorOptions {
  const groups = [...new Set(model.functions.map((f) => f.group))];
  return {
    label: 'Functions',
    submenu: groups.map((group) => ({
      label: group,
      submenu: model.functions
        .filter((f) => f.group === group)
        .map((f) => ({
          label: `${f.code}  ${f.title}${f.needsSecurity ? ' (focused security)' : ''}`,
          click: () => env.send({ kind: 'function', code: f.code }),
        })),
    })),
  };
}

export function appMenuTemplate(model: DesktopMenu, env: MenuEnvironment): MenuItemConstructorOptions[] {
  const mac = env.platform === 'darwin';
  const settings: MenuItemConstructorOptions = {
    label: mac ? 'Settings…' : 'Settings',
    accelerator: 'CmdOrCtrl+,',
    click: () => env.send({ kind: 'function', code: 'SET' }),
  };
  const sep: MenuItemConstructorOptions = { type: 'separator' };
  const template: MenuItemConstructorOptions[] = [];
  if (mac) {
    template.push({
      label: env.appName,
      submenu: [
        { role: 'about' },
        sep,
        settings,
        sep,
        { role: 'services' },
        sep,
        { role: 'hide' },
        { role: 'hideOthers' },
        { role: 'unhide' },
        sep,
        { role: 'quit' },
      ],
    });
  }
  template.push(
    {
      label: 'File',
      submenu: [
        ...actionItems(model, 'general', env),
        sep,
        ...(mac ? [{ role: 'close' } as const] : [settings, sep, { role: 'quit' } as const]),
      ],
    },
    {
      label: 'Edit',
      submenu: [
        { role: 'undo' },
        { role: 'redo' },
        sep,
        { role: 'cut' },
        { role: 'copy' },
        { role: 'paste' },
        ...(mac ? [{ role: 'pasteAndMatchStyle' } as const] : []),
        { role: 'delete' },
        sep,
        { role: 'selectAll' },
      ],
    },
    {
      label: 'View',
      submenu: [
        { label: 'Dark theme', click: () => env.send({ kind: 'theme', theme: 'dark' }) },
        { label: 'Light theme', click: () => env.send({ kind: 'theme', theme: 'light' }) },
        sep,
        { role: 'resetZoom' },
        { role: 'zoomIn' },
        { role: 'zoomOut' },
        sep,
        { role: 'togglefullscreen' },
        ...(env.isPackaged ? [] : [sep, { role: 'toggleDevTools' } as const]),
      ],
    },
    functionsMenu(model, env),
    {
      label: 'Pane',
      submenu: [...actionItems(model, 'pane', env), sep, { label: 'Link group', submenu: actionItems(model, 'link', env) }],
    },
    {
      label: 'Window',
      submenu: mac ? [{ role: 'minimize' }, { role: 'zoom' }, sep, { role: 'front' }] : [{ role: 'minimize' }, { role: 'close' }],
    },
    {
      role: 'help',
      submenu: [
        {
          label: 'This screen: keys and figures',
          accelerator: 'F1',
          registerAccelerator: false,
          click: () => env.send({ kind: 'action', action: 'help.screen' }),
        },
        { label: 'Functions and shortcuts (?)', click: () => env.send({ kind: 'action', action: 'help.toggle' }) },
        ...(mac ? [] : [sep, { label: `About ${env.appName}`, click: () => env.showAbout() }]),
      ],
    },
  );
  return template;
}

/** The versions the About box lists. */
export function aboutText(appVersion: string, versions: NodeJS.ProcessVersions): string {
  return [
    `Version ${appVersion}`,
    `Electron ${versions.electron ?? '—'}`,
    `Chromium ${versions.chrome ?? '—'}`,
    `Node ${versions.node}`,
    `V8 ${versions.v8}`,
  ].join('\n');
}
