import type { ZodType, z } from 'zod';
import type { Capability } from '../access';
import type { FileKind } from '../files';

/** A label in every console language (en is the fallback, de must be complete). */
export interface Label {
  en: string;
  de: string;
}

export type FieldKind =
  | 'text'
  | 'longText'
  | 'integer'
  | 'decimal'
  | 'boolean'
  | 'enum'
  | 'date'
  | 'time'
  | 'dateTime'
  | 'email'
  | 'phone'
  | 'url'
  | 'ip'
  | 'mac'
  | 'uuid'
  | 'country'
  | 'timeZone'
  | 'currency'
  | 'coordinates'
  | 'semver'
  | 'secret'
  | 'stringList'
  | 'rows'
  | 'group'
  | 'reference'
  | 'referenceMany'
  | 'file'
  | 'structured';

export interface EnumOption {
  value: string;
  label: Label;
  /** How the value reads at a glance: colour plus an icon of its own, so it never relies on colour alone. */
  tone?: 'critical' | 'error' | 'warning' | 'info' | 'success' | 'neutral';
}

interface FieldBase<K extends FieldKind> {
  kind: K;
  label: Label;
  help?: Label;
  required?: boolean;
  /** Unique on its own; 'ci' compares case-insensitively. */
  unique?: boolean | 'ci';
  sortable?: boolean;
  filterable?: boolean;
  /** Part of the `q` full-text search. */
  searchable?: boolean;
  /** Shown but never written by clients (derived or maintained by the server). */
  readOnly?: boolean;
  /** The prompt when a required value is missing, instead of "Required" (spec §5's prompts). */
  requiredMessage?: Label;
}

export interface TextField extends FieldBase<'text' | 'longText' | 'email' | 'phone' | 'url' | 'ip' | 'mac' | 'uuid' | 'country' | 'timeZone' | 'currency' | 'semver' | 'secret'> {
  minLength?: number;
  maxLength?: number;
  pattern?: { regex: string; message: Label };
  /** For text: whether a blank value is stored as null. Always true for the specialised kinds. */
  trim?: boolean;
  /** longText only: the text is Markdown, shown rendered (never as raw HTML). */
  markdown?: boolean;
  /**
   * text only: values with a name of their own, shown by it in both languages (a device command
   * `status` as "Read status"); any other value is valid too and shown as it is.
   */
  knownValues?: EnumOption[];
  /**
   * text only: further names kept as records (a component's own commands): the value is the `key`
   * of a record of `resource`, named by its `label` group's text in the console's language. Shown
   * to whoever may read that resource; the value as it is to the others.
   */
  knownValuesFrom?: { resource: string; key: string; label: string };
  /** ip only: a network in CIDR notation (10.0.0.0/24) is accepted too. */
  cidr?: boolean;
  /** Read-only, set on create from the signed-in user (the author of a note), never from the body. */
  stamp?: 'actorId' | 'actorName';
  /** secret only: what a generated value starts with, so a leaked one says what it opens (whsec_, dev_). */
  secretPrefix?: string;
}
export interface NumberField extends FieldBase<'integer' | 'decimal'> {
  min?: number;
  max?: number;
  step?: number;
  /** A unit shown next to the value (km, m, CHF, …) */
  unit?: string;
  /** Whole minutes that people type as a duration ("1h30", "90m", "1.5h") and read as "1 h 30 min". */
  minutesDuration?: boolean;
  /** The value a new record starts with (the form shows it, the server fills it in, the column defaults to it). */
  default?: number;
}
export interface BooleanField extends FieldBase<'boolean'> {
  default?: boolean;
}
export interface EnumField extends FieldBase<'enum'> {
  options: EnumOption[];
  default?: string;
}
export interface TemporalField extends FieldBase<'date' | 'time' | 'dateTime'> {
  /**
   * A date-time entered and shown as a wall clock in the zone another field of the record names
   * (a rotation's first shift in the rotation's zone), not the browser's; `reference.field` takes
   * it from the record a reference names (a cover's hours in its rotation's zone). Stored as the
   * instant.
   */
  zoneField?: string;
}
export interface CoordinatesField extends FieldBase<'coordinates'> {}
export interface StringListField extends FieldBase<'stringList'> {
  /** The kind each item is validated as. */
  item: 'text' | 'url' | 'email' | 'phone' | 'enum';
  options?: EnumOption[];
  maxItems?: number;
}
export interface GroupField extends FieldBase<'group'> {
  fields: Record<string, ScalarField>;
  /** Cross-field rule inside the group, e.g. from ≤ until. */
  check?: { test: (value: Record<string, unknown>) => boolean; message: Label; path: string };
}
/** An ordered list of small records stored with the parent (a command's parameters). */
export interface RowsField extends FieldBase<'rows'> {
  fields: Record<string, ScalarField>;
  maxItems?: number;
  /** The sub-field whose value must be unique among the rows. */
  key?: string;
}
export interface ReferenceField extends FieldBase<'reference'> {
  reference: string;
  /** false: no foreign key (the referenced directory may not know every id, e.g. a note's author). */
  foreignKey?: boolean;
  /** Read-only, set on create from the signed-in user's subject. */
  stamp?: 'actorId';
  /**
   * Which records fit beyond existing: `values` of their fields (a device of type camera), and
   * `sameAs` a field both records share (the same installation). The server refuses others.
   */
  where?: { values?: Record<string, readonly string[]>; sameAs?: string };
}
export interface ReferenceManyField extends FieldBase<'referenceMany'> {
  reference: string;
}

/**
 * A stored file (picture, sound, font, clip): always read-only in the record's body; it arrives
 * with the record's multipart create (`POST /api/<name>/with-files`) or replaces the old one
 * (`PUT /api/<name>/:id/files/<field>`), and the API answers it with short-lived links.
 */
export interface FileField extends FieldBase<'file'> {
  accept: FileKind;
  /** Below the kind's own limit (core/files.ts), where this file must be smaller. */
  maxBytes?: number;
}

/** The part of zod a structured field's schema is built with: the whole namespace would keep all of zod in the bundle. */
export type StructureZod = Pick<typeof z, 'array' | 'object' | 'strictObject' | 'string' | 'number' | 'boolean' | 'enum' | 'tuple' | 'union' | 'literal'>;

/**
 * A structured value (a configuration's geometry) stored as JSON with its record: its schema and
 * rules live in `core/` beside the page that edits it; generic screens show how many entries it has.
 */
export interface StructuredField extends FieldBase<'structured'> {
  /**
   * Its schema, built with the zod the kit hands in when a form or the server first validates it:
   * definitions are evaluated on every screen, and a list loads no validation library.
   */
  schema(z: StructureZod): ZodType<unknown>;
  jsonSchema: Record<string, unknown>;
}

export type ScalarField = TextField | NumberField | BooleanField | EnumField | TemporalField;
export type FieldDefinition = ScalarField | CoordinatesField | StringListField | RowsField | GroupField | ReferenceField | ReferenceManyField | FileField | StructuredField;

export type IdStrategy =
  | { strategy: 'uuid' }
  /** The id is a business key the user enters (a resort id, a customer number). */
  | { strategy: 'provided'; label: Label; pattern: { regex: string; message: Label }; maxLength?: number };

/**
 * How a record reaches a customer: directly through a customer field, or through a reference to a
 * resource that is itself customer-scoped; or staff only (records that span customers, such as a bulk
 * command). Records without a scope are visible to every customer user. `shared` names a boolean
 * field: of such records customer staff see only those it marks (and those they wrote themselves,
 * where the resource has an owner), so staff keep internal ones to themselves.
 */
export type CustomerScope = { customerField: string } | { through: string; shared?: string } | { staffOnly: true };

export interface ComputedField {
  label: Label;
  compute: (record: Record<string, unknown>) => unknown;
  kind?: 'decimal' | 'text';
}

export interface ResourceGroup {
  id: string;
  label: Label;
  fields: string[];
}

/**
 * A rule over the whole record (placeholders declared, a related record not itself): returns
 * `{ field: issue }` for what is wrong, nothing when the record is fine.
 */
export type RecordRule = (record: Record<string, unknown>) => Record<string, string> | undefined;

/** The console's menu groups, in display order. */
export const MENU_AREAS = ['operations', 'installations', 'devices', 'video', 'customers', 'calendars', 'reports', 'administration'] as const;
export type MenuArea = (typeof MENU_AREAS)[number];

/**
 * The icons a resource may name (Material icons). The console imports exactly these, one by one,
 * so a typo fails the typecheck and the bundle stays free of the other 2,000.
 */
export const RESOURCE_ICONS = [
  'AltRoute',
  'Badge',
  'Business',
  'Cable',
  'Category',
  'ConfirmationNumber',
  'ContactPhone',
  'DynamicFeed',
  'EmojiEvents',
  'Engineering',
  'EventNote',
  'Handshake',
  'HelpOutline',
  'History',
  'Landscape',
  'Link',
  'Memory',
  'NewReleases',
  'PermContactCalendar',
  'PhotoCamera',
  'Place',
  'PlaylistAddCheck',
  'Quiz',
  'ReportProblem',
  'Router',
  'Security',
  'Sensors',
  'Sms',
  'SmsFailed',
  'StickyNote2',
  'Terminal',
  'Transform',
  'ViewAgenda',
  'ViewList',
  'VpnKey',
  'Webhook',
] as const;
export type ResourceIcon = (typeof RESOURCE_ICONS)[number];

/** A spec path that names a record by one of its fields (`/resorts/name/:name`): the one exact match opens, else the list searched. */
export interface FinderRoute {
  /** react-router path; its last parameter (or `*`) holds the value. */
  path: string;
  field: string;
}

/** The spec's own paths for a resource, where they differ from react-admin's `/<name>/…`; `:id` stands for the record id. */
export interface ResourceRoutes {
  list?: string;
  record?: string;
  /** Where a record is opened from elsewhere (breadcrumbs, list rows) when it has a page of its own outside the resource screens; no route is added for it. */
  opens?: string;
  /** A path that creates a record (`/resorts/add`). */
  create?: string;
  /** A path that names a record by id elsewhere (`/resorts/id/:id`): it goes to the record's page. */
  byId?: string;
  finders?: FinderRoute[];
  /**
   * The list also takes a search where react-admin puts a record id (`/contacts/{phone}`):
   * an existing id opens the record, anything else the list searched for it. `phone` normalises
   * a phone number (digits, leading `+`) and treats only non-phone values as ids.
   */
  searchInRecordPath?: 'text' | 'phone';
}

export interface ResourceDefinition {
  name: string;
  icon: ResourceIcon;
  label: { en: { one: string; many: string }; de: { one: string; many: string } };
  id: IdStrategy;
  fields: Record<string, FieldDefinition>;
  computed?: Record<string, ComputedField>;
  list: {
    columns: string[];
    defaultSort: { field: string; order: 'ASC' | 'DESC' };
    /** A boolean field whose true rows come first whatever the sort (pinned notes). */
    pinnedFirst?: string;
    /** The order among rows the chosen sort leaves equal (severity, then age). */
    thenBy?: { field: string; order: 'ASC' | 'DESC' };
    /**
     * On a phone, one line of text per record instead of the table (a list people open from an
     * alert or on the road). Its details under the title are the first three list columns that have
     * something to say, or `details`: these list columns, in this order.
     */
    phoneRows?: boolean | { details: string[] };
  };
  /** The field (or function) that names a record in references, breadcrumbs and titles. */
  recordRepresentation: string;
  /**
   * null: nobody writes it through the API (logs the server fills in). `names`: who may read only
   * the records' names by id (`GET /api/names/<resource>`), to show a reference from a record they
   * read (a rotation's members) without reading the whole record (a person's e-mail and roles).
   */
  access: { read: Capability; create: Capability | null; update: Capability | null; delete: Capability | null; names?: Capability };
  scope?: CustomerScope;
  /** Combined uniqueness, e.g. [['resortId', 'name']]. Single-field uniqueness is on the field. */
  unique?: Array<{ fields: string[]; ci?: boolean }>;
  groups?: ResourceGroup[];
  /** Child collections shown on this resource's page: resource name and the child's reference field. */
  children?: Array<{ resource: string; field: string }>;
  /** The console menu's group; false: reached from another page only. */
  menu: MenuArea | false;
  /**
   * Records that belong to the user who wrote them: only that user (the field holds their
   * subject) or a holder of `override` may update or delete them. With `readOthers`, only the
   * owner (or a holder of that capability) reads them at all: one's own worklogs and absences.
   */
  owner?: { field: string; override: Capability; readOthers?: Capability };
  /** Cross-field rules, checked with the fields by server and form alike. */
  rules?: RecordRule[];
  /**
   * Records with a user-defined order: the integer field holding it, and the reference that
   * groups records ordered together (a type's commands). Adds `POST /api/<name>/reorder`.
   */
  order?: { field: string; within?: string };
  /** Extra composite indexes for the lists that need them, e.g. [['problemId', 'at']]. */
  indexes?: string[][];
  /** A realistic record (without references): the API document's example, the tests' sample. */
  example?: Record<string, unknown>;
  routes?: ResourceRoutes;
  /**
   * The words a failed write says (spec §8), with the server's reason after them: 'configuration'
   * for "The configuration was not added/saved/removed."; otherwise the record's.
   */
  writeFailures?: 'configuration';
}

/** One row of a record's history, as the API returns it and the SPA shows it. */
export interface AuditEntry {
  id: number;
  at: string;
  actor: string;
  actorName: string | null;
  action: 'create' | 'update' | 'delete' | 'deny' | 'reveal';
  changes: Record<string, { before: unknown; after: unknown }>;
}
