import { BUILT_IN_BY_NAME, builtInsFor, DEFAULT_COMMAND_TIMEOUT_S, offered, type CommandDefinition } from '../../core/devices/commands.js';
import { HttpError } from '../http/errors.js';
import type { CommandParameter } from '../../core/command-template.js';
import type { Capability } from '../../core/access.js';
import type { Queryable } from '../db/database.js';

export interface DeviceRow {
  id: string;
  name: string;
  type: string;
  status: string;
  installation_id: string | null;
  component_type_id: string | null;
}

interface CommandRow {
  name: string;
  label: { en: string; de: string };
  description: string | null;
  payload_template: string;
  parameters: CommandParameter[] | null;
  needs_confirmation: boolean;
  capability: Capability;
  default_timeout_seconds: number;
}

/**
 * The commands a device understands: the built-ins of its type, then its component type's own
 * commands (the catalogue), which win on a name clash. Timeouts: the command's, else the type's.
 */
export async function commandsFor(db: Queryable, device: Pick<DeviceRow, 'type' | 'component_type_id'>): Promise<CommandDefinition[]> {
  const own: CommandDefinition[] = [];
  if (device.component_type_id) {
    const { rows } = await db.query<CommandRow>(
      `select c.name, c.label, c.description, c.payload_template, c.parameters, c.needs_confirmation, c.capability, t.default_timeout_seconds
       from component_commands c join software_component_types t on t.id = c.type_id where c.type_id = $1 order by c.sort_order, c.name`,
      [device.component_type_id],
    );
    for (const r of rows) {
      own.push({
        name: r.name,
        label: r.label,
        ...(r.description ? { description: { en: r.description, de: r.description } } : {}),
        capability: r.capability,
        needsConfirmation: r.needs_confirmation,
        parameters: r.parameters ?? [],
        payloadTemplate: r.payload_template,
        timeoutSeconds: r.default_timeout_seconds,
        builtIn: false,
      });
    }
  }
  const names = new Set(own.map((c) => c.name));
  return [...builtInsFor(device.type).filter((c) => !names.has(c.name)), ...own];
}

export async function commandFor(db: Queryable, device: Pick<DeviceRow, 'type' | 'component_type_id'>, name: string): Promise<CommandDefinition | undefined> {
  return (await commandsFor(db, device)).find((c) => c.name === name);
}

/** Commands a page runs with values the server assembled (a checked configuration) are not run by name. */
export function refuseUnoffered(command: string) {
  const builtIn = BUILT_IN_BY_NAME.get(command);
  if (builtIn && !offered(builtIn))
    throw new HttpError(400, 'command_not_executable', `The command ${command} is run from its own page, not by name`, { errors: { command: 'commandNotExecutable' } });
}

export const timeoutOf = (definition: CommandDefinition) => definition.timeoutSeconds ?? BUILT_IN_BY_NAME.get(definition.name)?.timeoutSeconds ?? DEFAULT_COMMAND_TIMEOUT_S;
