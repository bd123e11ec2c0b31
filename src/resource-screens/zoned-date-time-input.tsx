import { useEffect, useRef } from 'react';
import { useFormContext, useWatch } from 'react-hook-form';
import { DateTimeInput, useTranslate } from 'react-admin';
import { floatingOf, instantOf } from '@core/zoned-time';
import { viewerTimeZone } from '@src/i18n/date-format';

/** An instant as the wall clock `YYYY-MM-DDTHH:mm` in a zone (what a datetime-local input shows). */
export const wallClockOf = (iso: string, zone: string) => floatingOf(new Date(iso), zone).toISOString().slice(0, 16);
/** The instant a wall clock `YYYY-MM-DDTHH:mm` names in a zone. */
export const instantAt = (wall: string, zone: string) => instantOf(new Date(`${wall}:00.000Z`), zone).toISOString();

/**
 * A date-time typed as a wall clock in the zone another field of the record names (a rotation's
 * first shift at 08:00 in Vienna, whatever the browser's zone), stored as the instant. When that
 * zone changes, the wall clock on screen stays and the instant follows it: the person meant 08:00
 * there.
 */
export function ZonedDateTimeInput({ source, zoneField, ...common }: { source: string; zoneField: string; label: string; helperText?: string | false; isRequired?: boolean }) {
  const translate = useTranslate();
  const { getValues, setValue } = useFormContext();
  const chosen = useWatch({ name: zoneField }) as string | null | undefined;
  const zone = chosen || viewerTimeZone();
  const previous = useRef(zone);
  useEffect(() => {
    const before = previous.current;
    previous.current = zone;
    const value = getValues(source) as string | null | undefined;
    if (before === zone || !value) return;
    setValue(source, instantAt(wallClockOf(value, before), zone), { shouldDirty: true });
  }, [zone, source, getValues, setValue]);
  return (
    <DateTimeInput
      source={source}
      {...common}
      helperText={translate('gondola.kit.inZone', { zone })}
      format={(v: string | null | undefined) => (v ? wallClockOf(v, zone) : '')}
      parse={(v: string) => (v ? instantAt(v, zone) : null)}
    />
  );
}
