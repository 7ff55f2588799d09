/** Present parts joined ("XOF — Franc CFA"); "" when none is there, which facts show as "—". */
export function joinPresent(parts: ReadonlyArray<string | null | undefined>, separator = ' — '): string {
  return parts
    .map((part) => part?.trim() ?? '')
    .filter((part) => part !== '')
    .join(separator);
}
