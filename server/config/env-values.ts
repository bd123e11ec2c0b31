import { z } from 'zod';

/**
 * The shapes environment variables come in. An empty variable counts as unset (compose files and
 * shells write `NAME=` for "nothing"), so its default applies.
 */
export const unsetWhenEmpty = <T extends z.ZodType>(schema: T) => z.preprocess((value: unknown) => (value === '' ? undefined : value), schema);

export const optionalUrl = unsetWhenEmpty(z.url({ message: 'expects an absolute URL' }).optional());

export const flag = (fallback: boolean) =>
  unsetWhenEmpty(
    z
      .enum(['true', 'false', '1', '0', 'yes', 'no'], { message: 'expects true or false' })
      .optional()
      .transform((v) => (v === undefined ? fallback : ['true', '1', 'yes'].includes(v))),
  );

export const port = (fallback: number) => unsetWhenEmpty(z.coerce.number({ message: 'expects a port number' }).int().min(0).max(65535).default(fallback));

/** A whole number of a unit ("seconds", "milliseconds") within bounds. */
export const whole = (unit: string, min: number, max: number, fallback: number) =>
  unsetWhenEmpty(
    z.coerce
      .number({ message: `expects ${unit}` })
      .int()
      .min(min)
      .max(max)
      .default(fallback),
  );

/** Requests, messages or streams per minute; 0 turns the limit off. */
export const limit = (fallback: number) => unsetWhenEmpty(z.coerce.number({ message: 'expects a whole number (0 turns the limit off)' }).int().min(0).default(fallback));

export const text = (fallback: string) => unsetWhenEmpty(z.string().min(1).default(fallback));
export const optionalText = unsetWhenEmpty(z.string().min(1).optional());

/** A value that must match a pattern: optional, or with a default. */
export const matching = (pattern: RegExp, message: string) => unsetWhenEmpty(z.string().regex(pattern, { message }).optional());
export const matchingOr = (pattern: RegExp, message: string, fallback: string) => unsetWhenEmpty(z.string().regex(pattern, { message }).default(fallback));

export const secret = (minLength: number, message: string) => unsetWhenEmpty(z.string().min(minLength, { message }).optional());
