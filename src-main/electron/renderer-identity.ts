// The one answer to "is this our renderer?", used by the IPC sender check, the permission handlers
// and the navigation guards. It trusts what Chromium reports (a frame's `origin`) and, where only
// a URL is given, serialises the origin itself: Node's `new URL('app://terminal/').origin` is
// "null" because Node does not know our scheme is registered as standard, so it cannot be used.
import type { SenderInfo } from '../ipc/router';

/** The part of Electron's WebFrameMain the check reads (so tests need no Electron). */
export interface FrameLike {
  readonly origin: string;
  readonly parent: FrameLike | null;
}

/** Schemes Chromium treats as standard (scheme://host[:port] origins) in this app. */
const STANDARD_SCHEMES = new Set(['app:', 'http:', 'https:']);

/**
 * The origin Chromium would give a URL of a standard scheme, e.g. "app://terminal" for
 * "app://terminal/index.html"; null for anything else (opaque, unknown scheme, not a URL).
 */
export function standardOrigin(url: string): string | null {
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    return null;
  }
  if (!STANDARD_SCHEMES.has(parsed.protocol) || parsed.hostname === '') return null;
  // Node keeps a non-special scheme's host as written; Chromium lowercases a standard scheme's.
  return `${parsed.protocol}//${parsed.host.toLowerCase()}`;
}

export interface RendererIdentity {
  /** The renderer's origin: app://terminal, or the dev server's in `npm run dev`. */
  readonly origin: string;
  /** A URL (or a serialised origin) that belongs to our renderer. */
  isAppUrl(url: string): boolean;
  /** Who sent an IPC message, from the frame Chromium reports (null once it is gone). */
  senderInfo(frame: FrameLike | null | undefined): SenderInfo;
  /** Our renderer's top-level document, nothing else. */
  isOurMainFrame(frame: FrameLike | null | undefined): boolean;
}

export function rendererIdentity(rendererUrl: string): RendererIdentity {
  const origin = standardOrigin(rendererUrl);
  if (origin === null) throw new Error(`the renderer URL ${rendererUrl} has no standard origin`);
  const senderInfo = (frame: FrameLike | null | undefined): SenderInfo =>
    frame
      ? { mainFrame: frame.parent === null, origin: frame.origin === 'null' ? null : frame.origin }
      : { mainFrame: false, origin: null };
  return {
    origin,
    isAppUrl: (url) => standardOrigin(url) === origin,
    senderInfo,
    isOurMainFrame(frame) {
      const sender = senderInfo(frame);
      return sender.mainFrame && sender.origin === origin;
    },
  };
}
