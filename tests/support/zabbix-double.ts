import http from 'node:http';
import type { AddressInfo } from 'node:net';

export interface ZabbixCall {
  method: string;
  params: Record<string, unknown>;
  auth: 'body' | 'bearer' | 'none';
}

/** A graph of one host: its items with their value type (0 float, 3 unsigned, 1 character) and history (clock in Unix seconds). */
interface DoubleGraph {
  graphid: string;
  name: string;
  hostid: string;
  items: Array<{ itemid: string; name: string; value_type: string; units: string; color: string; history: Array<{ clock: number; value: string }> }>;
}

interface DoubleHost {
  hostid: string;
  host: string;
  tags: Array<{ tag: string; value: string }>;
  groups: Array<{ groupid: string; name: string }>;
}

/**
 * A stand-in for Zabbix's `api_jsonrpc.php`, speaking JSON-RPC 2.0 as documented for 6.0 and 7.0:
 * `apiinfo.version` without credentials; below 6.4 the token in the `auth` member, from 6.4 an
 * `Authorization: Bearer` header (and from 7.2 an `auth` member is refused). Knows a few events and
 * hosts, records every call, and can be made to fail.
 */
export async function startZabbixDouble(options: { version: string; token: string }) {
  const calls: ZabbixCall[] = [];
  const events = new Map<string, { eventid: string; objectid: string; name: string; severity: string; clock: string; hostid: string }>();
  const hosts = new Map<string, DoubleHost>();
  const graphs = new Map<string, DoubleGraph>();
  let failure: 'down' | 'error' | null = null;
  const modern = (() => {
    const [major = 0, minor = 0] = options.version.split('.').map(Number);
    return major > 6 || (major === 6 && minor >= 4);
  })();
  const hostGroupsKey = (() => {
    const [major = 0, minor = 0] = options.version.split('.').map(Number);
    return major > 6 || (major === 6 && minor >= 2) ? 'selectHostGroups' : 'selectGroups';
  })();

  const server = http.createServer((req, res) => {
    let raw = '';
    req.on('data', (c) => (raw += c));
    req.on('end', () => {
      const reply = (body: unknown, status = 200) => {
        res.writeHead(status, { 'content-type': 'application/json' });
        res.end(JSON.stringify(body));
      };
      if (failure === 'down') return reply({ message: 'Service Unavailable' }, 503);
      if (req.url !== '/api_jsonrpc.php' || req.method !== 'POST') return reply({}, 404);
      const body = JSON.parse(raw) as { jsonrpc: string; id: number; method: string; params: Record<string, unknown>; auth?: string };
      const error = (code: number, message: string, data: string) => reply({ jsonrpc: '2.0', error: { code, message, data }, id: body.id });
      const bearer = req.headers.authorization;
      calls.push({ method: body.method, params: body.params, auth: body.auth ? 'body' : bearer ? 'bearer' : 'none' });
      if (body.method === 'apiinfo.version') {
        if (body.auth || bearer) return error(-32602, 'Invalid params.', 'The "apiinfo.version" method must be called without the "auth" parameter.');
        return reply({ jsonrpc: '2.0', result: options.version, id: body.id });
      }
      const authorised = modern ? bearer === `Bearer ${options.token}` && !body.auth : body.auth === options.token;
      if (!authorised) return error(-32602, 'Invalid params.', 'Not authorised.');
      if (failure === 'error') return error(-32500, 'Application error.', 'No permissions to referred object or it does not exist!');
      switch (body.method) {
        case 'event.get':
        case 'problem.get': {
          const ids = (body.params.eventids as string[]) ?? [];
          const found = ids.map((id) => events.get(id)).filter((e) => !!e);
          return reply({
            jsonrpc: '2.0',
            id: body.id,
            result: found.map((e) => ({
              ...e,
              value: '1',
              acknowledged: '0',
              ...(body.method === 'event.get' && body.params.selectHosts ? { hosts: [{ hostid: e.hostid, host: hosts.get(e.hostid)?.host ?? '' }] } : {}),
              tags: [],
            })),
          });
        }
        case 'host.get': {
          const ids = (body.params.hostids as string[]) ?? [];
          if (body.params.selectHostGroups && hostGroupsKey === 'selectGroups')
            return error(-32602, 'Invalid params.', 'Invalid parameter "/": unexpected parameter "selectHostGroups".');
          const key = hostGroupsKey === 'selectHostGroups' ? 'hostgroups' : 'groups';
          return reply({
            jsonrpc: '2.0',
            id: body.id,
            result: ids
              .map((id) => hosts.get(id))
              .filter((h) => !!h)
              .map((h) => ({ hostid: h.hostid, host: h.host, tags: h.tags, [key]: h.groups })),
          });
        }
        case 'event.acknowledge': {
          const ids = body.params.eventids as string[];
          const action = body.params.action as number;
          if (typeof action !== 'number' || action < 1 || action > 255) return error(-32602, 'Invalid params.', 'Incorrect value for field "action".');
          if (action & 4 && !body.params.message) return error(-32602, 'Invalid params.', 'Incorrect value for field "message": cannot be empty.');
          if (ids.some((id) => !events.has(id))) return error(-32500, 'Application error.', 'No permissions to referred object or it does not exist!');
          return reply({ jsonrpc: '2.0', id: body.id, result: { eventids: ids.map(Number) } });
        }
        case 'graph.get': {
          // As documented: graphids and hostids narrow the result; selectGraphItems answers gitems, selectItems the items.
          const found = [...graphs.values()].filter(
            (g) =>
              (!body.params.graphids || (body.params.graphids as string[]).includes(g.graphid)) && (!body.params.hostids || (body.params.hostids as string[]).includes(g.hostid)),
          );
          return reply({
            jsonrpc: '2.0',
            id: body.id,
            result: found.map((g) => ({
              graphid: g.graphid,
              name: g.name,
              ...(body.params.selectGraphItems ? { gitems: g.items.map((i) => ({ itemid: i.itemid, color: i.color })) } : {}),
              ...(body.params.selectItems ? { items: g.items.map(({ history: _h, color: _c, ...item }) => item) } : {}),
            })),
          });
        }
        case 'history.get': {
          const ids = body.params.itemids as string[];
          const type = String(body.params.history ?? 3);
          const from = Number(body.params.time_from ?? 0);
          const till = Number(body.params.time_till ?? Number.MAX_SAFE_INTEGER);
          const items = [...graphs.values()].flatMap((g) => g.items).filter((i) => ids.includes(i.itemid) && i.value_type === type);
          const rows = items.flatMap((i) =>
            i.history.filter((h) => h.clock >= from && h.clock <= till).map((h) => ({ itemid: i.itemid, clock: String(h.clock), value: h.value, ns: '0' })),
          );
          rows.sort((a, b) => (body.params.sortorder === 'DESC' ? Number(b.clock) - Number(a.clock) : Number(a.clock) - Number(b.clock)));
          return reply({ jsonrpc: '2.0', id: body.id, result: rows.slice(0, Number(body.params.limit ?? rows.length)) });
        }
        default:
          return error(-32601, 'Method not found.', `Incorrect API "${body.method.split('.')[0]}".`);
      }
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    calls,
    addGraph(graph: DoubleGraph) {
      graphs.set(graph.graphid, graph);
    },
    addHost(host: DoubleHost) {
      hosts.set(host.hostid, host);
    },
    addEvent(event: { eventid: string; objectid: string; name: string; severity: string; hostid: string }) {
      events.set(event.eventid, { ...event, clock: String(Math.floor(Date.now() / 1000)) });
    },
    fail(mode: 'down' | 'error' | null) {
      failure = mode;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
