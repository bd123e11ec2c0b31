import { z } from 'zod';
import { bulkCommandInput, deviceSelection } from '../../../core/devices/selection.js';

// What the device routes take and give, in zod: the handlers validate with these, the API document shows them.

export const idParams = z.object({ id: z.string().min(1).max(64) });

export const runBody = z
  .object({
    command: z.string().min(1).max(64),
    parameters: z.record(z.string(), z.unknown()).default({}),
    origin: z.enum(['device', 'quick']).default('device'),
    /** Milliseconds to wait for the device's answer before replying (0: reply once sent). */
    wait: z.number().int().min(0).max(30_000).default(0),
  })
  .strict();
export const assignBody = z.object({ installationId: z.string().min(1).max(64) }).strict();
export const previewBody = z.object({ selection: deviceSelection, command: z.string().min(1).max(64).optional() }).strict();
export const quickSupportQuery = z.object({ installationId: z.string({ message: 'installationId is required' }).min(1, 'installationId is required').max(64) });
export { bulkCommandInput };

const label = z.object({ en: z.string(), de: z.string() });
export const commandDefinition = z.object({
  name: z.string(),
  label,
  description: label.optional(),
  capability: z.string(),
  needsConfirmation: z.boolean(),
  parameters: z.array(z.record(z.string(), z.unknown())),
  payloadTemplate: z.string(),
  deviceTypes: z.array(z.string()).optional(),
  timeoutSeconds: z.number().optional(),
  builtIn: z.boolean(),
});
export const deviceCommands = z.array(commandDefinition.extend({ runnable: z.boolean().describe('whether the caller may run it') }));
export const quickSupportAnswer = z.array(
  z.object({ device: z.object({ id: z.string(), name: z.string(), type: z.string(), status: z.string() }), commands: z.array(commandDefinition) }),
);
export const previewAnswer = z.object({
  total: z.number().int(),
  supported: z.number().int().describe('devices that understand the command'),
  online: z.number().int(),
  installations: z.number().int().describe('installations the supported devices belong to'),
  sample: z
    .array(z.object({ id: z.string(), name: z.string(), type: z.string(), status: z.string(), installationId: z.string().nullable(), installationName: z.string().nullable() }))
    .describe('the first 50 targets, by installation and name'),
});
const countRow = z.object({ key: z.string().nullable(), label: z.string().nullable().optional(), total: z.number().int(), online: z.number().int(), offline: z.number().int() });
export const deviceReportAnswer = z.object({
  generatedAt: z.string(),
  total: z.number().int(),
  byType: z.array(countRow),
  byStatus: z.array(countRow),
  byVersion: z.array(countRow.extend({ type: z.string() })),
  byInstallation: z.array(countRow),
  outdated: z.array(
    z.object({
      id: z.string(),
      name: z.string(),
      type: z.string(),
      installationId: z.string().nullable(),
      installedVersion: z.string().nullable(),
      latestVersion: z.string(),
      componentTypeId: z.string(),
    }),
  ),
});
