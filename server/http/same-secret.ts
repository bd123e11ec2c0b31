import { createHash, timingSafeEqual } from 'node:crypto';

const digest = (value: string | Buffer) => createHash('sha256').update(value).digest();

/** Whether a presented secret (a device's MQTT password or HTTP Basic, a scrape token, a shared webhook secret) is the expected one, compared in constant time whatever the lengths. */
export const sameSecret = (given: string | Buffer | undefined, expected: string | null | undefined): boolean =>
  given !== undefined && !!expected && timingSafeEqual(digest(given), digest(expected));
