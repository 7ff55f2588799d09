/**
 * Free text from the API as paragraphs: split on line breaks (blank lines or single ones, the
 * service uses both), runs of spaces collapsed, empty pieces dropped. The text stays text: callers
 * render each paragraph as a text node, never as markup.
 */
export function toParagraphs(text: string | null | undefined): string[] {
  if (typeof text !== 'string') return [];
  return text
    .replace(/\r\n?/g, '\n')
    .split(/\n+/)
    .map((piece) => piece.replace(/[ \t\u00a0]+/g, ' ').trim())
    .filter((piece) => piece !== '');
}
