/**
 * A small client for Zabbix's JSON-RPC API (`api_jsonrpc.php`). It asks `apiinfo.version` first
 * (without credentials, as Zabbix requires) and then authenticates the way that version expects:
 * the API token in the body's `auth` field before 6.4, an `Authorization: Bearer` header from 6.4
 * (7.2 removed the `auth` field).
 */
export class ZabbixError extends Error {
  constructor(
    message: string,
    readonly code?: number,
    readonly data?: string,
  ) {
    super(message);
  }
}

/** `event.acknowledge` action bits (Zabbix 6.x/7.x). */
export const ACK_ACTION = { close: 1, acknowledge: 2, message: 4, severity: 8, unacknowledge: 16 } as const;

export interface ZabbixEvent {
  eventid: string;
  objectid: string;
  name: string;
  severity: string;
  value?: string;
  clock: string;
  acknowledged?: string;
  hosts?: Array<{ hostid: string; host: string; name?: string }>;
  tags?: Array<{ tag: string; value: string }>;
}

export interface ZabbixHost {
  hostid: string;
  host: string;
  tags?: Array<{ tag: string; value: string }>;
  hostgroups?: Array<{ groupid: string; name: string }>;
  groups?: Array<{ groupid: string; name: string }>;
}

const compareVersions = (a: string, b: string) => {
  const [x, y] = [a, b].map((v) => v.split('.').map((n) => Number.parseInt(n, 10) || 0));
  for (let i = 0; i < 3; i++) if ((x![i] ?? 0) !== (y![i] ?? 0)) return (x![i] ?? 0) - (y![i] ?? 0);
  return 0;
};

export class ZabbixClient {
  private version?: Promise<string>;
  private nextId = 1;

  constructor(private readonly options: { url: string; apiToken: string; timeoutMs?: number; fetchImpl?: typeof fetch }) {}

  private get endpoint() {
    return `${this.options.url.replace(/\/+$/, '')}/api_jsonrpc.php`;
  }

  private async post(body: Record<string, unknown>, headers: Record<string, string>): Promise<unknown> {
    const fetchImpl = this.options.fetchImpl ?? fetch;
    let response: Response;
    try {
      response = await fetchImpl(this.endpoint, {
        method: 'POST',
        headers: { 'content-type': 'application/json-rpc', ...headers },
        body: JSON.stringify({ jsonrpc: '2.0', id: this.nextId++, ...body }),
        signal: AbortSignal.timeout(this.options.timeoutMs ?? 10_000),
      });
    } catch (error) {
      throw new ZabbixError(`Zabbix is not reachable (${(error as Error).message})`);
    }
    if (!response.ok) throw new ZabbixError(`Zabbix answered HTTP ${response.status}`);
    const answer = (await response.json().catch(() => null)) as { result?: unknown; error?: { code: number; message: string; data?: string } } | null;
    if (!answer) throw new ZabbixError('Zabbix answered something that is not JSON-RPC');
    if (answer.error) throw new ZabbixError(`${answer.error.message}${answer.error.data ? `: ${answer.error.data}` : ''}`, answer.error.code, answer.error.data);
    return answer.result;
  }

  apiVersion(): Promise<string> {
    this.version ??= this.post({ method: 'apiinfo.version', params: {} }, {}).then((v) => String(v));
    // A failed probe is tried again next time rather than remembered.
    this.version.catch(() => (this.version = undefined));
    return this.version;
  }

  async call<T>(method: string, params: Record<string, unknown>): Promise<T> {
    const version = await this.apiVersion();
    const bearer = compareVersions(version, '6.4.0') >= 0;
    return (await this.post(
      bearer ? { method, params } : { method, params, auth: this.options.apiToken },
      bearer ? { authorization: `Bearer ${this.options.apiToken}` } : {},
    )) as T;
  }

  /** The event with its host(s) and tags. */
  async event(eventId: string): Promise<ZabbixEvent | undefined> {
    const [event] = await this.call<ZabbixEvent[]>('event.get', { eventids: [eventId], output: 'extend', selectHosts: ['hostid', 'host', 'name'], selectTags: 'extend' });
    return event;
  }

  /** The problem (still open) behind an event, if Zabbix still has it. */
  async problem(eventId: string): Promise<ZabbixEvent | undefined> {
    const [problem] = await this.call<ZabbixEvent[]>('problem.get', { eventids: [eventId], output: 'extend', selectTags: 'extend', selectAcknowledges: 'extend' });
    return problem;
  }

  /** A host's tags and groups (`selectHostGroups` from 6.2, `selectGroups` before). */
  async host(hostId: string): Promise<ZabbixHost | undefined> {
    const modern = compareVersions(await this.apiVersion(), '6.2.0') >= 0;
    const [host] = await this.call<ZabbixHost[]>('host.get', {
      hostids: [hostId],
      output: ['hostid', 'host'],
      selectTags: 'extend',
      ...(modern ? { selectHostGroups: ['groupid', 'name'] } : { selectGroups: ['groupid', 'name'] }),
    });
    return host;
  }

  async acknowledge(params: { eventId: string; action: number; message?: string; severity?: number }): Promise<void> {
    await this.call('event.acknowledge', {
      eventids: [params.eventId],
      action: params.action,
      ...(params.message ? { message: params.message } : {}),
      ...(params.severity !== undefined ? { severity: params.severity } : {}),
    });
  }

  /** A graph of a host with its items (name, value type, unit, colour), or undefined when the host has no such graph. */
  async graph(graphId: string, hostId: string): Promise<ZabbixGraph | undefined> {
    const [graph] = await this.call<Array<{ graphid: string; name: string; gitems?: Array<{ itemid: string; color: string }>; items?: ZabbixItem[] }>>('graph.get', {
      graphids: [graphId],
      hostids: [hostId],
      output: ['graphid', 'name'],
      selectGraphItems: ['itemid', 'color'],
      selectItems: ['itemid', 'name', 'value_type', 'units'],
    });
    if (!graph) return undefined;
    const colours = new Map((graph.gitems ?? []).map((g) => [g.itemid, g.color]));
    return { graphid: graph.graphid, name: graph.name, items: (graph.items ?? []).map((i) => ({ ...i, color: colours.get(i.itemid) })) };
  }

  /** An item's history between two instants (Unix seconds), oldest first; `history` is the item's value type (0 float, 3 unsigned). */
  async history(itemId: string, valueType: string, from: number, till: number): Promise<Array<{ clock: string; value: string }>> {
    return this.call('history.get', {
      itemids: [itemId],
      history: Number(valueType),
      time_from: from,
      time_till: till,
      sortfield: 'clock',
      sortorder: 'ASC',
      output: ['clock', 'value'],
      limit: 5000,
    });
  }
}

export interface ZabbixItem {
  itemid: string;
  name: string;
  value_type: string;
  units: string;
  color?: string;
}

export interface ZabbixGraph {
  graphid: string;
  name: string;
  items: ZabbixItem[];
}
