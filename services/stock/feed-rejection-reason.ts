import type { z } from 'zod';

const MAX_PROBLEMS = 5;

/**
 * Turns zod's issues for one feed row into one English sentence per problem, each naming its field:
 * `price: must be a number (got "24 990")`; `vin: is required`; `unknown field "colour_code"`.
 */
export function feedRejectionReason(error: z.ZodError): string {
  const problems = error.issues.map(describeIssue);
  const shown = problems.slice(0, MAX_PROBLEMS).join('; ');
  return problems.length > MAX_PROBLEMS ? `${shown}; and ${problems.length - MAX_PROBLEMS} more problems` : shown;
}

function describeIssue(issue: z.core.$ZodIssue): string {
  const field = fieldName(issue.path);
  if (issue.code === 'unrecognized_keys') {
    const keys = issue.keys.map((k) => JSON.stringify(k)).join(', ');
    return `${field ? `${field}: ` : ''}unknown field${issue.keys.length > 1 ? 's' : ''} ${keys}`;
  }
  return `${field || 'row'}: ${problem(issue)}`;
}

function problem(issue: z.core.$ZodIssue): string {
  const got = 'input' in issue && issue.input !== undefined ? ` (got ${shown(issue.input)})` : '';
  switch (issue.code) {
    case 'invalid_type':
      return issue.input === undefined ? 'is required' : `must be ${article(issue.expected)}${got}`;
    case 'too_small':
      return `${bound(issue.origin, issue.minimum, issue.inclusive, 'at least', 'more than')}${got}`;
    case 'too_big':
      return `${bound(issue.origin, issue.maximum, issue.inclusive, 'at most', 'less than')}${got}`;
    case 'invalid_format':
      if (issue.format === 'regex') return `must be ${issue.message}${got}`;
      if (issue.format === 'date') return `must be a date written YYYY-MM-DD${got}`;
      return `must be a valid ${issue.format}${got}`;
    case 'invalid_value':
      return `must be one of ${issue.values.map((v) => JSON.stringify(v)).join(', ')}${got}`;
    case 'not_multiple_of':
      return `${Number(issue.divisor) === 0.01 ? 'must be in euros with at most 2 decimals' : `must be a multiple of ${issue.divisor}`}${got}`;
    default:
      return `${issue.message}${got}`;
  }
}

function bound(
  origin: string,
  limit: number | bigint,
  inclusive: boolean | undefined,
  inclusiveWord: string,
  strictWord: string,
): string {
  const word = inclusive === false ? strictWord : inclusiveWord;
  if (origin === 'string') return `must have ${word} ${limit} characters`;
  if (origin === 'array') return `must have ${word} ${limit} items`;
  return `must be ${word} ${limit}`;
}

function article(expected: string): string {
  return /^[aeiou]/.test(expected) ? `an ${expected}` : `a ${expected}`;
}

/** `images[2].url`, `equipment[0].category`, `price`; '' for the row itself. */
function fieldName(path: readonly PropertyKey[]): string {
  return path.reduce<string>(
    (name, key) => (typeof key === 'number' ? `${name}[${key}]` : name ? `${name}.${String(key)}` : String(key)),
    '',
  );
}

function shown(value: unknown): string {
  const text = JSON.stringify(value) ?? String(value);
  return text.length > 40 ? `${text.slice(0, 37)}…` : text;
}
