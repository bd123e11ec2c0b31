import type { Label } from './types';

/**
 * Validation messages, once, in both languages. Issues carry a key and parameters; the SPA shows
 * them in the user's language, and the server answers in the language of Accept-Language.
 */
export const VALIDATION_MESSAGES = {
  required: { en: 'Required', de: 'Pflichtfeld' },
  type: { en: 'Expected %{expected}', de: 'Erwartet: %{expected}' },
  tooLong: { en: 'At most %{max} characters', de: 'Höchstens %{max} Zeichen' },
  tooShort: { en: 'At least %{min} characters', de: 'Mindestens %{min} Zeichen' },
  min: { en: 'Must be at least %{min}', de: 'Muss mindestens %{min} sein' },
  max: { en: 'Must be at most %{max}', de: 'Darf höchstens %{max} sein' },
  integer: { en: 'Must be a whole number', de: 'Muss eine ganze Zahl sein' },
  step: { en: 'Must be a multiple of %{step}', de: 'Muss ein Vielfaches von %{step} sein' },
  oneOf: { en: 'Must be one of: %{options}', de: 'Muss einer dieser Werte sein: %{options}' },
  email: { en: 'Must be an e-mail address', de: 'Muss eine E-Mail-Adresse sein' },
  phone: { en: 'Must be a phone number in international format, e.g. +43 5444 600', de: 'Muss eine Telefonnummer im internationalen Format sein, z. B. +43 5444 600' },
  url: { en: 'Must be a web address starting with http:// or https://', de: 'Muss eine Webadresse sein, die mit http:// oder https:// beginnt' },
  ip: { en: 'Must be an IPv4 or IPv6 address', de: 'Muss eine IPv4- oder IPv6-Adresse sein' },
  mac: { en: 'Must be a MAC address such as 00:1A:2B:3C:4D:5E', de: 'Muss eine MAC-Adresse wie 00:1A:2B:3C:4D:5E sein' },
  uuid: { en: 'Must be a UUID', de: 'Muss eine UUID sein' },
  country: { en: 'Must be an ISO 3166 country code such as AT', de: 'Muss ein ISO-3166-Ländercode wie AT sein' },
  timeZone: { en: 'Must be an IANA time zone such as Europe/Vienna', de: 'Muss eine IANA-Zeitzone wie Europe/Vienna sein' },
  currency: { en: 'Must be an ISO 4217 currency code such as EUR', de: 'Muss ein ISO-4217-Währungscode wie EUR sein' },
  date: { en: 'Must be a date (YYYY-MM-DD)', de: 'Muss ein Datum sein (JJJJ-MM-TT)' },
  time: { en: 'Must be a time (HH:MM)', de: 'Muss eine Uhrzeit sein (HH:MM)' },
  dateTime: { en: 'Must be a date and time with time zone', de: 'Muss Datum und Uhrzeit mit Zeitzone sein' },
  latitude: { en: 'Latitude must be between -90 and 90', de: 'Breitengrad muss zwischen -90 und 90 liegen' },
  longitude: { en: 'Longitude must be between -180 and 180', de: 'Längengrad muss zwischen -180 und 180 liegen' },
  tooMany: { en: 'At most %{max} entries', de: 'Höchstens %{max} Einträge' },
  duplicateItems: { en: 'Contains the same entry twice', de: 'Enthält denselben Eintrag doppelt' },
  unknownField: { en: 'Unknown field', de: 'Unbekanntes Feld' },
  serverManaged: { en: 'Set by the server; cannot be written', de: 'Wird vom Server gesetzt und kann nicht geschrieben werden' },
  unique: { en: 'This value is already used', de: 'Dieser Wert wird bereits verwendet' },
  uniqueCombination: { en: 'This combination is already used (%{fields})', de: 'Diese Kombination wird bereits verwendet (%{fields})' },
  reference: { en: 'Unknown or inaccessible %{resource}', de: 'Unbekannt oder nicht zugänglich: %{resource}' },
  idMismatch: { en: 'Does not match the record in the address', de: 'Passt nicht zum Datensatz in der Adresse' },
  version: { en: 'The record version is required to save changes', de: 'Die Version des Datensatzes ist zum Speichern nötig' },
  blank: { en: 'Must not be blank', de: 'Darf nicht leer sein' },
  semver: { en: 'Must be a semantic version such as 2.14.0 or 3.0.0-rc.1', de: 'Muss eine semantische Version wie 2.14.0 oder 3.0.0-rc.1 sein' },
  ipOrCidr: { en: 'Must be an IP address or a network such as 192.0.2.0/24', de: 'Muss eine IP-Adresse oder ein Netz wie 192.0.2.0/24 sein' },
  duplicateRow: { en: 'Two rows have the same %{field} "%{value}"', de: 'Zwei Zeilen haben denselben Wert „%{value}“ in %{field}' },
  unknownPlaceholder: { en: 'Unknown placeholder %{placeholders}; allowed: %{allowed}', de: 'Unbekannter Platzhalter %{placeholders}; erlaubt: %{allowed}' },
  placeholdersOnlyUserText: {
    en: 'Only a user-dependent text fills in placeholders; write the text itself here',
    de: 'Nur ein benutzerabhängiger Text setzt Platzhalter ein; hier den Text selbst schreiben',
  },
  outsideFrame: { en: 'Reaches outside the frame (position plus size over 100 %)', de: 'Ragt aus dem Bild (Position plus Größe über 100 %)' },
  undeclaredParameter: { en: 'The template uses parameters that are not declared: %{parameters}', de: 'Die Vorlage verwendet nicht deklarierte Parameter: %{parameters}' },
  jsonTemplate: { en: 'Must be valid JSON once the parameters are filled in', de: 'Muss gültiges JSON sein, sobald die Parameter eingesetzt sind' },
  choiceNeedsOptions: { en: 'A choice question needs at least two options', de: 'Eine Auswahlfrage braucht mindestens zwei Optionen' },
  notItself: { en: 'Must be another record than this one', de: 'Muss ein anderer Datensatz als dieser sein' },
  endBeforeStart: { en: 'Must not be before the start', de: 'Darf nicht vor dem Beginn liegen' },
  noCoordinates: { en: 'The area has no coordinates yet!', de: 'Der Bereich hat noch keine Koordinaten!' },
  tooFewVertices: { en: 'An area needs at least 3 corners', de: 'Ein Bereich braucht mindestens 3 Ecken' },
  selfIntersecting: { en: 'The area crosses itself', de: 'Der Bereich überschneidet sich selbst' },
  outsidePicture: { en: 'Lies outside the picture', de: 'Liegt außerhalb des Bildes' },
  areasMissing: { en: 'The recorder needs these areas: %{kinds}', de: 'Der Recorder braucht diese Bereiche: %{kinds}' },
  oneHalfDay: { en: 'A single day is either a whole day or one half', de: 'Ein einzelner Tag ist entweder ganz oder ein halber' },
  belowRuntimeMax: { en: 'Must be below the runtime maximum (%{max} s)', de: 'Muss unter dem Laufzeit-Maximum liegen (%{max} s)' },
  closingBeforeOpening: { en: 'Closing time must be after the opening time', de: 'Die Schließzeit muss nach der Öffnungszeit liegen' },
  referenceDoesNotFit: { en: 'Must be one with %{rule}', de: 'Muss eines mit %{rule} sein' },
  unsafeSvg: { en: 'The SVG is not usable: %{reason}', de: 'Das SVG ist nicht verwendbar: %{reason}' },
  leadTime: {
    en: 'Must be registered at least %{days} days ahead: %{earliest} at the earliest',
    de: 'Muss mindestens %{days} Tage im Voraus angemeldet werden: frühestens am %{earliest}',
  },
} as const satisfies Record<string, Label>;

export type ValidationKey = keyof typeof VALIDATION_MESSAGES;
type Params = Record<string, string | number>;

const PREFIX = '@v:';

/** Encodes a message key and its parameters into a zod issue message. */
export function issue(key: ValidationKey, params: Params = {}): string {
  return `${PREFIX}${key}${Object.keys(params).length ? `|${JSON.stringify(params)}` : ''}`;
}

/** Encodes a custom label (a field's pattern message) into an issue message. */
export function labelIssue(label: Label): string {
  return `${PREFIX}=${JSON.stringify(label)}`;
}

export function formatIssue(message: string, language: 'en' | 'de'): string {
  if (!message.startsWith(PREFIX)) return message;
  const body = message.slice(PREFIX.length);
  if (body.startsWith('=')) {
    const label = JSON.parse(body.slice(1)) as Label;
    return label[language] || label.en;
  }
  const [key, json] = body.split(/\|(.*)/s) as [ValidationKey, string | undefined];
  const template: Label | undefined = VALIDATION_MESSAGES[key];
  if (!template) return message;
  const params = json ? (JSON.parse(json) as Params) : {};
  return (template[language] || template.en).replace(/%\{(\w+)\}/g, (_, name: string) => String(params[name] ?? ''));
}
