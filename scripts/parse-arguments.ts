import { parseArgs, type ParseArgsConfig } from 'node:util';
import type { z } from 'zod';

/** The command line's options checked by a schema, or the message saying what is wrong with them. */
export function parseArguments<S extends z.ZodType>(
  options: NonNullable<ParseArgsConfig['options']>,
  schema: S,
): z.infer<S> | string {
  try {
    const { values } = parseArgs({ options });
    const parsed = schema.safeParse(values);
    return parsed.success ? parsed.data : parsed.error.issues.map((issue) => issue.message).join('\n');
  } catch (error) {
    return error instanceof Error ? error.message : String(error);
  }
}
