import path from 'node:path';

/**
 * The old-site table `redirects/old-site.csv`: a header `from,to`, then one row per old address (status is
 * always 301, so it is not a column). RFC 4180: a field holding a comma or a quote is quoted (`"a,b"`,
 * `""` for a quote); one row per line, so a diff of the file reads row by row.
 */
export type RedirectRow = { line: number; from: string; to: string };

/** The table, read from the working directory the server (or script) runs in. */
export const OLD_SITE_CSV = path.join(/*turbopackIgnore: true*/ process.cwd(), 'redirects', 'old-site.csv');
export type CsvProblem = { line: number; problem: string };

export const CSV_HEADER = 'from,to';

export function parseRedirectCsv(text: string): { rows: RedirectRow[]; problems: CsvProblem[] } {
  const rows: RedirectRow[] = [];
  const problems: CsvProblem[] = [];
  // trim() also removes a byte order mark before the header.
  const lines = text.split(/\r?\n/);
  if ((lines[0] ?? '').trim() !== CSV_HEADER) problems.push({ line: 1, problem: `the first line must be "${CSV_HEADER}"` });
  for (let index = 1; index < lines.length; index++) {
    const text = lines[index] ?? '';
    if (text.trim() === '') continue;
    const fields = splitCsvLine(text);
    if (!fields || fields.length !== 2) {
      problems.push({ line: index + 1, problem: fields ? `expected 2 fields, found ${fields.length}` : 'unbalanced quotes' });
      continue;
    }
    rows.push({ line: index + 1, from: fields[0]!, to: fields[1]! });
  }
  return { rows, problems };
}

/** The fields of one CSV line, or null when its quotes are unbalanced. */
export function splitCsvLine(line: string): string[] | null {
  const fields: string[] = [];
  let field = '';
  let quoted = false;
  let wasQuoted = false;
  for (let i = 0; i < line.length; i++) {
    const c = line[i];
    if (quoted) {
      if (c === '"' && line[i + 1] === '"') {
        field += '"';
        i++;
      } else if (c === '"') {
        quoted = false;
      } else {
        field += c;
      }
    } else if (c === '"' && field === '' && !wasQuoted) {
      quoted = true;
      wasQuoted = true;
    } else if (c === ',') {
      fields.push(field);
      field = '';
      wasQuoted = false;
    } else if (c === '"' && wasQuoted) {
      return null;
    } else {
      field += c;
    }
  }
  if (quoted) return null;
  fields.push(field);
  return fields;
}

/** One field as written in the file: quoted only when it must be. */
export function csvField(value: string): string {
  return /[",\r\n]/.test(value) ? `"${value.replaceAll('"', '""')}"` : value;
}
