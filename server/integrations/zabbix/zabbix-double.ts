export interface ZabbixCall {
  method: string;
  params: Record<string, unknown>;
  auth: 'body' | 'bearer' | 'none';
}

/** A graph of one host: its items with their value type (0 float, 3 unsigned, 1 character) and history (clock in Unix seconds). */
export interface DoubleGraph {
  graphid: string;
  name: string;
  hostid: string;
  items: Array<{ itemid: string; name: string; value_type: string; units: string; color: string; history: Array<{ clock: number; value: string }> }>;
}

export interface DoubleHost {
  hostid: string;
  host: string;
  tags: Array<{ tag: string; value: string }>;
  groups: Array<{ groupid: string; name: string }>;
}

export interface ZabbixDoubleAnswer {
  status: number;
  body: unknown;
}

const atLeast = (version: string, major: number, minor: number) => {
  const [x = 0, y = 0] = version.split('.').map(Number);
  return x > major || (x === major && y >= minor);
};

/**
 * A stand-in for Zabbix's `api_jsonrpc.php`, speaking JSON-RPC 2.0 as documented for 6.0 and 7.0:
 * `apiinfo.version` without credentials; below 6.4 the token in the `auth` member, from 6.4 an
 * `Authorization: Bearer` header (and from 7.2 an `auth` member is refused). Knows the events,
 * hosts and graphs it is given (and, for the demo, graphs made on request), records every call,
 * and can be made to fail. The demo asks it in process; the tests put it behind a socket.
 */
export function createZabbixDouble(options: { version: string; token: string; graphFor?: (graphId: string, hostId: string) => DoubleGraph | undefined }) {
  const calls: ZabbixCall[] = [];
  const events = new Map<string, { eventid: string; objectid: string; name: string; severity: string; clock: string; hostid: string }>();
  const hosts = new Map<string, DoubleHost>();
  const graphs = new Map<string, DoubleGraph>();
  let failure: 'down' | 'error' | null = null;
  const modern = atLeast(options.version, 6, 4);
  const hostGroupsKey = atLeast(options.version, 6, 2) ? 'selectHostGroups' : 'selectGroups';

  const graphsAsked = (params: Record<string, unknown>) => {
    const graphIds = params.graphids as string[] | undefined;
    const hostIds = params.hostids as string[] | undefined;
    const stored = [...graphs.values()].filter((g) => (!graphIds || graphIds.includes(g.graphid)) && (!hostIds || hostIds.includes(g.hostid)));
    const made = options.graphFor && graphIds && hostIds ? graphIds.flatMap((g) => hostIds.map((h) => options.graphFor!(g, h))).filter((g) => !!g) : [];
    return [...stored, ...made];
  };

  const answer = (raw: string, authorization: string | undefined, path: string, method: string): ZabbixDoubleAnswer => {
    if (failure === 'down') return { status: 503, body: { message: 'Service Unavailable' } };
    if (path !== '/api_jsonrpc.php' || method !== 'POST') return { status: 404, body: {} };
    const body = JSON.parse(raw) as { jsonrpc: string; id: number; method: string; params: Record<string, unknown>; auth?: string };
    const result = (value: unknown) => ({ status: 200, body: { jsonrpc: '2.0', result: value, id: body.id } });
    const error = (code: number, message: string, data: string) => ({ status: 200, body: { jsonrpc: '2.0', error: { code, message, data }, id: body.id } });
    calls.push({ method: body.method, params: body.params, auth: body.auth ? 'body' : authorization ? 'bearer' : 'none' });
    if (body.method === 'apiinfo.version') {
      if (body.auth || authorization) return error(-32602, 'Invalid params.', 'The "apiinfo.version" method must be called without the "auth" parameter.');
      return result(options.version);
    }
    const authorised = modern ? authorization === `Bearer ${options.token}` && !body.auth : body.auth === options.token;
    if (!authorised) return error(-32602, 'Invalid params.', 'Not authorised.');
    if (failure === 'error') return error(-32500, 'Application error.', 'No permissions to referred object or it does not exist!');
    switch (body.method) {
      case 'event.get':
      case 'problem.get': {
        const ids = (body.params.eventids as string[]) ?? [];
        const found = ids.map((id) => events.get(id)).filter((e) => !!e);
        return result(
          found.map((e) => ({
            ...e,
            value: '1',
            acknowledged: '0',
            ...(body.method === 'event.get' && body.params.selectHosts ? { hosts: [{ hostid: e.hostid, host: hosts.get(e.hostid)?.host ?? '' }] } : {}),
            tags: [],
          })),
        );
      }
      case 'host.get': {
        const ids = (body.params.hostids as string[]) ?? [];
        if (body.params.selectHostGroups && hostGroupsKey === 'selectGroups')
          return error(-32602, 'Invalid params.', 'Invalid parameter "/": unexpected parameter "selectHostGroups".');
        const key = hostGroupsKey === 'selectHostGroups' ? 'hostgroups' : 'groups';
        return result(
          ids
            .map((id) => hosts.get(id))
            .filter((h) => !!h)
            .map((h) => ({ hostid: h.hostid, host: h.host, tags: h.tags, [key]: h.groups })),
        );
      }
      case 'event.acknowledge': {
        const ids = body.params.eventids as string[];
        const action = body.params.action as number;
        if (typeof action !== 'number' || action < 1 || action > 255) return error(-32602, 'Invalid params.', 'Incorrect value for field "action".');
        if (action & 4 && !body.params.message) return error(-32602, 'Invalid params.', 'Incorrect value for field "message": cannot be empty.');
        if (ids.some((id) => !events.has(id))) return error(-32500, 'Application error.', 'No permissions to referred object or it does not exist!');
        return result({ eventids: ids.map(Number) });
      }
      case 'graph.get':
        // As documented: graphids and hostids narrow the result; selectGraphItems answers gitems, selectItems the items.
        return result(
          graphsAsked(body.params).map((g) => ({
            graphid: g.graphid,
            name: g.name,
            ...(body.params.selectGraphItems ? { gitems: g.items.map((i) => ({ itemid: i.itemid, color: i.color })) } : {}),
            ...(body.params.selectItems ? { items: g.items.map(({ history: _h, color: _c, ...item }) => item) } : {}),
          })),
        );
      case 'history.get': {
        const ids = body.params.itemids as string[];
        const type = String(body.params.history ?? 3);
        const from = Number(body.params.time_from ?? 0);
        const till = Number(body.params.time_till ?? Number.MAX_SAFE_INTEGER);
        const known = [...graphs.values(), ...(options.graphFor ? ids.flatMap((id) => madeGraphOfItem(id, options.graphFor!)) : [])];
        const items = known.flatMap((g) => g.items).filter((i) => ids.includes(i.itemid) && i.value_type === type);
        const rows = items.flatMap((i) =>
          i.history.filter((h) => h.clock >= from && h.clock <= till).map((h) => ({ itemid: i.itemid, clock: String(h.clock), value: h.value, ns: '0' })),
        );
        rows.sort((a, b) => (body.params.sortorder === 'DESC' ? Number(b.clock) - Number(a.clock) : Number(a.clock) - Number(b.clock)));
        return result(rows.slice(0, Number(body.params.limit ?? rows.length)));
      }
      default:
        return error(-32601, 'Method not found.', `Incorrect API "${body.method.split('.')[0]}".`);
    }
  };

  return {
    calls,
    answer,
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
  };
}

/** Made graphs name their items `{graphId}:{hostId}:{n}`, so an item's history finds its graph again. */
function madeGraphOfItem(itemId: string, graphFor: (graphId: string, hostId: string) => DoubleGraph | undefined): DoubleGraph[] {
  const [graphId, hostId] = itemId.split(':');
  const graph = graphId && hostId ? graphFor(graphId, hostId) : undefined;
  return graph ? [graph] : [];
}

export type ZabbixDouble = ReturnType<typeof createZabbixDouble>;

/** The double as a `fetch` for a client in the same process. */
export function zabbixDoubleFetch(double: ZabbixDouble): typeof fetch {
  return async (input, init) => {
    const url = new URL(input instanceof Request ? input.url : String(input));
    const headers = new Headers(init?.headers);
    const answer = double.answer(typeof init?.body === 'string' ? init.body : '', headers.get('authorization') ?? undefined, url.pathname, (init?.method ?? 'GET').toUpperCase());
    return new Response(JSON.stringify(answer.body), { status: answer.status, headers: { 'content-type': 'application/json' } });
  };
}
