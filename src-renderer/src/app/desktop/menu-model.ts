// The native menu's entries, from the same registries HELP lists: every function code and every
// workspace shortcut. Main turns this into its menu (src-main/electron/app-menu.ts).
import type { DesktopMenu } from '../../../../src-main/ipc/contract';
import { t } from '../../i18n';
import { FUNCTIONS, type FunctionDef } from '../../commands/functions';
import { GLOBAL_BINDINGS, type Binding } from '../../commands/keymap';

function section(action: Binding['action']): DesktopMenu['actions'][number]['section'] {
  if (action.startsWith('pane.link-') || action === 'pane.unlink') return 'link';
  return action.startsWith('pane.') ? 'pane' : 'general';
}

/** The chord a menu can show (a plain letter or Tab is the page's to keep). */
function menuKey(binding: Binding): string | null {
  return binding.keys.find((k) => /^(Mod|Alt|F\d)/.test(k)) ?? null;
}

export function desktopMenu(functions: readonly FunctionDef[] = FUNCTIONS, bindings: readonly Binding[] = GLOBAL_BINDINGS): DesktopMenu {
  return {
    functions: functions.map((f) => ({ code: f.code, title: t(f.title), group: f.group, needsSecurity: !f.targets.includes('none') })),
    actions: bindings.map((b) => ({ action: b.action, label: t(b.description), section: section(b.action), key: menuKey(b) })),
  };
}
