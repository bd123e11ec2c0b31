import type { Capability } from '../access';
import type { CommandParameter } from '../command-template';
import { LANE_DEVICE_TYPES } from '../lane-configs';
import type { Label } from '../resource-kit/types';

/** What a device can be told to do: a built-in or a command of its component type. */
export interface CommandDefinition {
  name: string;
  label: Label;
  description?: Label;
  capability: Capability;
  needsConfirmation: boolean;
  parameters: CommandParameter[];
  /** The JSON sent to the device, with {{parameter}} placeholders. */
  payloadTemplate: string;
  /** Device types it applies to; undefined = every type. */
  deviceTypes?: string[];
  timeoutSeconds?: number;
  builtIn: boolean;
  /** false: run by a page of its own with values the server assembles, never offered in command lists. */
  offered?: false;
}

const builtIn = (
  d: Omit<CommandDefinition, 'builtIn' | 'needsConfirmation' | 'parameters'> & Partial<Pick<CommandDefinition, 'needsConfirmation' | 'parameters'>>,
): CommandDefinition => ({
  needsConfirmation: false,
  parameters: [],
  builtIn: true,
  ...d,
});

/** Commands every device of a type understands, whatever software runs on it. */
export const BUILT_IN_COMMANDS: CommandDefinition[] = [
  builtIn({ name: 'status', label: { en: 'Read status', de: 'Status lesen' }, capability: 'support.write', payloadTemplate: '{"action":"status"}', timeoutSeconds: 20 }),
  builtIn({
    name: 'reboot',
    label: { en: 'Reboot', de: 'Neu starten' },
    description: { en: 'The device is unreachable for about a minute.', de: 'Das Gerät ist etwa eine Minute nicht erreichbar.' },
    capability: 'devices.manage',
    needsConfirmation: true,
    payloadTemplate: '{"action":"reboot"}',
    timeoutSeconds: 30,
  }),
  builtIn({
    name: 'screenshot',
    label: { en: 'Take screenshot', de: 'Screenshot erstellen' },
    capability: 'support.write',
    payloadTemplate: '{"action":"screenshot"}',
    deviceTypes: ['terminal'],
    timeoutSeconds: 30,
  }),
  builtIn({
    name: 'ipscan',
    label: { en: 'Scan IP addresses', de: 'IP-Adressen scannen' },
    capability: 'devices.manage',
    payloadTemplate: '{"action":"ipscan","lane":{{lane}}}',
    parameters: [{ name: 'lane', type: 'integer', required: false, defaultValue: '0' }],
    deviceTypes: ['recorder', 'startFinish', 'terminal'],
    timeoutSeconds: 60,
  }),
  builtIn({
    name: 'ptz.reinit',
    label: { en: 'Re-initialise PT head', de: 'PT-Kopf neu initialisieren' },
    capability: 'devices.manage',
    needsConfirmation: true,
    payloadTemplate: '{"action":"ptReinit"}',
    deviceTypes: ['camera'],
    timeoutSeconds: 45,
  }),
  builtIn({
    name: 'camera.move',
    label: { en: 'Move camera', de: 'Kamera bewegen' },
    capability: 'devices.manage',
    payloadTemplate: '{"action":"move","pan":{{pan}},"tilt":{{tilt}},"zoom":{{zoom}}}',
    parameters: [
      { name: 'pan', type: 'number', required: true },
      { name: 'tilt', type: 'number', required: true },
      { name: 'zoom', type: 'number', required: false, defaultValue: '1' },
    ],
    deviceTypes: ['camera'],
    timeoutSeconds: 20,
  }),
  builtIn({
    name: 'panorama.capture',
    label: { en: 'Capture panorama', de: 'Panorama aufnehmen' },
    capability: 'support.write',
    payloadTemplate: '{"action":"panorama"}',
    deviceTypes: ['panocam'],
    timeoutSeconds: 60,
  }),
  builtIn({
    name: 'camera.snapshot',
    label: { en: 'Take picture', de: 'Bild aufnehmen' },
    capability: 'support.write',
    payloadTemplate: '{"action":"snapshot","width":{{width}},"height":{{height}}}',
    parameters: [
      { name: 'width', type: 'integer', required: false, defaultValue: '1280' },
      { name: 'height', type: 'integer', required: false, defaultValue: '720' },
    ],
    deviceTypes: ['camera'],
    timeoutSeconds: 30,
  }),
  builtIn({
    name: 'videodirector.apply',
    label: { en: 'Apply video director configuration', de: 'Videoregie-Konfiguration anwenden' },
    capability: 'devices.manage',
    payloadTemplate: '{"action":"videoDirector","configId":"{{configId}}","version":{{version}},"configuration":{{configuration}}}',
    parameters: [
      { name: 'configId', type: 'string', required: true },
      { name: 'version', type: 'integer', required: true },
      { name: 'configuration', type: 'json', required: true },
    ],
    deviceTypes: ['recorder'],
    timeoutSeconds: 30,
    offered: false,
  }),
  builtIn({
    name: 'lane.apply',
    label: { en: 'Apply lane configuration', de: 'Bahnkonfiguration anwenden' },
    capability: 'devices.manage',
    payloadTemplate: '{"action":"applyConfig","kind":"{{kind}}","configId":"{{configId}}","version":{{version}},"configuration":{{configuration}}}',
    parameters: [
      { name: 'kind', type: 'string', required: true },
      { name: 'configId', type: 'string', required: true },
      { name: 'version', type: 'integer', required: true },
      { name: 'configuration', type: 'json', required: true },
    ],
    deviceTypes: LANE_DEVICE_TYPES,
    timeoutSeconds: 30,
    offered: false,
  }),
  builtIn({
    name: 'actioncam.status',
    label: { en: 'Action cam status', de: 'Actioncam-Status' },
    capability: 'support.write',
    payloadTemplate: '{"action":"actioncamStatus"}',
    deviceTypes: ['actionCam'],
    timeoutSeconds: 20,
  }),
];

export const BUILT_IN_BY_NAME = new Map(BUILT_IN_COMMANDS.map((c) => [c.name, c]));

/** The commands a person may pick from a list (not those a page runs with assembled values). */
export const offered = (c: CommandDefinition) => c.offered !== false;

export function builtInsFor(deviceType: string): CommandDefinition[] {
  return BUILT_IN_COMMANDS.filter((c) => !c.deviceTypes || c.deviceTypes.includes(deviceType));
}

/**
 * Why a command did not succeed, as codes the console translates (spec §8's messages); a device's
 * own error text is shown as it came.
 */
export const COMMAND_ERRORS = [
  'commandNotExecutable',
  'devicesUnavailable',
  'noDevicesOfType',
  'invalidResponse',
  'timedOut',
  'ptReinitFailed',
  'cameraMoveFailed',
  'cancelled',
] as const;
export type CommandError = (typeof COMMAND_ERRORS)[number];

/** The device commands' default timeout when neither the command nor the component type sets one. */
export const DEFAULT_COMMAND_TIMEOUT_S = 30;
