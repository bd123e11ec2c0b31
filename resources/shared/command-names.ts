import { BUILT_IN_COMMANDS } from '../../core/devices/commands';
import { f } from '../../core/resource-kit/authoring';

/** The built-in device commands by their names, for the records that name a command (the audit, bulk commands). */
export const BUILT_IN_COMMAND_NAMES = BUILT_IN_COMMANDS.map((c) => f.option(c.name, c.label.en, c.label.de));

/** A component's own commands, named by their records. */
export const COMMAND_NAMES_FROM = { resource: 'component-commands', key: 'name', label: 'label' };

/** A command named by its id (`status`, `gate.test`): shown by its name wherever the name is known. */
export const commandField = () =>
  f.text(['Command', 'Befehl'], { required: true, searchable: true, filterable: true, maxLength: 64, knownValues: BUILT_IN_COMMAND_NAMES, knownValuesFrom: COMMAND_NAMES_FROM });
