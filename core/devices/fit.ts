/**
 * Where a device has a slot: the installation types that take a device of each type. The
 * assign picker offers only those installations, and the server refuses any other.
 */
export const INSTALLATION_TYPES_FOR_DEVICE: Readonly<Record<string, readonly string[]>> = {
  camera: ['video', 'videoDirector', 'eventMovie', 'startFinish'],
  recorder: ['video', 'videoDirector', 'eventMovie'],
  startFinish: ['startFinish'],
  terminal: ['terminal'],
  photopoint: ['photopoint', 'phototrap'],
  actionCam: ['actionCam'],
  panocam: ['panocam'],
};

export function deviceFits(deviceType: string, installationType: string): boolean {
  return INSTALLATION_TYPES_FOR_DEVICE[deviceType]?.includes(installationType) ?? false;
}
