/**
 * `npm run bookings -- list` as text: one line per booking under a header, a note when the listing was cut, and a
 * line per day one client address bucket crowds. Only what the listing holds: masked contacts, short bucket hashes.
 */
import type { PartnerBookingListing } from './list-partner-bookings';
import type { PartnerCancelResult } from './cancel-by-partner';

const HEADER = ['reference', 'created', 'move', 'state', 'crew', 'bucket', 'contact'] as const;

function columns(rows: string[][]): string {
  const widths = HEADER.map((_, i) => Math.max(...rows.map((row) => row[i]!.length)));
  return rows
    .map((row) =>
      row
        .map((cell, i) => cell.padEnd(widths[i]!))
        .join('  ')
        .trimEnd(),
    )
    .join('\n');
}

export function listingTable(listing: PartnerBookingListing): string {
  if (listing.lines.length === 0) return `No bookings of ${listing.partner} match.`;
  const rows = listing.lines.map((line) => HEADER.map((key) => line[key]));
  const out = [columns([[...HEADER], ...rows])];
  if (listing.total > listing.lines.length)
    out.push(
      `\nShowing ${listing.lines.length} of ${listing.total} bookings (at most ${listing.limit}): narrow it with --day or --unconfirmed.`,
    );
  for (const flag of listing.crowded)
    out.push(
      `\n! ${flag.day}: client address bucket ${flag.bucket} holds ${flag.crews} of the day's ${flag.dayCrews} crews (${Math.round((flag.crews * 100) / flag.dayCrews)}%).`,
    );
  return out.join('');
}

export function cancelTable(results: readonly PartnerCancelResult[]): string {
  return results.map((result) => `${result.reference}  ${result.outcome}${result.message ? `: ${result.message}` : ''}`).join('\n');
}
