import type { ReactNode } from 'react';
import { useCanAccess, useGetList, useLocaleState, useTranslate } from 'react-admin';
import { BUILT_IN_BY_NAME } from '@core/devices/commands';
import { DEVICE_FACTS, factLabel } from '@core/devices/device-facts';
import { formattingLocale, useDateFormat } from '@src/i18n/date-format';
import type { Fact } from '@src/kit/FactTable';
import { numberFormat } from '@src/i18n/intl-formats';

const TWO_DAYS_S = 2 * 86_400;

/**
 * What a device reports (its last state, a command's answer) as labelled values with their units,
 * in the viewer's language: "Running for 3.2 days", "Temperature 31 °C", never `uptimeS: 276480`.
 */
export function useDeviceValues(): (values: Record<string, unknown>) => Fact[] {
  const translate = useTranslate();
  const formatDate = useDateFormat();
  const [language] = useLocaleState();
  const lang = language === 'de' ? 'de' : 'en';
  const locale = formattingLocale(language);
  const unit = (value: number, name: string, digits = 1) =>
    numberFormat(locale, { style: 'unit', unit: name, unitDisplay: name === 'day' || name === 'hour' ? 'long' : 'short', maximumFractionDigits: digits }).format(value);
  const number = (value: number, digits = 1) => numberFormat(locale, { maximumFractionDigits: digits }).format(value);
  const yesNo = (value: unknown) => translate(value ? 'ra.boolean.true' : 'ra.boolean.false');

  const seconds = (value: number) => {
    if (value < 60) return unit(value, 'second', 0);
    if (value < 3_600) return unit(value / 60, 'minute', 0);
    if (value < TWO_DAYS_S) return unit(value / 3_600, 'hour');
    return unit(value / 86_400, 'day');
  };

  const plain = (key: string, value: unknown): ReactNode => {
    if (value === null || value === undefined || value === '') return '—';
    const numeric = typeof value === 'number' ? value : Number(value);
    switch (DEVICE_FACTS[key]?.unit) {
      case 'seconds':
        return Number.isFinite(numeric) ? seconds(numeric) : String(value);
      case 'celsius':
        return Number.isFinite(numeric) ? unit(numeric, 'celsius') : String(value);
      case 'gigabytes':
        return Number.isFinite(numeric) ? unit(numeric, 'gigabyte') : String(value);
      case 'percent':
        return Number.isFinite(numeric) ? unit(numeric, 'percent', 0) : String(value);
      case 'degrees':
        return Number.isFinite(numeric) ? unit(numeric, 'degree') : String(value);
      case 'pixels':
        return Number.isFinite(numeric) ? `${number(numeric, 0)} px` : String(value);
      case 'instant':
        return formatDate.dateTime(String(value));
      case 'yesNo':
        return yesNo(value);
      case 'count':
        return Array.isArray(value)
          ? value.length
            ? value
                .map((item) =>
                  item && typeof item === 'object' ? String((item as { message?: unknown; code?: unknown }).message ?? (item as { code?: unknown }).code ?? '') : String(item),
                )
                .join('; ')
            : translate('gondola.devices.values.none')
          : String(value);
    }
    if (key === 'status') return translate(`resources.devices.options.status.${String(value)}`, { _: String(value) });
    if (key === 'configs' && typeof value === 'object') {
      const running = Object.entries(value as Record<string, unknown>);
      return running.length
        ? running.map(([config, version]) => translate('gondola.devices.values.configVersion', { config, version: String(version) })).join(', ')
        : translate('gondola.devices.values.none');
    }
    if (typeof value === 'boolean') return yesNo(value);
    if (typeof value === 'number') return number(value, 3);
    if (Array.isArray(value)) return value.map((item) => (typeof item === 'object' ? JSON.stringify(item) : String(item))).join(', ');
    // A nested object reads as its own labelled values on one line: "Pan 0°, Tilt 0°".
    if (typeof value === 'object')
      return Object.entries(value as Record<string, unknown>)
        .map(([k, v]) => `${factLabel(k, lang)} ${String(plain(k, v))}`)
        .join(', ');
    return String(value);
  };

  return (values) => Object.entries(values).map(([key, value]) => ({ id: key, label: factLabel(key, lang), value: plain(key, value) }));
}

/**
 * A command's name as people read it: a built-in's label, or the label its component type gives it
 * (`component-commands`), in the viewer's language; the command as sent only where neither names it.
 */
export function useCommandName(): (command: unknown) => string {
  const [language] = useLocaleState();
  const lang = language === 'de' ? 'de' : 'en';
  // A small table, fetched once and shared by every list on the page, by those who may read it.
  const { canAccess } = useCanAccess({ resource: 'component-commands', action: 'list' });
  const { data = [] } = useGetList(
    'component-commands',
    { pagination: { page: 1, perPage: 500 }, sort: { field: 'name', order: 'ASC' } },
    { enabled: !!canAccess, staleTime: 5 * 60_000, retry: false },
  );
  const labels = new Map<string, string>();
  for (const c of data) {
    const label = (c.label as { en?: string; de?: string } | undefined)?.[lang];
    if (label) labels.set(String(c.name), label);
  }
  return (command) => {
    const name = String(command ?? '');
    return BUILT_IN_BY_NAME.get(name)?.label[lang] ?? labels.get(name) ?? name;
  };
}
