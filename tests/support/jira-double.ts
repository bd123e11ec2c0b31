import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { createJiraDouble } from '../../server/integrations/jira/jira-double.js';

/** Jira's REST API v3 over real HTTP: the demo's double behind a socket, with the requests it received kept. */
export async function startJiraDouble(options: { email?: string; token: string; startDateField?: string }) {
  const double = createJiraDouble(options);
  const requests: Array<{ path: string; authorization: string | undefined }> = [];
  const server = http.createServer((req, res) => {
    let body = '';
    req.on('data', (chunk) => (body += chunk));
    req.on('end', () => {
      const url = new URL(req.url ?? '/', 'http://jira.local');
      requests.push({ path: url.pathname + url.search, authorization: req.headers.authorization });
      const answer = double.answer({ method: req.method ?? 'GET', url, authorization: req.headers.authorization, host: req.headers.host ?? 'jira.local', body });
      res.writeHead(answer.status, { 'content-type': 'application/json;charset=UTF-8', ...answer.headers });
      res.end(JSON.stringify(answer.body));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    requests,
    add: double.add,
    putWorklog: double.putWorklog,
    deleteWorklog: double.deleteWorklog,
    pageSize: double.pageSize,
    limit: double.limit,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
