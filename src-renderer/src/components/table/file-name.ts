// The name an exported table is saved under. Pure, so Node tests reach it without a DOM.

/** A safe download name: `${stem}.${extension}`, without path separators or characters filesystems refuse. */
export function exportFileName(stem: string | undefined, extension: 'csv' | 'xlsx'): string {
  const cleaned = (stem ?? '')
    // eslint-disable-next-line no-control-regex -- control characters are what file names must not carry
    .replace(/[\u0000-\u001f\u007f<>:"/\\|?*]+/g, '-')
    .replace(/^[\s.]+|[\s.]+$/g, '')
    .slice(0, 120);
  return `${cleaned || 'table'}.${extension}`;
}
