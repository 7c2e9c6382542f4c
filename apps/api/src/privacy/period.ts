/** Calendar arithmetic for retention periods, in UTC, so that every instance counts alike. */

export function monthsBefore(now: Date, months: number): Date {
  const date = new Date(now);
  const day = date.getUTCDate();
  date.setUTCDate(1);
  date.setUTCMonth(date.getUTCMonth() - months);
  // 31 March minus one month is the last day of February, not 3 March.
  const lastDay = new Date(Date.UTC(date.getUTCFullYear(), date.getUTCMonth() + 1, 0)).getUTCDate();
  date.setUTCDate(Math.min(day, lastDay));
  return date;
}

export function daysBefore(now: Date, days: number): Date {
  return new Date(now.getTime() - days * 86_400_000);
}

/** A date column's value (YYYY-MM-DD) that many months before now: dates before it are past the period. */
export function isoDateMonthsBefore(now: Date, months: number): string {
  return monthsBefore(now, months).toISOString().slice(0, 10);
}

/**
 * Records of a year are kept `years` whole years after that year ends: on 1 January 2033, with
 * six years, the records of 2026 are due. The first instant still kept is returned.
 */
export function accountingCutoff(now: Date, years: number): Date {
  return new Date(Date.UTC(now.getUTCFullYear() - years, 0, 1));
}
