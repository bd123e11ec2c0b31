import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { createZabbixDouble } from '../../server/integrations/zabbix/zabbix-double.js';

/** Zabbix's `api_jsonrpc.php` over real HTTP: the demo's double behind a socket. */
export async function startZabbixDouble(options: { version: string; token: string }) {
  const double = createZabbixDouble(options);
  const server = http.createServer((req, res) => {
    let raw = '';
    req.on('data', (c) => (raw += c));
    req.on('end', () => {
      const answer = double.answer(raw, req.headers.authorization, req.url ?? '/', req.method ?? 'GET');
      res.writeHead(answer.status, { 'content-type': 'application/json' });
      res.end(JSON.stringify(answer.body));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    calls: double.calls,
    addGraph: double.addGraph,
    addHost: double.addHost,
    addEvent: double.addEvent,
    fail: double.fail,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
