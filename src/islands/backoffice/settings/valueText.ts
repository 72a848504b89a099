/** A setting's value in one line, for the history and the confirmation: lists joined, empty shown as such. */
export function valueText(value: unknown, empty: string, on: string, off: string): string {
  if (value === true) return on;
  if (value === false) return off;
  if (value === null || value === undefined || value === '') return empty;
  if (Array.isArray(value) && value.every((item) => typeof item === 'string' || typeof item === 'number')) return value.length ? value.join(', ') : empty;
  if (typeof value === 'string' || typeof value === 'number') return String(value);
  return JSON.stringify(value);
}
