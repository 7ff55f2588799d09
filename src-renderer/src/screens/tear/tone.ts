// The colour class of a signed figure on a tear sheet.
export function tone(value: number | null | undefined): string {
  return typeof value !== 'number' || value === 0 ? '' : value > 0 ? 'tear-up' : 'tear-down';
}
