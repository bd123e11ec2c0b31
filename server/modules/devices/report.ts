import type { FastifyInstance } from 'fastify';
import type { Principal } from '../../../core/access.js';
import { scopeCondition } from '../../crud/scope.js';
import { SqlParams } from '../../crud/sql-params.js';
import type { DeviceCountRow as CountRow, DeviceReport } from '../../../core/devices/report.js';
import { csvText } from '../../../core/csv.js';

const COUNTS = `count(*)::int as total, count(*) filter (where d.status = 'online')::int as online, count(*) filter (where d.status = 'offline')::int as offline`;

/**
 * Devices counted by type, status, version and installation, and the devices whose installed
 * version is below the newest released version of their component type. Scoped like the list.
 */
export async function deviceReport(app: FastifyInstance, principal: Principal): Promise<DeviceReport> {
  const params = new SqlParams();
  const scope = await scopeCondition(app.resources.models.get('devices')!, principal, params, 'd', { models: app.resources.models, db: app.db, cache: app.customerScopeCache });
  const where = scope ? `where ${scope}` : '';
  const q = <T>(sql: string) => app.db.query<T>(sql, params.values).then((r) => r.rows);
  const [byType, byStatus, byVersion, byInstallation, outdated] = await Promise.all([
    q<CountRow>(`select d.type as key, ${COUNTS} from devices d ${where} group by d.type order by total desc, key`),
    q<CountRow>(`select d.status as key, ${COUNTS} from devices d ${where} group by d.status order by total desc, key`),
    q<CountRow & { type: string }>(
      `select d.type, d.installed_version as key, ${COUNTS} from devices d ${where} group by d.type, d.installed_version, d.installed_version_sort_key order by d.type, d.installed_version_sort_key desc nulls last`,
    ),
    q<CountRow>(
      `select d.installation_id as key, i.name as label, ${COUNTS} from devices d left join installations i on i.id = d.installation_id ${where} group by d.installation_id, i.name order by total desc, label nulls first`,
    ),
    q<{ id: string; name: string; type: string; installation_id: string | null; installed_version: string | null; latest: string; component_type_id: string }>(
      `select d.id, d.name, d.type, d.installation_id, d.installed_version, latest.version_number as latest, d.component_type_id
       from devices d
       join lateral (select v.version_number, v.version_number_sort_key from software_component_versions v
                     where v.type_id = d.component_type_id and v.state = 'released' order by v.version_number_sort_key collate "C" desc limit 1) latest on true
       ${where ? `${where} and` : 'where'} (d.installed_version_sort_key is null or d.installed_version_sort_key collate "C" < latest.version_number_sort_key collate "C")
       order by d.type, d.name limit 5000`,
    ),
  ]);
  return {
    generatedAt: new Date().toISOString(),
    total: byType.reduce((n, r) => n + r.total, 0),
    byType,
    byStatus,
    byVersion,
    byInstallation,
    outdated: outdated.map((r) => ({
      id: r.id,
      name: r.name,
      type: r.type,
      installationId: r.installation_id,
      installedVersion: r.installed_version,
      latestVersion: r.latest,
      componentTypeId: r.component_type_id,
    })),
  };
}

export function deviceReportCsv(report: DeviceReport): string {
  const rows: unknown[][] = [['section', 'key', 'label', 'total', 'online', 'offline', 'installed version', 'latest released']];
  const add = (section: string, counts: CountRow[]) => {
    for (const r of counts) rows.push([section, r.key, r.label ?? '', r.total, r.online, r.offline, '', '']);
  };
  add('type', report.byType);
  add('status', report.byStatus);
  for (const r of report.byVersion) rows.push(['version', `${r.type} ${r.key ?? ''}`.trim(), '', r.total, r.online, r.offline, '', '']);
  add('installation', report.byInstallation);
  for (const r of report.outdated) rows.push(['outdated', r.id, r.name, '', '', '', r.installedVersion ?? '', r.latestVersion]);
  return csvText(rows);
}
