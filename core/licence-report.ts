import { csvText } from './csv';

/**
 * The licence report (shared by the API, its CSV and the page): per customer, each licence's
 * seats against the software components that name it, what expires soon, and the components
 * that need a licence but have none that is valid.
 */
export interface LicenceInput {
  id: string;
  name: string;
  type: string;
  customerId: string;
  seats: number;
  validFrom: string;
  validUntil: string | null;
}

export interface ComponentInput {
  id: string;
  name: string;
  typeId: string;
  requiresLicence: boolean;
  licenceName: string | null;
  installationId: string;
  installationName: string;
  customerId: string;
}

export type ExpiryBucket = 'expired' | 30 | 60 | 90 | null;
export type UnlicensedReason = 'missing' | 'unknown' | 'expired' | 'notYetValid';

export interface LicenceLine extends LicenceInput {
  used: number;
  available: number;
  overused: boolean;
  expiresInDays: number | null;
  expiry: ExpiryBucket;
}

export interface CustomerLicences {
  customerId: string;
  customerName: string;
  licences: LicenceLine[];
  unlicensed: Array<ComponentInput & { reason: UnlicensedReason }>;
}

const DAY = 86_400_000;
const dayOf = (iso: string) => Date.UTC(Number(iso.slice(0, 4)), Number(iso.slice(5, 7)) - 1, Number(iso.slice(8, 10)));

export function expiryOf(validUntil: string | null, today: string): { days: number | null; bucket: ExpiryBucket } {
  if (!validUntil) return { days: null, bucket: null };
  const days = Math.round((dayOf(validUntil) - dayOf(today)) / DAY);
  if (days < 0) return { days, bucket: 'expired' };
  return { days, bucket: days <= 30 ? 30 : days <= 60 ? 60 : days <= 90 ? 90 : null };
}

const key = (customerId: string, name: string) => `${customerId}\u0000${name.trim().toLowerCase()}`;

export function licenceReport(licences: LicenceInput[], components: ComponentInput[], customerNames: Map<string, string>, today: string): CustomerLicences[] {
  const byName = new Map<string, LicenceInput[]>();
  for (const l of licences) byName.set(key(l.customerId, l.name), [...(byName.get(key(l.customerId, l.name)) ?? []), l]);
  const used = new Map<string, number>();
  const unlicensed = new Map<string, CustomerLicences['unlicensed']>();
  const flag = (c: ComponentInput, reason: UnlicensedReason) => unlicensed.set(c.customerId, [...(unlicensed.get(c.customerId) ?? []), { ...c, reason }]);

  for (const c of components) {
    const candidates = c.licenceName ? (byName.get(key(c.customerId, c.licenceName)) ?? []) : [];
    const valid = candidates.find((l) => l.validFrom <= today && (!l.validUntil || l.validUntil >= today));
    if (valid) used.set(valid.id, (used.get(valid.id) ?? 0) + 1);
    if (!c.requiresLicence || valid) continue;
    if (!c.licenceName) flag(c, 'missing');
    else if (!candidates.length) flag(c, 'unknown');
    else flag(c, candidates.some((l) => l.validFrom > today) ? 'notYetValid' : 'expired');
  }

  const customers = new Set([...licences.map((l) => l.customerId), ...unlicensed.keys()]);
  return [...customers]
    .map((customerId) => ({
      customerId,
      customerName: customerNames.get(customerId) ?? customerId,
      licences: licences
        .filter((l) => l.customerId === customerId)
        .map((l) => {
          const n = used.get(l.id) ?? 0;
          const { days, bucket } = expiryOf(l.validUntil, today);
          return { ...l, used: n, available: l.seats - n, overused: n > l.seats, expiresInDays: days, expiry: bucket };
        })
        .sort((a, b) => a.name.localeCompare(b.name)),
      unlicensed: (unlicensed.get(customerId) ?? []).sort((a, b) => a.installationName.localeCompare(b.installationName) || a.name.localeCompare(b.name)),
    }))
    .sort((a, b) => a.customerName.localeCompare(b.customerName));
}

export const LICENCE_CSV_COLUMNS = [
  'customer',
  'licence',
  'type',
  'seats',
  'used',
  'available',
  'validFrom',
  'validUntil',
  'expiresInDays',
  'component',
  'installation',
  'problem',
] as const;

/** One CSV row per licence and per unlicensed component, with a header row. */
export function licenceReportCsv(report: CustomerLicences[]): string {
  const rows: unknown[][] = [[...LICENCE_CSV_COLUMNS]];
  for (const c of report) {
    for (const l of c.licences)
      rows.push([
        c.customerName,
        l.name,
        l.type,
        l.seats,
        l.used,
        l.available,
        l.validFrom,
        l.validUntil,
        l.expiresInDays,
        '',
        '',
        l.overused ? 'overused' : l.expiry === 'expired' ? 'expired' : '',
      ]);
    for (const u of c.unlicensed) rows.push([c.customerName, u.licenceName, '', '', '', '', '', '', '', u.name, u.installationName, `unlicensed:${u.reason}`]);
  }
  return csvText(rows);
}
