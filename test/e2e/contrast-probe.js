/* global document, getComputedStyle, innerHeight, innerWidth, NodeFilter */
// Runs in the page (see contrast.ts): plain JavaScript, as the test project has no DOM types.
// Every visible text measured against the background it is painted on (the nearest opaque
// background, translucent ones blended over it), by the WCAG 2 formula. Colours are read back
// through a canvas, so any CSS colour (color-mix, oklch...) is compared as painted. Returns the
// texts under `minimum`; canvas-drawn text (the charts) is not in the DOM and not seen.
// eslint-disable-next-line @typescript-eslint/no-unused-expressions -- the test evaluates this expression
(function lowContrastTexts(minimum) {
  const canvas = document.createElement('canvas');
  canvas.width = canvas.height = 1;
  const ctx = canvas.getContext('2d', { willReadFrequently: true });
  const rgba = (css) => {
    ctx.clearRect(0, 0, 1, 1);
    ctx.fillStyle = '#000';
    ctx.fillStyle = css;
    ctx.fillRect(0, 0, 1, 1);
    const [r, g, b, a] = ctx.getImageData(0, 0, 1, 1).data;
    // getImageData un-premultiplies; the alpha comes from the colour itself.
    const alpha = (a ?? 255) / 255;
    return alpha === 0 ? [0, 0, 0, 0] : [r ?? 0, g ?? 0, b ?? 0, alpha];
  };
  const over = (top, bottom) => [0, 1, 2].map((i) => top[i] * top[3] + bottom[i] * (1 - top[3]));
  const background = (element) => {
    const layers = [];
    for (let e = element; e; e = e.parentElement) {
      const c = rgba(getComputedStyle(e).backgroundColor);
      if (c[3] > 0) layers.push(c);
      if (c[3] >= 1) break;
    }
    let base = [255, 255, 255];
    for (const layer of layers.reverse()) base = over(layer, base);
    return base;
  };
  const luminance = (c) => {
    const [r, g, b] = c.map((v) => {
      const s = v / 255;
      return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
    });
    return 0.2126 * r + 0.7152 * g + 0.0722 * b;
  };
  const ratio = (a, b) => {
    const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x);
    return (hi + 0.05) / (lo + 0.05);
  };
  const describe = (e) => {
    const parts = [];
    for (let x = e; x && parts.length < 4; x = x.parentElement)
      parts.unshift(x.tagName.toLowerCase() + (x.classList.length ? `.${[...x.classList].join('.')}` : ''));
    return parts.join(' > ');
  };
  const visible = (e) => {
    const r = e.getBoundingClientRect();
    if (r.width < 1 || r.height < 1 || r.bottom < 0 || r.right < 0 || r.top > innerHeight || r.left > innerWidth) return false;
    return e.checkVisibility({ opacityProperty: true, visibilityProperty: true });
  };
  const out = [];
  const seen = new Set();
  const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    const text = node.textContent?.trim() ?? '';
    const element = node.parentElement;
    if (!text || !element || !visible(element)) continue;
    // Inactive controls are exempt from the contrast rule (WCAG 1.4.3).
    if (element.closest(':disabled, [aria-disabled="true"]')) continue;
    // Placeholder-less option lists of a closed select are not painted.
    if (element.closest('option, script, style')) continue;
    const style = getComputedStyle(element);
    // Opacity anywhere up the tree fades the text into its background.
    let opacity = 1;
    for (let e = element; e; e = e.parentElement) opacity *= Number(getComputedStyle(e).opacity);
    const colour = rgba(style.color);
    const fg = [colour[0], colour[1], colour[2], colour[3] * opacity];
    const bg = background(element);
    const painted = fg[3] < 1 ? over(fg, bg) : fg;
    const value = ratio(painted, bg);
    if (value >= minimum) continue;
    const where = describe(element);
    const key = `${where}|${style.color}|${bg.join(',')}`;
    if (seen.has(key)) continue;
    seen.add(key);
    out.push({
      text: text.slice(0, 40),
      where,
      ratio: Math.round(value * 100) / 100,
      color: style.color,
      background: `rgb(${bg.map(Math.round).join(',')})`,
    });
  }
  return out;
});
