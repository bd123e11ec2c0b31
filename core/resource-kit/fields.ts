import type {
  IdStrategy,
  BooleanField,
  CoordinatesField,
  EnumField,
  EnumOption,
  FileField,
  GroupField,
  Label,
  NumberField,
  ReferenceField,
  ReferenceManyField,
  RowsField,
  ScalarField,
  StringListField,
  StructuredField,
  TemporalField,
  TextField,
} from './types';

/** Short constructors so a resource file reads like a form: `text(['Name', 'Name'], { required: true })`. */
type L = [en: string, de: string];
const label = ([en, de]: L): Label => ({ en, de });
type Opts<F> = Omit<F, 'kind' | 'label'>;

export const text = (l: L, o: Opts<TextField> = {}): TextField => ({ kind: 'text', label: label(l), ...o });
export const longText = (l: L, o: Opts<TextField> = {}): TextField => ({ kind: 'longText', label: label(l), ...o });
export const email = (l: L, o: Opts<TextField> = {}): TextField => ({ kind: 'email', label: label(l), ...o });
export const phone = (l: L, o: Opts<TextField> = {}): TextField => ({ kind: 'phone', label: label(l), ...o });
export const url = (l: L, o: Opts<TextField> = {}): TextField => ({ kind: 'url', label: label(l), ...o });
export const ip = (l: L, o: Opts<TextField> = {}): TextField => ({ kind: 'ip', label: label(l), ...o });
export const mac = (l: L, o: Opts<TextField> = {}): TextField => ({ kind: 'mac', label: label(l), ...o });
export const uuid = (l: L, o: Opts<TextField> = {}): TextField => ({ kind: 'uuid', label: label(l), ...o });
export const country = (l: L, o: Opts<TextField> = {}): TextField => ({ kind: 'country', label: label(l), ...o });
export const timeZone = (l: L, o: Opts<TextField> = {}): TextField => ({ kind: 'timeZone', label: label(l), ...o });
export const currency = (l: L, o: Opts<TextField> = {}): TextField => ({ kind: 'currency', label: label(l), ...o });
/** A semantic version (2.14.0-rc.1): validated as such and sorted as versions, not as text. */
export const semver = (l: L, o: Opts<TextField> = {}): TextField => ({ kind: 'semver', label: label(l), ...o });
/** A secret the server generates; the API shows it once, when it is created or rotated. */
export const secret = (l: L, o: Opts<TextField> = {}): TextField => ({ kind: 'secret', label: label(l), readOnly: true, ...o });
export const markdown = (l: L, o: Opts<TextField> = {}): TextField => ({ kind: 'longText', label: label(l), markdown: true, ...o });
export const rows = (l: L, fields: Record<string, ScalarField>, o: Opts<Omit<RowsField, 'fields'>> = {}): RowsField => ({ kind: 'rows', label: label(l), fields, ...o });
export const integer = (l: L, o: Opts<NumberField> = {}): NumberField => ({ kind: 'integer', label: label(l), ...o });
export const decimal = (l: L, o: Opts<NumberField> = {}): NumberField => ({ kind: 'decimal', label: label(l), ...o });
export const boolean = (l: L, o: Opts<BooleanField> = {}): BooleanField => ({ kind: 'boolean', label: label(l), ...o });
export const date = (l: L, o: Opts<TemporalField> = {}): TemporalField => ({ kind: 'date', label: label(l), ...o });
export const time = (l: L, o: Opts<TemporalField> = {}): TemporalField => ({ kind: 'time', label: label(l), ...o });
export const dateTime = (l: L, o: Opts<TemporalField> = {}): TemporalField => ({ kind: 'dateTime', label: label(l), ...o });
export const coordinates = (l: L, o: Opts<CoordinatesField> = {}): CoordinatesField => ({ kind: 'coordinates', label: label(l), ...o });
export const reference = (l: L, resource: string, o: Opts<Omit<ReferenceField, 'reference'>> = {}): ReferenceField => ({
  kind: 'reference',
  label: label(l),
  reference: resource,
  ...o,
});
export const referenceMany = (l: L, resource: string, o: Opts<Omit<ReferenceManyField, 'reference'>> = {}): ReferenceManyField => ({
  kind: 'referenceMany',
  label: label(l),
  reference: resource,
  ...o,
});
export const option = (value: string, en: string, de: string, tone?: EnumOption['tone']): EnumOption => ({ value, label: { en, de }, ...(tone && { tone }) });
export const choice = (l: L, options: EnumOption[], o: Opts<Omit<EnumField, 'options'>> = {}): EnumField => ({ kind: 'enum', label: label(l), options, ...o });
export const list = (l: L, item: StringListField['item'], o: Opts<Omit<StringListField, 'item'>> = {}): StringListField => ({
  kind: 'stringList',
  label: label(l),
  item,
  ...o,
});
export const group = (l: L, fields: Record<string, ScalarField>, o: Opts<Omit<GroupField, 'fields'>> = {}): GroupField => ({
  kind: 'group',
  label: label(l),
  fields,
  ...o,
});
/** A stored file of one kind; the server writes it (see FileField), the body never does. */
export const file = (l: L, o: Opts<FileField>): FileField => ({ kind: 'file', label: label(l), ...o, readOnly: true });
export const structured = (l: L, o: Opts<StructuredField>): StructuredField => ({ kind: 'structured', label: label(l), ...o });
export const help = (en: string, de: string): Label => ({ en, de });

/** A business key people type: lower-case letters, digits and hyphens (customer numbers, installation ids). */
export const slugId = (l: L): IdStrategy => ({
  strategy: 'provided',
  label: label(l),
  pattern: {
    regex: '^[a-z0-9][a-z0-9-]{1,39}$',
    message: { en: 'Lower-case letters, digits and hyphens, 2–40 characters', de: 'Kleinbuchstaben, Ziffern und Bindestriche, 2–40 Zeichen' },
  },
});
