// What the host checks need from a running desktop host, implemented twice: by the Node stand-in
// (stand-in-host.ts, runs everywhere) and by real Electron through Playwright (test/electron).
import type { Envelope } from '../../src-main/ipc/contract';

/**
 * The frame an IPC message comes from: our window's top frame, a sub-frame of it, or another page
 * (with the origin Chromium would report for it), or none (a frame already gone).
 */
/** A frame of the main window, or of window number `window` (the stand-in's windows, in order of opening). */
export type FrameSpec =
  | { kind: 'main'; window?: number }
  | { kind: 'sub'; url?: string; window?: number }
  | { kind: 'other'; url: string; origin: string; window?: number }
  | null;

export interface WindowInfo {
  title: string;
  url: string;
  webPreferences: Record<string, unknown>;
}

export interface ProtocolAnswer {
  status: number;
  headers: Record<string, string>;
  bodyStart: string;
}

/** A message box main showed (dialog.showMessageBox). */
export interface MessageBoxSeen {
  /** Shown over a window (modal), not free-standing. */
  modal: boolean;
  message: string;
  detail?: string;
  buttons: string[];
  defaultId?: number;
  cancelId?: number;
}

export interface HostDriver {
  /** The data folder the host was started with. */
  readonly dataDir: string;
  windows(): Promise<WindowInfo[]>;
  /** Any method name: the checks also send names the contract does not have. */
  invoke(frame: FrameSpec, method: string, input?: unknown): Promise<Envelope<unknown>>;
  /** Fires a navigation event on the main window; true when main refused it. */
  navigationRefused(event: 'will-navigate' | 'will-redirect', url: string): Promise<boolean>;
  /** Asks the window-open handler (window.open, target=_blank, middle-click…) what to do. */
  windowOpenAction(url: string, disposition: 'foreground-tab' | 'background-tab' | 'new-window'): Promise<string>;
  webviewRefused(src: string): Promise<boolean>;
  permissionRequestGranted(permission: string, requestingUrl: string, isMainFrame: boolean): Promise<boolean>;
  permissionCheckGranted(permission: string, requestingOrigin: string, isMainFrame: boolean): Promise<boolean>;
  /** A request to the app:// scheme as the window would make it. */
  fetchApp(url: string): Promise<ProtocolAnswer>;
  /** Decrypts with the host's safeStorage. */
  decrypt(encrypted: Buffer): Promise<string>;
  /** From now on the user clicks button `response` (its index) in the message boxes main shows. */
  answerMessageBoxes(response: number): Promise<void>;
  /** The message boxes main has shown since `answerMessageBoxes` was first called. */
  messageBoxes(): Promise<MessageBoxSeen[]>;
}
