// Dates are read as strings in UTC; a date at or before the epoch counts as none (spec 000 §3).

/** Parses an upstream date; a string without a zone is read as UTC. */
export function readDate(value: string | number | Date | undefined | null): Date | undefined {
  if (value === undefined || value === null || value === '') return undefined;
  let date: Date;
  if (value instanceof Date) date = value;
  else if (typeof value === 'number') date = new Date(value);
  else {
    const text = value.trim();
    const hasZone = /(?:[zZ]|[+-]\d{2}:?\d{2})$/.test(text);
    const isDateOnly = /^\d{4}-\d{2}-\d{2}$/.test(text);
    date = new Date(hasZone || isDateOnly ? text : `${text.replace(' ', 'T')}Z`);
  }
  const time = date.getTime();
  if (Number.isNaN(time) || time <= 0) return undefined;
  return date;
}

/** The date as an ISO string in UTC, or undefined when it counts as none. */
export function toUtcString(value: string | number | Date | undefined | null): string | undefined {
  return readDate(value)?.toISOString();
}
