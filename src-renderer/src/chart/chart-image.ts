// A chart as a picture to paste into a message or a note: lightweight-charts' own screenshot (all
// its panes, with what features drew on them) under a header (what it is, the legend's figures)
// and over a footer (when the data was fetched, and the credit its licence asks for), drawn at the
// screen's device pixel ratio so it is as sharp as the chart was.
import type { IChartApi } from 'lightweight-charts';
import type { ChartTheme } from './chart-theme';
import { CREDIT, FONT_PX, imageSize, LINE_PX, PAD_PX, type ChartCaption } from './image-layout';

/** The legend as shown: each line's text on one line (the screen lays its parts out in flex rows). */
export function legendLines(root: ParentNode): string[] {
  return [...root.querySelectorAll<HTMLElement>('.legend-line, .legend-event, .cmp-item')]
    .map((e) => (e.innerText || e.textContent || '').replace(/\s+/g, ' ').trim())
    .filter(Boolean);
}

/** Draws `chart` with `caption` in the theme's colours; resolves to a PNG. */
export async function chartImage(chart: IChartApi, theme: ChartTheme, caption: ChartCaption): Promise<Blob> {
  const shot = chart.takeScreenshot(true, false);
  const cssWidth = chart.chartElement().clientWidth || shot.width;
  const ratio = shot.width / cssWidth;
  const size = imageSize(shot.width, shot.height, ratio, caption.lines.length);
  const canvas = document.createElement('canvas');
  canvas.width = size.width;
  canvas.height = size.height;
  const g = canvas.getContext('2d');
  if (!g) throw new Error('No 2D canvas to draw the picture on');
  g.fillStyle = theme.background;
  g.fillRect(0, 0, size.width, size.height);
  g.scale(ratio, ratio);
  g.textBaseline = 'middle';
  const text = (value: string, x: number, y: number, color: string, bold = false) => {
    g.fillStyle = color;
    g.font = `${bold ? 'bold ' : ''}${FONT_PX}px ${theme.font}`;
    g.fillText(value, x, y, cssWidth - 2 * PAD_PX);
  };
  caption.lines.forEach((line, i) => text(line, PAD_PX, PAD_PX + (i + 0.5) * LINE_PX, i === 0 ? theme.text : theme.muted, i === 0));
  const top = PAD_PX + caption.lines.length * LINE_PX;
  g.setTransform(1, 0, 0, 1, 0, 0);
  g.drawImage(shot, 0, Math.round(top * ratio));
  g.scale(ratio, ratio);
  const footerY = top + shot.height / ratio + PAD_PX / 2 + LINE_PX / 2;
  text(caption.footer, PAD_PX, footerY, theme.muted);
  g.textAlign = 'right';
  text(CREDIT, cssWidth - PAD_PX, footerY, theme.muted);
  return new Promise((resolve, reject) =>
    canvas.toBlob((blob) => (blob ? resolve(blob) : reject(new Error('The picture could not be encoded'))), 'image/png'),
  );
}

/** Puts a PNG on the clipboard; false when the clipboard refuses pictures. */
export async function copyImage(png: Blob): Promise<boolean> {
  if (typeof ClipboardItem === 'undefined' || !navigator.clipboard?.write) return false;
  try {
    await navigator.clipboard.write([new ClipboardItem({ 'image/png': png })]);
    return true;
  } catch {
    return false;
  }
}
