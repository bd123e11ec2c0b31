import type { RaRecord } from 'react-admin';

/** Where to acknowledge one problem (spec: `/problem/acknowledge/{triggerId}/{installationId}/{source}`). */
export const acknowledgePath = (problem: RaRecord) =>
  `/problem/acknowledge/${encodeURIComponent(String(problem.triggerId))}/${encodeURIComponent(String(problem.installationId ?? '-'))}/${encodeURIComponent(String(problem.source))}`;

/** Where to acknowledge every open problem of an installation from one source. */
export const acknowledgeAllPath = (installationId: string, source: string) => `/problem/acknowledgeall/${encodeURIComponent(installationId)}/${encodeURIComponent(source)}`;
