import { describe, expect, it } from 'vitest';
import { setupApiContext } from '../support/api-context.js';

const ctx = setupApiContext(['admin']);

const list = async (path: string) => {
  const response = await ctx.app.inject({ url: path, headers: ctx.as.admin });
  expect(response.statusCode, response.body).toBe(200);
  return response.json() as Array<Record<string, string | null>>;
};
const search = (resource: string, q: string) => list(`/api/${resource}?range=${encodeURIComponent('[0,99]')}&filter=${encodeURIComponent(JSON.stringify({ q }))}`);

describe('searching devices', () => {
  it('finds a device by its name, id, IP, VPN IP and MAC address', async () => {
    const devices = await list(`/api/devices?range=${encodeURIComponent('[0,999]')}`);
    const device = devices.find((d) => d.ip && d.vpnIp && d.macAddress);
    expect(device, 'a demo device with an IP, a VPN IP and a MAC address').toBeDefined();
    for (const q of [device!.name!, device!.id!, device!.ip!, device!.vpnIp!, device!.macAddress!]) {
      expect(
        (await search('devices', q)).map((d) => d.id),
        `search for ${q}`,
      ).toContain(device!.id);
    }
  });

  it('finds an installation by its id', async () => {
    const [installation] = await list(`/api/installations?range=${encodeURIComponent('[0,0]')}`);
    expect((await search('installations', installation!.id!)).map((i) => i.id)).toContain(installation!.id);
  });
});
