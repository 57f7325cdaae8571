import type { FastifyReply } from 'fastify';
import { Readable } from 'node:stream';

/** A cell's value as the exports hand it over; null and undefined become an empty cell. */
export type CsvValue = string | number | boolean | Date | null | undefined;

// A spreadsheet runs a cell that starts with one of these as a formula, even from a CSV.
const FORMULA_START = /^[=+\-@\t\r]/;

/**
 * One cell, quoted where RFC 4180 needs it. Text a spreadsheet would read as a formula gets
 * a leading apostrophe, so an exported e-mail like `=HYPERLINK(…)` stays text.
 */
export function csvCell(value: CsvValue): string {
  if (value === null || value === undefined) return '';
  const raw = value instanceof Date ? value.toISOString() : String(value);
  const safe = typeof value === 'string' && FORMULA_START.test(raw) ? `'${raw}` : raw;
  return /[",\r\n]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
}

/** One line of cells, ended by CRLF as RFC 4180 has it. */
export function csvLine(cells: readonly CsvValue[]): string {
  return `${cells.map(csvCell).join(',')}\r\n`;
}

/**
 * Sends a CSV download: the header line, then each batch of rows as it arrives, so a long
 * export never sits whole in memory. A byte-order mark lets spreadsheets read it as UTF-8.
 */
export function sendCsv(
  reply: FastifyReply,
  fileName: string,
  header: readonly string[],
  batches: AsyncIterable<readonly (readonly CsvValue[])[]>,
): FastifyReply {
  async function* lines() {
    yield `\uFEFF${csvLine(header)}`;
    for await (const rows of batches) {
      if (rows.length > 0) yield rows.map(csvLine).join('');
    }
  }
  return reply
    .header('content-type', 'text/csv; charset=utf-8')
    .header('content-disposition', `attachment; filename="${fileName}"`)
    .header('cache-control', 'private, no-store')
    .send(Readable.from(lines()));
}
