import type { ResourceDefinition } from '@core/resource-kit';
import type { Language } from '@src/i18n/language';

/** Translation keys of a resource's labels; the one place that spells them. */
/** Columns every record has, labelled once for all resources (`gondola.kit.managed.*`). */
const MANAGED_COLUMNS = new Set(['createdAt', 'updatedAt', 'createdBy', 'updatedBy', 'version']);

export const keys = {
  name: (r: string) => `resources.${r}.name`,
  /** The name as it reads inside a sentence (react-admin's own key for it). */
  nameInSentence: (r: string) => `resources.${r}.forcedCaseName`,
  field: (r: string, f: string) => `resources.${r}.fields.${f}`,
  /** A list column's label: the resource's field, or the label all resources share for a managed column. */
  column: (r: string, c: string) => (MANAGED_COLUMNS.has(c) ? `gondola.kit.managed.${c}` : `resources.${r}.fields.${c}`),
  subfield: (r: string, f: string, sub: string) => `resources.${r}.subfields.${f}.${sub}`,
  option: (r: string, f: string, value: string) => `resources.${r}.options.${f}.${value}`,
  help: (r: string, f: string) => `resources.${r}.help.${f}`,
  group: (r: string, id: string) => `resources.${r}.groups.${id}`,
};

/** What react-admin says after a write, naming the record's kind. */
const NOTIFICATIONS = {
  en: (one: string) => ({ created: `${one} created`, updated: `${one} saved`, deleted: `${one} deleted` }),
  de: (one: string) => ({ created: `${one} angelegt`, updated: `${one} gespeichert`, deleted: `${one} gelöscht` }),
} as const;

/**
 * A label as it reads inside an English sentence ("No worklogs yet.", "Delete 3 devices"): its
 * first letter lower-cased, unless the first word is an abbreviation ("SLAs", "IP whitelist").
 * German capitalises its nouns wherever they stand, so it keeps the label as it is.
 */
const IN_SENTENCE = {
  en: (label: string) => (/^\p{Lu}(?!\p{Lu})/u.test(label) ? label[0]!.toLowerCase() + label.slice(1) : label),
  de: (label: string) => label,
} as const;

/**
 * react-admin's `resources.<name>` messages built from the definitions' labels, so labels live
 * once, in resources/.
 */
export function resourceMessages(resources: ResourceDefinition[], language: Language) {
  const out: Record<string, unknown> = {};
  for (const def of resources) {
    const fields: Record<string, string> = {};
    const subfields: Record<string, Record<string, string>> = {};
    const options: Record<string, Record<string, string>> = {};
    const help: Record<string, string> = {};
    fields.id = def.id.strategy === 'provided' ? def.id.label[language] : 'ID';
    for (const [name, field] of Object.entries(def.fields)) {
      fields[name] = field.label[language];
      if (field.help) help[name] = field.help[language];
      if (field.kind === 'group' || field.kind === 'rows') {
        subfields[name] = Object.fromEntries(Object.entries(field.fields).map(([sub, f]) => [sub, f.label[language]]));
        for (const [sub, f] of Object.entries(field.fields)) {
          if (f.kind === 'enum') options[`${name}.${sub}`] = Object.fromEntries(f.options.map((o) => [o.value, o.label[language]]));
        }
      }
      const enumOptions =
        field.kind === 'enum'
          ? field.options
          : field.kind === 'stringList' && field.options
            ? field.options
            : field.kind === 'text' && field.knownValues
              ? field.knownValues
              : undefined;
      if (enumOptions) options[name] = Object.fromEntries(enumOptions.map((o) => [o.value, o.label[language]]));
    }
    for (const [name, computed] of Object.entries(def.computed ?? {})) fields[name] = computed.label[language];
    out[def.name] = {
      name: `${def.label[language].one} |||| ${def.label[language].many}`,
      forcedCaseName: `${IN_SENTENCE[language](def.label[language].one)} |||| ${IN_SENTENCE[language](def.label[language].many)}`,
      fields,
      subfields,
      options,
      help,
      groups: Object.fromEntries((def.groups ?? []).map((g) => [g.id, g.label[language]])),
      // What react-admin says after a save names the record's kind ("Worklog created"), not "Element created".
      notifications: NOTIFICATIONS[language](def.label[language].one),
    };
  }
  return { resources: out };
}
