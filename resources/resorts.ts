import { defineResource, f } from '../core/resource-kit/authoring';

const LANGUAGES = { de: ['German', 'Deutsch'], en: ['English', 'Englisch'], es: ['Spanish', 'Spanisch'], it: ['Italian', 'Italienisch'], fr: ['French', 'Französisch'] } as const;
const perLanguage = () => Object.fromEntries(Object.entries(LANGUAGES).map(([code, [en, de]]) => [code, f.longText([en, de], { maxLength: 5000 })]));

export default defineResource({
  name: 'resorts',
  icon: 'Landscape',
  menu: 'customers',
  routes: { create: '/resorts/add', byId: '/resorts/id/:id', finders: [{ path: '/resorts/name/:name', field: 'name' }] },
  label: { en: { one: 'Resort', many: 'Resorts' }, de: { one: 'Skigebiet', many: 'Skigebiete' } },
  id: {
    strategy: 'provided',
    label: { en: 'Resort id', de: 'Skigebiets-ID' },
    pattern: { regex: '^[0-9]{1,9}$', message: { en: 'A number with up to 9 digits', de: 'Eine Zahl mit bis zu 9 Ziffern' } },
  },
  fields: {
    name: f.text(['Name', 'Name'], { required: true, unique: 'ci', searchable: true }),
    link: f.text(['Link (abbreviation)', 'Link (Kürzel)'], {
      required: true,
      unique: 'ci',
      searchable: true,
      maxLength: 20,
      pattern: { regex: '^[a-z0-9-]+$', message: { en: 'Lower-case letters, digits and hyphens only', de: 'Nur Kleinbuchstaben, Ziffern und Bindestriche' } },
      help: f.help('Short unique name used in links and the consumer app, e.g. ischgl.', 'Kurzer eindeutiger Name für Links und die App, z. B. ischgl.'),
    }),
    companyName: f.text(['Company name', 'Firmenname'], { searchable: true }),
    customerId: f.reference(['Customer', 'Kunde'], 'customers', { required: true }),
    externalResortId: f.text(['External resort id', 'Externe Skigebiets-ID'], { maxLength: 64 }),
    province: f.text(['Province', 'Region'], { maxLength: 100 }),
    country: f.country(['Country', 'Land'], { required: true }),
    timezoneId: f.timeZone(['Time zone', 'Zeitzone'], { required: true }),
    project: f.text(['Project', 'Projekt'], { maxLength: 100 }),
    connectorType: f.choice(
      ['Connector type', 'Connector-Typ'],
      [
        f.option('none', 'None', 'Keiner'),
        f.option('skidata', 'SKIDATA', 'SKIDATA'),
        f.option('axess', 'Axess', 'Axess'),
        f.option('teamaxess', 'TeamAxess', 'TeamAxess'),
        f.option('sitour', 'Sitour', 'Sitour'),
      ],
      {
        required: true,
        default: 'none',
        help: f.help('The access-control system whose data the resort connector reads.', 'Das Zutrittssystem, dessen Daten der Connector liest.'),
      },
    ),
    skipassTypes: f.list(['Skipass types', 'Skipass-Typen'], 'text', { maxItems: 30 }),
    weatherUrl: f.url(['Weather URL', 'Wetter-URL']),
    homepage: f.url(['Homepage', 'Homepage']),
    openingHours: f.group(
      ['Opening hours', 'Öffnungszeiten'],
      { from: f.time(['Operating from', 'Betrieb von']), until: f.time(['Operating until', 'Betrieb bis']) },
      {
        check: {
          test: (v) => !v.from || !v.until || String(v.from) < String(v.until),
          message: { en: 'Must be after the opening time', de: 'Muss nach der Öffnungszeit liegen' },
          path: 'until',
        },
      },
    ),
    season: f.group(
      ['Season', 'Saison'],
      { start: f.date(['Season start', 'Saisonbeginn']), end: f.date(['Season end', 'Saisonende']) },
      {
        check: {
          test: (v) => !v.start || !v.end || String(v.start) <= String(v.end),
          message: { en: 'The season cannot end before it starts', de: 'Die Saison kann nicht vor ihrem Beginn enden' },
          path: 'end',
        },
      },
    ),
    dayTicketPrices: f.group(['Day ticket prices', 'Tageskartenpreise'], {
      adult: f.decimal(['Adult', 'Erwachsene'], { min: 0, max: 10000, step: 0.01 }),
      child: f.decimal(['Child', 'Kinder'], { min: 0, max: 10000, step: 0.01 }),
      youth: f.decimal(['Youth', 'Jugendliche'], { min: 0, max: 10000, step: 0.01 }),
    }),
    currency: f.currency(['Currency', 'Währung'], { required: true }),
    slopeLengths: f.group(['Slope lengths (km)', 'Pistenlängen (km)'], {
      easy: f.decimal(['Easy', 'Leicht'], { min: 0, max: 2000, step: 0.1, unit: 'km' }),
      intermediate: f.decimal(['Intermediate', 'Mittel'], { min: 0, max: 2000, step: 0.1, unit: 'km' }),
      difficult: f.decimal(['Difficult', 'Schwer'], { min: 0, max: 2000, step: 0.1, unit: 'km' }),
    }),
    descriptions: f.group(['Descriptions', 'Beschreibungen'], perLanguage()),
    notes: f.group(['Notes', 'Notizen'], perLanguage()),
    active: f.boolean(['Active', 'Aktiv'], { default: true }),
    visible: f.boolean(['Visible', 'Sichtbar'], { default: true }),
    hasWebcams: f.boolean(['Has webcams', 'Hat Webcams'], { default: false }),
    hasVideo: f.boolean(['Has video', 'Hat Video'], { default: false }),
    hasPhotopoints: f.boolean(['Has photopoints', 'Hat Fotopunkte'], { default: false }),
    hasExitReaders: f.boolean(['Has exit readers', 'Hat Ausgangsleser'], { default: false }),
    hasLiftsWithoutAccessControl: f.boolean(['Has lifts without access control', 'Hat Lifte ohne Zutrittskontrolle'], { default: false }),
    b2bAddressDownload: f.boolean(['B2B address download', 'B2B-Adress-Download'], { default: false }),
    displayRanking: f.boolean(['Display ranking', 'Rangliste anzeigen'], { default: true }),
    sharedResortIds: f.referenceMany(['Shared resorts', 'Verbundene Skigebiete'], 'resorts', {
      help: f.help('Resorts sharing one ski pass or connected by lifts.', 'Skigebiete mit gemeinsamem Skipass oder Liftverbindung.'),
    }),
  },
  list: {
    // A phone's line names whose resort it is and where, not its number and link (the record says those).
    phoneRows: { details: ['customerId', 'country', 'active'] },
    columns: ['id', 'name', 'link', 'customerId', 'country', 'timezoneId', 'active', 'visible'],
    defaultSort: { field: 'name', order: 'ASC' },
  },
  recordRepresentation: 'name',
  access: { read: 'console.read', create: 'projects.manage', update: 'projects.manage', delete: 'admin.manage' },
  scope: { customerField: 'customerId' },
  groups: [
    {
      id: 'general',
      label: { en: 'General', de: 'Allgemein' },
      fields: ['name', 'link', 'companyName', 'customerId', 'externalResortId', 'project', 'connectorType', 'skipassTypes'],
    },
    { id: 'location', label: { en: 'Location', de: 'Lage' }, fields: ['country', 'province', 'timezoneId', 'weatherUrl', 'homepage'] },
    { id: 'operation', label: { en: 'Season and prices', de: 'Saison und Preise' }, fields: ['openingHours', 'season', 'dayTicketPrices', 'currency', 'slopeLengths'] },
    { id: 'texts', label: { en: 'Descriptions', de: 'Beschreibungen' }, fields: ['descriptions', 'notes'] },
    {
      id: 'features',
      label: { en: 'Features', de: 'Merkmale' },
      fields: [
        'active',
        'visible',
        'hasWebcams',
        'hasVideo',
        'hasPhotopoints',
        'hasExitReaders',
        'hasLiftsWithoutAccessControl',
        'b2bAddressDownload',
        'displayRanking',
        'sharedResortIds',
      ],
    },
  ],
  children: [
    { resource: 'lifts', field: 'resortId' },
    { resource: 'spots', field: 'resortId' },
    { resource: 'photopoints', field: 'resortId' },
    { resource: 'installations', field: 'resortId' },
  ],
});
