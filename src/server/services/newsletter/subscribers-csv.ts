/** The confirmed subscribers as CSV (RFC 4180: CRLF lines, quoted where needed), for the owner's mail program. */
export interface SubscriberRow {
  email: string;
  locale: string;
  confirmedAt: Date | null;
}

/** A field as CSV: quoted when it holds a comma, quote or line break; a leading = + - @ is defused for spreadsheets. */
export function csvField(value: string): string {
  const safe = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
}

export function subscribersCsv(rows: readonly SubscriberRow[]): string {
  const lines = [['email', 'language', 'confirmed_at']];
  for (const row of rows) lines.push([row.email, row.locale, row.confirmedAt?.toISOString() ?? '']);
  return lines.map((fields) => fields.map(csvField).join(',')).join('\r\n') + '\r\n';
}
