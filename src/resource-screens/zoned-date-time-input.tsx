import { useEffect, useRef } from 'react';
import { useFormContext, useWatch } from 'react-hook-form';
import { DateTimeInput, useGetOne, useTranslate } from 'react-admin';
import { floatingOf, instantOf } from '@core/zoned-time';
import { viewerTimeZone } from '@src/i18n/date-format';
import { zoneSource } from './zone-source';

/**
 * The zone a date-time is typed in: a time-zone field of the record (`timeZone`), or of the record a
 * reference of it names (`rotationId.timeZone`: a cover's hours in its rotation's zone).
 */
function useZoneOf(resource: string, zoneField: string): { zone?: string; pending: boolean } {
  const { head, tail, referenced } = zoneSource(resource, zoneField);
  const own = useWatch({ name: head }) as string | null | undefined;
  const { data } = useGetOne(referenced ?? resource, { id: own ?? '' }, { enabled: !!referenced && !!own });
  if (!tail) return { zone: own || undefined, pending: false };
  const zone = (data as Record<string, unknown> | undefined)?.[tail];
  // Until the referenced record is chosen and read, its zone is unknown, not the browser's: the
  // form's values (a shift's instants) arrive before it and must not be moved by its arrival.
  return typeof zone === 'string' && zone ? { zone, pending: false } : { pending: true };
}

/** An instant as the wall clock `YYYY-MM-DDTHH:mm` in a zone (what a datetime-local input shows). */
export const wallClockOf = (iso: string, zone: string) => floatingOf(new Date(iso), zone).toISOString().slice(0, 16);
/** A wall clock as the input holds it; react-admin formats its own input state again, which is one already. */
const WALL_CLOCK = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}$/;
/** The instant a wall clock `YYYY-MM-DDTHH:mm` names in a zone. */
export const instantAt = (wall: string, zone: string) => instantOf(new Date(`${wall}:00.000Z`), zone).toISOString();

/**
 * A date-time typed as a wall clock in the zone another field of the record (or of a record it
 * references) names (a rotation's first shift at 08:00 in Vienna, whatever the browser's zone),
 * stored as the instant. When that
 * zone changes, the wall clock on screen stays and the instant follows it: the person meant 08:00
 * there.
 */
export function ZonedDateTimeInput({
  resource,
  source,
  zoneField,
  ...common
}: {
  resource: string;
  source: string;
  zoneField: string;
  label: string;
  helperText?: string | false;
  isRequired?: boolean;
}) {
  const translate = useTranslate();
  const { getValues, setValue } = useFormContext();
  const { zone: known, pending } = useZoneOf(resource, zoneField);
  const zone = known ?? viewerTimeZone();
  // A referenced record's zone arrives after the form: the stored instant is read in it, not moved.
  const previous = useRef(pending ? undefined : zone);
  useEffect(() => {
    if (pending) return;
    const before = previous.current;
    previous.current = zone;
    const value = getValues(source) as string | null | undefined;
    if (before === undefined || before === zone || !value) return;
    setValue(source, instantAt(wallClockOf(value, before), zone), { shouldDirty: true });
  }, [zone, pending, source, getValues, setValue]);
  return (
    <DateTimeInput
      source={source}
      {...common}
      helperText={translate('gondola.kit.inZone', { zone })}
      format={(v: string | null | undefined) => (v ? (WALL_CLOCK.test(v) ? v : wallClockOf(v, zone)) : '')}
      parse={(v: string) => (v ? instantAt(v, zone) : null)}
    />
  );
}
