import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { openMeteoDoubleAnswer } from '../../server/integrations/weather/open-meteo-double.js';

/**
 * Open-Meteo's `/v1/forecast` over real HTTP: the demo's answer generator behind a socket, with the
 * requests it received kept, and a switch to refuse like the service does (`{"error":true,"reason":…}`).
 */
export async function startOpenMeteoDouble() {
  const requests: URL[] = [];
  let refusal: { status: number; reason: string } | undefined;
  const server = http.createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://double');
    requests.push(url);
    const { status, body } = refusal ? { status: refusal.status, body: { error: true, reason: refusal.reason } } : openMeteoDoubleAnswer(url);
    res.writeHead(status, { 'content-type': 'application/json; charset=utf-8' });
    res.end(JSON.stringify(body));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    requests,
    refuse(status: number, reason: string) {
      refusal = { status, reason };
    },
    answer() {
      refusal = undefined;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
