import type { Label } from '../resource-kit/types';

/** How a value a device reports reads: the unit it carries, or how it is shown. */
export type FactUnit = 'seconds' | 'celsius' | 'gigabytes' | 'percent' | 'pixels' | 'degrees' | 'instant' | 'yesNo' | 'count';

export interface DeviceFact {
  label: Label;
  unit?: FactUnit;
}

/**
 * The values devices report in their state messages and command answers, by the key they send
 * (the device protocol, docs/ARCHITECTURE.md), as people read them. A key not listed here is shown
 * by its words ("signalStrength" → "Signal strength"), never as the raw key.
 */
export const DEVICE_FACTS: Record<string, DeviceFact> = {
  status: { label: { en: 'Status', de: 'Status' } },
  version: { label: { en: 'Software version', de: 'Softwareversion' } },
  uptimeS: { label: { en: 'Running for', de: 'Läuft seit' }, unit: 'seconds' },
  temperatureC: { label: { en: 'Temperature', de: 'Temperatur' }, unit: 'celsius' },
  diskFreeGb: { label: { en: 'Free disk space', de: 'Freier Speicherplatz' }, unit: 'gigabytes' },
  storageFreeGb: { label: { en: 'Free storage', de: 'Freier Speicher' }, unit: 'gigabytes' },
  batteryPercent: { label: { en: 'Battery', de: 'Akku' }, unit: 'percent' },
  recording: { label: { en: 'Recording', de: 'Nimmt auf' }, unit: 'yesNo' },
  rebootingInS: { label: { en: 'Restarts in', de: 'Startet neu in' }, unit: 'seconds' },
  faults: { label: { en: 'Faults', de: 'Störungen' }, unit: 'count' },
  configs: { label: { en: 'Configurations running', de: 'Laufende Konfigurationen' } },
  configId: { label: { en: 'Configuration', de: 'Konfiguration' } },
  kind: { label: { en: 'Kind', de: 'Art' } },
  appliedVersion: { label: { en: 'Version running', de: 'Laufende Version' } },
  appliedAt: { label: { en: 'Applied at', de: 'Übernommen am' }, unit: 'instant' },
  capturedAt: { label: { en: 'Taken at', de: 'Aufgenommen am' }, unit: 'instant' },
  width: { label: { en: 'Width', de: 'Breite' }, unit: 'pixels' },
  height: { label: { en: 'Height', de: 'Höhe' }, unit: 'pixels' },
  lane: { label: { en: 'Lane', de: 'Bahn' } },
  position: { label: { en: 'Position', de: 'Position' } },
  pan: { label: { en: 'Pan', de: 'Schwenk' }, unit: 'degrees' },
  tilt: { label: { en: 'Tilt', de: 'Neigung' }, unit: 'degrees' },
  zoom: { label: { en: 'Zoom', de: 'Zoom' } },
  action: { label: { en: 'Action', de: 'Aktion' } },
  done: { label: { en: 'Done', de: 'Erledigt' }, unit: 'yesNo' },
  value: { label: { en: 'Answer', de: 'Antwort' } },
};

/** A key the vocabulary does not know, in words: "signalStrengthDb" → "Signal strength db". */
export function keyInWords(key: string): string {
  const words = key
    .replace(/[_.-]+/g, ' ')
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .trim()
    .toLowerCase();
  return words ? words[0]!.toUpperCase() + words.slice(1) : key;
}

/** A device value's label in the language asked for. */
export function factLabel(key: string, lang: 'en' | 'de'): string {
  return DEVICE_FACTS[key]?.label[lang] ?? keyInWords(key);
}
