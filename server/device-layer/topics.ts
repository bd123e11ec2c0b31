/**
 * The device topics of DESIGN §6 under one root (`gondola/v1` by default; tests give each run its
 * own root so runs sharing a broker never hear each other).
 */
export interface ParsedTopic {
  deviceId: string;
  kind: 'state' | 'request' | 'response' | 'config' | 'media' | 'events';
  requestId?: string;
}

export class Topics {
  readonly announce: string;
  constructor(readonly root: string) {
    this.announce = `${root}/announce`;
  }

  device(deviceId: string) {
    return `${this.root}/devices/${deviceId}`;
  }
  request(deviceId: string, requestId: string) {
    return `${this.device(deviceId)}/cmd/req/${requestId}`;
  }
  response(deviceId: string, requestId: string) {
    return `${this.device(deviceId)}/cmd/res/${requestId}`;
  }
  state(deviceId: string) {
    return `${this.device(deviceId)}/state`;
  }
  config(deviceId: string) {
    return `${this.device(deviceId)}/config`;
  }
  /** Where a device announces a photo or video before uploading its file (media review). */
  media(deviceId: string) {
    return `${this.device(deviceId)}/media`;
  }

  /** Where a tracker reports its runs and a recorder its sessions (QoS 1, each with its own id). */
  events(deviceId: string) {
    return `${this.device(deviceId)}/events`;
  }

  parse(topic: string): ParsedTopic | undefined {
    const prefix = `${this.root}/devices/`;
    if (!topic.startsWith(prefix)) return undefined;
    const parts = topic.slice(prefix.length).split('/');
    const [deviceId, a, b, c] = parts;
    if (!deviceId) return undefined;
    if (parts.length === 2 && a === 'state') return { deviceId, kind: 'state' };
    if (parts.length === 2 && a === 'config') return { deviceId, kind: 'config' };
    if (parts.length === 2 && a === 'media') return { deviceId, kind: 'media' };
    if (parts.length === 2 && a === 'events') return { deviceId, kind: 'events' };
    if (parts.length === 4 && a === 'cmd' && (b === 'req' || b === 'res') && c) return { deviceId, kind: b === 'req' ? 'request' : 'response', requestId: c };
    return undefined;
  }
}

/** The device ids the broker accepts as user names: the devices resource's id pattern. */
export const DEVICE_ID = /^[a-z0-9][a-z0-9-]{1,39}$/;
