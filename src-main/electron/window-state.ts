// Remembered window bounds. Pure functions, so restore rules are testable without Electron.
import { z } from 'zod';

export interface Rect {
  x: number;
  y: number;
  width: number;
  height: number;
}

export interface WindowState {
  bounds: Rect;
  maximized: boolean;
}

const MIN_WIDTH = 640;
const MIN_HEIGHT = 400;
/** How much of the title bar must be on a screen for the window to be reachable. */
const MIN_VISIBLE = 100;

const windowStateSchema = z.object({
  bounds: z.object({
    x: z.number().int(),
    y: z.number().int(),
    width: z.number().int().min(MIN_WIDTH).max(100_000),
    height: z.number().int().min(MIN_HEIGHT).max(100_000),
  }),
  maximized: z.boolean(),
});

function overlap(a: Rect, b: Rect): Rect {
  const x = Math.max(a.x, b.x);
  const y = Math.max(a.y, b.y);
  return { x, y, width: Math.min(a.x + a.width, b.x + b.width) - x, height: Math.min(a.y + a.height, b.y + b.height) - y };
}

/** Default: 80% of the primary work area, centred. */
export function defaultWindowState(primary: Rect): WindowState {
  const width = Math.max(MIN_WIDTH, Math.round(primary.width * 0.8));
  const height = Math.max(MIN_HEIGHT, Math.round(primary.height * 0.8));
  return {
    bounds: {
      x: primary.x + Math.round((primary.width - width) / 2),
      y: primary.y + Math.round((primary.height - height) / 2),
      width,
      height,
    },
    maximized: false,
  };
}

/**
 * The saved state if it is well-formed and its title bar lands on one of today's displays
 * (a monitor may have been unplugged since), else the default on the primary display.
 */
export function restoreWindowState(saved: unknown, workAreas: readonly Rect[], primary: Rect): WindowState {
  const parsed = windowStateSchema.safeParse(saved);
  if (!parsed.success) return defaultWindowState(primary);
  const { bounds } = parsed.data;
  const titleBar: Rect = { x: bounds.x, y: bounds.y, width: bounds.width, height: 32 };
  const reachable = workAreas.some((area) => {
    const o = overlap(titleBar, area);
    return o.width >= MIN_VISIBLE && o.height > 0;
  });
  return reachable ? parsed.data : defaultWindowState(primary);
}
