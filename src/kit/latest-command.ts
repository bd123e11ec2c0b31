import { useGetList } from 'react-admin';

/** A device's latest successful answer to a command (the last screenshot, panorama or camera picture). */
export function useLatestCommand(deviceId: string | undefined, command: string) {
  const { data = [], isPending } = useGetList(
    'device-commands',
    { filter: { deviceId, command, status: 'succeeded' }, sort: { field: 'queuedAt', order: 'DESC' }, pagination: { page: 1, perPage: 1 } },
    { enabled: !!deviceId },
  );
  return { record: data[0], isPending: !!deviceId && isPending };
}
