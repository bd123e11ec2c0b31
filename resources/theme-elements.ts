import { defineResource, f, issue } from '../core/resource-kit/authoring';
import { THEME_PLACEHOLDERS, unknownThemePlaceholders } from '../core/video-theme';

const COLOUR = { regex: '^#[0-9a-fA-F]{6}$', message: { en: 'A colour as #RRGGBB', de: 'Eine Farbe als #RRGGBB' } };
const placeholders = Object.keys(THEME_PLACEHOLDERS)
  .map((p) => `{${p}}`)
  .join(', ');

/** One element of a theme (spec §3 Theme element): where and when it shows on the frame, and what. */
export default defineResource({
  name: 'theme-elements',
  icon: 'ViewAgenda',
  menu: false,
  label: { en: { one: 'Theme element', many: 'Theme elements' }, de: { one: 'Theme-Element', many: 'Theme-Elemente' } },
  id: { strategy: 'uuid' },
  fields: {
    theme: f.reference(['Theme', 'Theme'], 'video-themes', { required: true }),
    kind: f.choice(
      ['Kind', 'Art'],
      [
        f.option('layoutImage', 'Layout image', 'Layout-Bild'),
        f.option('layoutText', 'Layout text', 'Layout-Text'),
        f.option('userDependentText', 'User-dependent text', 'Benutzerabhängiger Text'),
        f.option('userDependentImage', 'User-dependent image', 'Benutzerabhängiges Bild'),
        f.option('sound', 'Sound', 'Klang'),
      ],
      { required: true },
    ),
    name: f.text(['Name', 'Name'], { required: true, searchable: true, maxLength: 120 }),
    eventKey: f.choice(
      ['Event key', 'Ereignis'],
      [f.option('start', 'Start', 'Start'), f.option('intermediate', 'Intermediate', 'Zwischenzeit'), f.option('finish', 'Finish', 'Ziel')],
      { required: true, default: 'start' },
    ),
    eventReporterIndex: f.integer(['Event reporter index', 'Index des Ereignismelders'], { min: 0, max: 99, default: 0 }),
    offset: f.decimal(['Offset', 'Versatz'], { min: -600, max: 600, step: 0.1, unit: 's', default: 0 }),
    durationSeconds: f.decimal(['Shown for', 'Sichtbar für'], {
      min: 0,
      max: 600,
      step: 0.1,
      unit: 's',
      default: 0,
      help: f.help('0 shows it to the end of the clip', '0 zeigt es bis zum Ende des Clips'),
    }),
    anchor: f.choice(
      ['Anchor', 'Anker'],
      [f.option('start', 'Top or left', 'Oben oder links'), f.option('center', 'Center', 'Mitte'), f.option('end', 'Bottom or right', 'Unten oder rechts')],
      { required: true, default: 'start' },
    ),
    scaleMode: f.choice(
      ['Scale mode', 'Skalierung'],
      [f.option('fitInBorder', 'Fit in border', 'In Rahmen einpassen'), f.option('envelopBorder', 'Envelop border', 'Rahmen ausfüllen')],
      { required: true, default: 'fitInBorder' },
    ),
    scalable: f.boolean(['Scalable', 'Skalierbar'], { default: true }),
    collection: f.reference(['Collection', 'Sammlung'], 'video-collections'),
    x: f.decimal(['Left', 'Links'], { min: 0, max: 100, step: 0.5, unit: '%', default: 5 }),
    y: f.decimal(['Top', 'Oben'], { min: 0, max: 100, step: 0.5, unit: '%', default: 5 }),
    width: f.decimal(['Width', 'Breite'], { min: 1, max: 100, step: 0.5, unit: '%', default: 30 }),
    height: f.decimal(['Height', 'Höhe'], { min: 1, max: 100, step: 0.5, unit: '%', default: 15 }),
    text: f.longText(['Text', 'Text'], {
      maxLength: 500,
      help: f.help(`User-dependent texts may name ${placeholders}.`, `Benutzerabhängige Texte können ${placeholders} enthalten.`),
    }),
    font: f.reference(['Font', 'Schrift'], 'video-fonts'),
    fontSize: f.integer(['Font size', 'Schriftgröße'], { min: 6, max: 400, unit: 'px', default: 48 }),
    colour: f.text(['Colour', 'Farbe'], { pattern: COLOUR }),
    sound: f.reference(['Sound', 'Klang'], 'video-sounds'),
    volume: f.integer(['Volume', 'Lautstärke'], { min: 0, max: 100, unit: '%', default: 80 }),
    layer: f.integer(['Layer', 'Ebene'], { min: 1, max: 100_000, help: f.help('Higher layers cover lower ones', 'Höhere Ebenen verdecken niedrigere') }),
  },
  list: { columns: ['layer', 'name', 'kind', 'eventKey', 'offset', 'anchor'], defaultSort: { field: 'layer', order: 'ASC' } },
  recordRepresentation: 'name',
  access: { read: 'devices.manage', create: 'devices.manage', update: 'devices.manage', delete: 'devices.manage' },
  scope: { staffOnly: true },
  order: { field: 'layer', within: 'theme' },
  rules: [
    (r) => {
      if (typeof r.text !== 'string' || !r.text) return undefined;
      if (r.kind !== 'userDependentText') return /\{[a-zA-Z]+\}/.test(r.text) ? { text: issue('placeholdersOnlyUserText') } : undefined;
      const unknown = unknownThemePlaceholders(r.text);
      return unknown.length ? { text: issue('unknownPlaceholder', { placeholders: unknown.map((p) => `{${p}}`).join(', '), allowed: placeholders }) } : undefined;
    },
    (r) => (Number(r.x ?? 0) + Number(r.width ?? 0) > 100.0001 ? { width: issue('outsideFrame', { axis: 'x' }) } : undefined),
    (r) => (Number(r.y ?? 0) + Number(r.height ?? 0) > 100.0001 ? { height: issue('outsideFrame', { axis: 'y' }) } : undefined),
  ],
  example: { kind: 'userDependentText', name: 'Racer and time', text: '{name} – {time} s', colour: '#FFFFFF', eventKey: 'finish', offset: 0.5, x: 5, y: 75, width: 60, height: 15 },
});
