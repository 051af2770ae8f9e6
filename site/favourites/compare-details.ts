import { z } from 'zod';
import { COMPARE_MAX } from './vehicle-list-item';

/**
 * What `/api/stock/comparer` answers and the comparison dialog shows: the rows buyers compare, labelled and
 * formatted on the server (the client bundle has no catalogue), and each vehicle's values as they are now in
 * stock, not as the visitor's stored copy remembers them (a sold vehicle says so).
 */
export const compareDetailsSchema = z.object({
  rows: z.array(z.object({ key: z.string(), label: z.string() })),
  vehicles: z.array(
    z.object({ id: z.number().int(), available: z.boolean(), values: z.record(z.string(), z.string()) }),
  ),
});

export type CompareDetails = z.infer<typeof compareDetailsSchema>;

/** `?ids=12,34`: one to COMPARE_MAX distinct stock ids. */
export const compareIdsSchema = z
  .string()
  .max(COMPARE_MAX * 16)
  .transform((value) => value.split(','))
  .pipe(
    z
      .array(
        z
          .string()
          .regex(/^[1-9]\d{0,14}$/)
          .transform(Number),
      )
      .min(1)
      .max(COMPARE_MAX),
  )
  .refine((ids) => new Set(ids).size === ids.length, 'each vehicle once');

export const COMPARE_DETAILS_PATH = '/api/stock/comparer';
