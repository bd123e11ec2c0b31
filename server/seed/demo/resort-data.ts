import { DEMO_CUSTOMER_IDS } from '../demo-ids.js';

export interface DemoResort {
  id: string;
  name: string;
  link: string;
  country: 'AT' | 'CH' | 'DE' | 'IT' | 'FR';
  province: string;
  lat: number;
  lng: number;
  /** Customers owning several resorts are named; the rest get a company of their own. */
  customer?: string;
  lifts: string[];
}

const TZ = { AT: 'Europe/Vienna', CH: 'Europe/Zurich', DE: 'Europe/Berlin', IT: 'Europe/Rome', FR: 'Europe/Paris' } as const;
const CURRENCY = { AT: 'EUR', CH: 'CHF', DE: 'EUR', IT: 'EUR', FR: 'EUR' } as const;
export const timeZoneOf = (r: DemoResort) => TZ[r.country];
export const currencyOf = (r: DemoResort) => CURRENCY[r.country];

export const DEMO_RESORTS: DemoResort[] = [
  {
    id: '1001',
    name: 'Ischgl',
    link: 'ischgl',
    country: 'AT',
    province: 'Tirol',
    lat: 47.012,
    lng: 10.291,
    customer: DEMO_CUSTOMER_IDS.silvretta,
    lifts: ['Silvrettabahn', 'Pardatschgratbahn', 'Fimbabahn', 'Idjochbahn'],
  },
  {
    id: '1002',
    name: 'Samnaun',
    link: 'samnaun',
    country: 'CH',
    province: 'Graubünden',
    lat: 46.944,
    lng: 10.361,
    customer: DEMO_CUSTOMER_IDS.silvretta,
    lifts: ['Doppelstockbahn', 'Alp Trider Sattel'],
  },
  {
    id: '1003',
    name: 'Galtür',
    link: 'galtuer',
    country: 'AT',
    province: 'Tirol',
    lat: 46.968,
    lng: 10.187,
    customer: DEMO_CUSTOMER_IDS.silvretta,
    lifts: ['Birkhahnbahn', 'Breitspitzbahn'],
  },
  { id: '1004', name: 'Sölden', link: 'soelden', country: 'AT', province: 'Tirol', lat: 46.966, lng: 11.007, lifts: ['Gaislachkoglbahn', 'Giggijochbahn', 'Schwarze Schneid'] },
  {
    id: '1005',
    name: 'Saalbach Hinterglemm',
    link: 'saalbach',
    country: 'AT',
    province: 'Salzburg',
    lat: 47.391,
    lng: 12.637,
    lifts: ['Schattberg X-press', 'Zwölferkogelbahn', 'Kohlmaisbahn'],
  },
  { id: '1006', name: 'Kitzbühel', link: 'kitzbuehel', country: 'AT', province: 'Tirol', lat: 47.446, lng: 12.391, lifts: ['Hahnenkammbahn', '3S-Bahn', 'Fleckalmbahn'] },
  { id: '1007', name: 'St. Anton am Arlberg', link: 'stanton', country: 'AT', province: 'Tirol', lat: 47.128, lng: 10.264, lifts: ['Galzigbahn', 'Valluga', 'Nasserein'] },
  { id: '1008', name: 'Obergurgl-Hochgurgl', link: 'obergurgl', country: 'AT', province: 'Tirol', lat: 46.869, lng: 11.028, lifts: ['Festkoglbahn', 'Kirchenkarbahn'] },
  { id: '1009', name: 'Mayrhofen', link: 'mayrhofen', country: 'AT', province: 'Tirol', lat: 47.167, lng: 11.864, lifts: ['Penkenbahn', 'Ahornbahn', '150er Tux'] },
  { id: '1010', name: 'Schladming Planai', link: 'planai', country: 'AT', province: 'Steiermark', lat: 47.394, lng: 13.687, lifts: ['Planai-Seilbahn', 'Hochwurzen', 'Reiteralm'] },
  { id: '1011', name: 'Lech Zürs', link: 'lech', country: 'AT', province: 'Vorarlberg', lat: 47.208, lng: 10.142, lifts: ['Rüfikopf', 'Schlegelkopf', 'Flexenbahn'] },
  {
    id: '1012',
    name: 'Zell am See-Kaprun',
    link: 'zellamsee',
    country: 'AT',
    province: 'Salzburg',
    lat: 47.324,
    lng: 12.796,
    lifts: ['CityXpress', 'Gletscherjet', '3K K-onnection'],
  },
  { id: '1013', name: 'Serfaus-Fiss-Ladis', link: 'serfaus', country: 'AT', province: 'Tirol', lat: 47.04, lng: 10.606, lifts: ['Komperdellbahn', 'Schönjochbahn'] },
  {
    id: '2001',
    name: 'Zermatt',
    link: 'zermatt',
    country: 'CH',
    province: 'Wallis',
    lat: 46.02,
    lng: 7.749,
    customer: DEMO_CUSTOMER_IDS.matterhorn,
    lifts: ['Matterhorn Glacier Ride', 'Sunnegga Express', 'Gornergrat'],
  },
  {
    id: '2002',
    name: 'Cervinia',
    link: 'cervinia',
    country: 'IT',
    province: "Valle d'Aosta",
    lat: 45.933,
    lng: 7.629,
    customer: DEMO_CUSTOMER_IDS.matterhorn,
    lifts: ['Plan Maison', 'Cime Bianche'],
  },
  { id: '2003', name: 'Verbier', link: 'verbier', country: 'CH', province: 'Wallis', lat: 46.096, lng: 7.228, lifts: ['Médran', 'Mont Fort', 'Funispace'] },
  { id: '2004', name: 'St. Moritz', link: 'stmoritz', country: 'CH', province: 'Graubünden', lat: 46.498, lng: 9.839, lifts: ['Corviglia', 'Signalbahn', 'Corvatsch'] },
  { id: '2005', name: 'Davos Klosters', link: 'davos', country: 'CH', province: 'Graubünden', lat: 46.802, lng: 9.836, lifts: ['Parsennbahn', 'Jakobshorn', 'Gotschnabahn'] },
  { id: '2006', name: 'Laax', link: 'laax', country: 'CH', province: 'Graubünden', lat: 46.807, lng: 9.258, lifts: ['Crap Sogn Gion', 'Vorab Gletscher'] },
  { id: '2007', name: 'Engelberg Titlis', link: 'engelberg', country: 'CH', province: 'Obwalden', lat: 46.82, lng: 8.407, lifts: ['Titlis Xpress', 'Rotair'] },
  { id: '2008', name: 'Saas-Fee', link: 'saasfee', country: 'CH', province: 'Wallis', lat: 46.109, lng: 7.927, lifts: ['Alpin Express', 'Metro Alpin'] },
  { id: '2009', name: 'Grindelwald First', link: 'grindelwald', country: 'CH', province: 'Bern', lat: 46.624, lng: 8.041, lifts: ['Firstbahn', 'Eiger Express'] },
  { id: '2010', name: 'Arosa Lenzerheide', link: 'arosa', country: 'CH', province: 'Graubünden', lat: 46.779, lng: 9.679, lifts: ['Urdenbahn', 'Weisshornbahn'] },
  {
    id: '3001',
    name: 'Garmisch-Classic',
    link: 'garmisch',
    country: 'DE',
    province: 'Bayern',
    lat: 47.469,
    lng: 11.063,
    customer: DEMO_CUSTOMER_IDS.zugspitze,
    lifts: ['Kreuzeckbahn', 'Alpspitzbahn', 'Hausbergbahn'],
  },
  {
    id: '3002',
    name: 'Zugspitze',
    link: 'zugspitze',
    country: 'DE',
    province: 'Bayern',
    lat: 47.421,
    lng: 10.985,
    customer: DEMO_CUSTOMER_IDS.zugspitze,
    lifts: ['Seilbahn Zugspitze', 'Gletscherbahn'],
  },
  { id: '3003', name: 'Oberstdorf Fellhorn', link: 'oberstdorf', country: 'DE', province: 'Bayern', lat: 47.358, lng: 10.222, lifts: ['Fellhornbahn', 'Nebelhornbahn'] },
  { id: '3004', name: 'Feldberg', link: 'feldberg', country: 'DE', province: 'Baden-Württemberg', lat: 47.861, lng: 8.005, lifts: ['Feldbergbahn', 'Zeigerbahn'] },
  { id: '3005', name: 'Winterberg', link: 'winterberg', country: 'DE', province: 'Nordrhein-Westfalen', lat: 51.195, lng: 8.531, lifts: ['Sesselbahn Remmeswiese', 'Kappe'] },
  { id: '3006', name: 'Berchtesgaden Jenner', link: 'jenner', country: 'DE', province: 'Bayern', lat: 47.578, lng: 13.011, lifts: ['Jennerbahn'] },
  { id: '4001', name: 'Val Gardena', link: 'valgardena', country: 'IT', province: 'Südtirol', lat: 46.557, lng: 11.676, lifts: ['Ciampinoi', 'Seceda', 'Dantercepies'] },
  { id: '4002', name: "Cortina d'Ampezzo", link: 'cortina', country: 'IT', province: 'Veneto', lat: 46.54, lng: 12.135, lifts: ['Tofana Freccia nel Cielo', 'Faloria'] },
  { id: '4003', name: 'Livigno', link: 'livigno', country: 'IT', province: 'Lombardia', lat: 46.538, lng: 10.135, lifts: ['Carosello 3000', 'Mottolino'] },
  { id: '4004', name: 'Madonna di Campiglio', link: 'campiglio', country: 'IT', province: 'Trentino', lat: 46.229, lng: 10.826, lifts: ['Pradalago', 'Grostè', 'Spinale'] },
  { id: '4005', name: 'Kronplatz', link: 'kronplatz', country: 'IT', province: 'Südtirol', lat: 46.739, lng: 11.954, lifts: ['Kronplatz 2000', 'Ried'] },
  { id: '4006', name: 'Sestriere', link: 'sestriere', country: 'IT', province: 'Piemonte', lat: 44.958, lng: 6.879, lifts: ['Banchetta', 'Sises'] },
  {
    id: '5001',
    name: 'Chamonix Mont-Blanc',
    link: 'chamonix',
    country: 'FR',
    province: 'Haute-Savoie',
    lat: 45.924,
    lng: 6.87,
    lifts: ['Aiguille du Midi', 'Grands Montets', 'Brévent'],
  },
  { id: '5002', name: "Val d'Isère", link: 'valdisere', country: 'FR', province: 'Savoie', lat: 45.448, lng: 6.98, lifts: ['Olympique', 'Solaise', 'Funival'] },
  { id: '5003', name: 'Tignes', link: 'tignes', country: 'FR', province: 'Savoie', lat: 45.468, lng: 6.906, lifts: ['Grande Motte', 'Aiguille Percée'] },
  { id: '5004', name: 'Courchevel', link: 'courchevel', country: 'FR', province: 'Savoie', lat: 45.415, lng: 6.634, lifts: ['Saulire Express', 'Vizelle'] },
  { id: '5005', name: 'Les 2 Alpes', link: 'les2alpes', country: 'FR', province: 'Isère', lat: 45.007, lng: 6.122, lifts: ['Jandri Express', 'Diable'] },
  { id: '5006', name: "Alpe d'Huez", link: 'alpedhuez', country: 'FR', province: 'Isère', lat: 45.092, lng: 6.07, lifts: ['DMC', 'Pic Blanc'] },
];

/** Companies of the named multi-resort customers. */
export const GROUP_CUSTOMERS: Record<string, { name: string; country: DemoResort['country'] }> = {
  [DEMO_CUSTOMER_IDS.silvretta]: { name: 'Silvrettaseilbahn AG', country: 'AT' },
  [DEMO_CUSTOMER_IDS.matterhorn]: { name: 'Matterhorn Bergbahnen AG', country: 'CH' },
  [DEMO_CUSTOMER_IDS.zugspitze]: { name: 'Bayerische Zugspitzbahn Bergbahn AG', country: 'DE' },
};
