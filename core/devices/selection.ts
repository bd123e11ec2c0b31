import { z } from 'zod';

/** How a bulk command chooses its devices: by filter, or by the ids picked in a list. */
export const deviceSelection = z
  .object({
    type: z.string().max(40).optional(),
    installationId: z.string().max(64).optional(),
    resortId: z.string().max(64).optional(),
    customerId: z.string().max(64).optional(),
    tag: z.string().max(80).optional(),
    version: z.string().max(128).optional(),
    status: z.enum(['online', 'offline', 'degraded', 'unknown']).optional(),
    ids: z.array(z.string().max(40)).min(1).max(20_000).optional(),
  })
  .strict();
export type DeviceSelection = z.infer<typeof deviceSelection>;

export const bulkCommandInput = z
  .object({
    command: z.string().min(1).max(64),
    parameters: z.record(z.string(), z.unknown()).default({}),
    selection: deviceSelection,
    concurrency: z.number().int().min(1).max(500).default(50),
    errorThreshold: z.number().int().min(1).max(20_000).default(25),
  })
  .strict();
export type BulkCommandInput = z.infer<typeof bulkCommandInput>;
