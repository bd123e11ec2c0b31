import type { ComponentInput, LicenceInput } from '../../../core/licence-report.js';
import type { Queryable } from '../../db/database.js';

/** What the licence report counts: licences and components within their scopes (conditions on `l` and `c`), and customer names. */
export async function licenceReportInputs(
  db: Queryable,
  licenceScope: { sql?: string; values: unknown[] },
  componentScope: { sql?: string; values: unknown[] },
): Promise<{ licences: LicenceInput[]; components: ComponentInput[]; customers: Array<{ id: string; name: string }> }> {
  const [licences, components, customers] = await Promise.all([
    db.query<LicenceInput>(
      `select l.id, l.name, l.type, l.customer_id as "customerId", l.seats, l.valid_from::text as "validFrom", l.valid_until::text as "validUntil"
         from licences l${licenceScope.sql ? ` where ${licenceScope.sql}` : ''}`,
      licenceScope.values,
    ),
    db.query<ComponentInput>(
      `select c.id, c.name, c.type_id as "typeId", t.requires_licence as "requiresLicence", c.licence_name as "licenceName",
                c.installation_id as "installationId", i.name as "installationName", i.customer_id as "customerId"
         from software_components c join installations i on i.id = c.installation_id join software_component_types t on t.id = c.type_id
         ${componentScope.sql ? `where ${componentScope.sql}` : ''}`,
      componentScope.values,
    ),
    db.query<{ id: string; name: string }>('select id, name from customers'),
  ]);
  return { licences: licences.rows, components: components.rows, customers: customers.rows };
}
