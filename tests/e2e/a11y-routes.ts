import type { FieldDefinition, ResourceDefinition } from '../../core/resource-kit';
import { RESOURCES } from '../../resources';
import { listPath } from '../../core/resource-kit/paths';
import { ROUTES, statusOf } from '../../src/shell/route-table';
import { fitsInstallation } from '../../custom-pages/installation/sections';

type Api = <T>(method: string, url: string) => Promise<T>;
type Row = Record<string, unknown> & { id: string };

/** One page to check: where it is, and what it is (for the failure message). */
export interface A11yPage {
  path: string;
  what: string;
}

/** Values for route parameters no record names: lane numbers, a command's section, a planned page's ids. */
const FIXED: Record<string, string> = { laneNumber: '1', conf: 'network', skicon: 'SKI-1', configId: '1', videoRecorderId: '1', issue: 'GON-1', errorId: '503' };

/** What a resource's generated screens draw: its field kinds (nested ones too) and the parts a definition may add. */
export function screenFeatures(def: ResourceDefinition): Set<string> {
  const features = new Set<string>();
  const add = (prefix: string, field: FieldDefinition) => {
    features.add(`${prefix}${field.kind}`);
    if (field.readOnly) features.add(`${prefix}${field.kind} (read-only)`);
    if ('item' in field && typeof field.item === 'string') features.add(`${prefix}${field.kind} of ${field.item}`);
    if ('fields' in field && field.fields) for (const inner of Object.values(field.fields)) add(`${field.kind} › `, inner as FieldDefinition);
  };
  for (const field of Object.values(def.fields)) add('', field);
  if (def.computed) features.add('computed fields');
  if (def.groups?.length) features.add('field groups');
  if (def.children?.length) features.add('child collections');
  if (def.owner) features.add('owner-only records');
  if (def.order) features.add('ordered records');
  if (def.list.pinnedFirst) features.add('pinned rows');
  if (def.scope) features.add('customer scope');
  features.add(def.access.create ? 'create form' : 'server-written (no create form)');
  features.add(def.access.update ? 'edit form' : 'not editable');
  return features;
}

/**
 * The generated screens are the same four components for every resource: checking them on the
 * fewest resources whose definitions together hold every feature (greedy set cover, biggest gain
 * first) covers them all, and the cost no longer grows with each new entity.
 */
export function generatedScreenSample(resources: ResourceDefinition[] = RESOURCES): ResourceDefinition[] {
  const wanted = new Set(resources.flatMap((def) => [...screenFeatures(def)]));
  const chosen: ResourceDefinition[] = [];
  while (wanted.size) {
    let best: ResourceDefinition | undefined;
    let gain = 0;
    for (const def of resources) {
      const g = [...screenFeatures(def)].filter((f) => wanted.has(f)).length;
      if (g > gain) [best, gain] = [def, g];
    }
    if (!best) break;
    chosen.push(best);
    for (const f of screenFeatures(best)) wanted.delete(f);
  }
  return chosen;
}

/**
 * Every bespoke page of the console as admin reaches it, and the generated screens (list, create
 * form, record edit and show page) of the resources `generatedScreenSample` picks: each built page
 * of the route table with real records for its parameters (an
 * installation it fits, that installation's device, problem and note), plus one planned page (they
 * share one component).
 */
export async function a11yPages(api: Api, generated: 'sample' | 'every' = 'sample'): Promise<A11yPage[]> {
  const first = async (resource: string, filter: Record<string, unknown> = {}) =>
    (await api<Row[]>('GET', `/${resource}?range=${encodeURIComponent('[0,0]')}&filter=${encodeURIComponent(JSON.stringify(filter))}`))[0];
  const pages: A11yPage[] = [];
  for (const def of generated === 'every' ? RESOURCES : generatedScreenSample()) {
    const record = await first(def.name);
    pages.push({ path: listPath(def), what: `${def.name} list` });
    if (def.access.create) pages.push({ path: `/${def.name}/create`, what: `${def.name} create` });
    if (record) {
      pages.push({ path: `/${def.name}/${encodeURIComponent(record.id)}`, what: `${def.name} edit` });
      pages.push({ path: `/${def.name}/${encodeURIComponent(record.id)}/show`, what: `${def.name} show` });
    }
  }
  const installations = await api<Row[]>('GET', `/installations?range=${encodeURIComponent('[0,499]')}`);
  const unconfigured = await first('devices', { installationId_null: true });
  const note = await first('notes');
  const withDevice = new Set((await api<Row[]>('GET', `/devices?range=${encodeURIComponent('[0,999]')}`)).map((d) => String(d.installationId)));
  // The video director pages open the demo's configured recorder, so its shapes are checked too.
  const director = await first('video-director-configs');
  let planned = false;
  for (const route of ROUTES) {
    const status = statusOf(route);
    if (status === 'redirect' || (status === 'planned' && planned)) continue;
    planned ||= status === 'planned';
    const recorderRoute = /:(configId|videoRecorderId)/.test(route.path);
    const directorInstallation = recorderRoute ? installations.find((i) => i.id === director?.installationId && fitsInstallation(route, i)) : undefined;
    const installation = route.path.includes(':installationId')
      ? (directorInstallation ?? installations.find((i) => fitsInstallation(route, i) && withDevice.has(i.id)) ?? installations.find((i) => fitsInstallation(route, i)))
      : undefined;
    if (route.path.includes(':installationId') && !installation) continue;
    const installationId = installation?.id ?? '';
    const device = route.path.includes(':deviceId')
      ? ((route.path.startsWith('/centraldevicemanagement') ? unconfigured : await first('devices', { installationId })) ?? undefined)
      : undefined;
    const problem = route.path.includes(':triggerId') ? await first('problems', { installationId }) : undefined;
    const values: Record<string, string | undefined> = {
      ...FIXED,
      installationId,
      deviceId: device?.id,
      noteId: note?.id,
      triggerId: problem ? String(problem.triggerId) : undefined,
      source: problem ? String(problem.source) : undefined,
      deviceName: device ? String(device.name) : 'camera',
      configuration: 'camera',
      username: 'demo',
      ...(directorInstallation && { configId: String(director!.recorder), videoRecorderId: String(director!.recorder) }),
    };
    // A parameter that names a record (a theme, a collection, a sound) takes the first one there is.
    for (const [param, resource] of Object.entries(route.names ?? {})) {
      if (values[param] === undefined) values[param] = (await first(resource))?.id;
    }
    let unresolved = false;
    const path = route.path
      .replace(/\/\*$/, '')
      .replace(/\/:(\w+)\?/g, '')
      .replace(/:(\w+)/g, (_, name: string) => {
        const value = values[name];
        if (value === undefined) unresolved = true;
        return encodeURIComponent(value ?? '');
      });
    if (!unresolved) pages.push({ path, what: `${route.key}${status === 'planned' ? ' (planned)' : ''}` });
  }
  return [...new Map(pages.map((p) => [p.path, p])).values()];
}
