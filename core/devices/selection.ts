import { z } from 'zod';

/** One value, or several picked by name (installations, resorts, device types). */
const oneOrMany = (max: number) => z.union([z.string().min(1).max(max), z.array(z.string().min(1).max(max)).min(1).max(500)]);

/** How a bulk command chooses its devices: by filter, or by the ids picked in a list. */
export const deviceSelection = z
  .object({
    type: oneOrMany(40).optional(),
    installationId: oneOrMany(64).optional(),
    resortId: oneOrMany(64).optional(),
    customerId: z.string().max(64).optional(),
    tag: z.string().max(80).optional(),
    version: z.string().max(128).optional(),
    status: z.enum(['online', 'offline', 'degraded', 'unknown']).optional(),
    ids: z.array(z.string().max(40)).min(1).max(20_000).optional(),
  })
  .strict();
export type DeviceSelection = z.infer<typeof deviceSelection>;

/** A selection that names nothing reaches the whole fleet. */
export const isFleetWide = (selection: DeviceSelection) => Object.values(selection).every((v) => v === undefined || (Array.isArray(v) && v.length === 0));

/** The word that confirms a fleet-wide run (the console asks for it to be typed). */
export const FLEET_WIDE_CONFIRMATION = 'all';

export const bulkCommandInput = z
  .object({
    command: z.string().min(1).max(64),
    parameters: z.record(z.string(), z.unknown()).default({}),
    selection: deviceSelection,
    concurrency: z.number().int().min(1).max(500).default(50),
    errorThreshold: z.number().int().min(1).max(20_000).default(25),
    /** A staged rollout, like hawkBit's groups: the first devices, then the rest once enough of those succeeded. */
    stage: z
      .object({
        first: z.number().int().min(1).max(10_000).describe('how many devices go first'),
        successPercent: z.number().int().min(1).max(100).describe('how many of them must succeed, in per cent, before the rest follows'),
      })
      .strict()
      .optional(),
    /** Required, and equal to "all", when the selection names nothing: a run on every device is never an accident. */
    confirm: z.string().max(20).optional(),
  })
  .strict()
  .refine((input) => !isFleetWide(input.selection) || input.confirm === FLEET_WIDE_CONFIRMATION, {
    path: ['confirm'],
    message: `the selection names no device, installation, resort, type or filter: a run on every device needs confirm: "${FLEET_WIDE_CONFIRMATION}"`,
  });
export type BulkCommandInput = z.infer<typeof bulkCommandInput>;
