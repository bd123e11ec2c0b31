import { FunctionField, useRecordContext, useReference } from 'react-admin';
import { formatDateTime, useDateFormat } from '@src/i18n/date-format';
import { zoneSource } from './zone-source';

type Rec = Record<string, unknown>;

/** The zone another field of the record (or of the record it references: `rotationId.timeZone`) names. */
function useRecordZone(resource: string, zoneField: string): string | undefined {
  const record = useRecordContext<Rec & { id: string }>();
  const { head, tail, referenced } = zoneSource(resource, zoneField);
  const id = record?.[head];
  // Batched with the page's other references to the same records (react-admin's getMany aggregation).
  const { referenceRecord } = useReference<Rec & { id: string }>({
    reference: referenced ?? resource,
    id: typeof id === 'string' ? id : '',
    options: { enabled: !!referenced && typeof id === 'string' && id !== '' },
  });
  const zone = tail ? referenceRecord?.[tail] : id;
  return typeof zone === 'string' && zone ? zone : undefined;
}

function ZonedDateTime({ resource, source, zoneField }: { resource: string; source: string; zoneField: string }) {
  const record = useRecordContext<Rec & { id: string }>();
  const { locale, timeZone: pageZone } = useDateFormat();
  const zone = useRecordZone(resource, zoneField);
  const value = record?.[source];
  // The record's own zone wins over the page's: an 08:00 handover in Vienna reads 08:00 and says where.
  return value ? <>{formatDateTime(String(value), locale, zone ?? pageZone)}</> : null;
}

/**
 * A date-time shown in the zone the record names (a rotation's first shift, a cover's hours), the
 * same clock its form is typed in; the zone is written out when it is not the viewer's.
 */
export function ZonedDateTimeField({ resource, source, label, zoneField }: { resource: string; source: string; label: string; zoneField: string }) {
  return <FunctionField source={source} label={label} render={() => <ZonedDateTime resource={resource} source={source} zoneField={zoneField} />} />;
}
