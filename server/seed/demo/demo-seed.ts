import type { SeedSet } from '../seed-set.js';
import { currencyOf, DEMO_RESORTS, GROUP_CUSTOMERS, timeZoneOf, type DemoResort } from './resort-data.js';
import { random, seedWriter } from './seed-writer.js';

const LEGAL_FORM = { AT: 'GmbH', CH: 'AG', DE: 'GmbH', IT: 'S.p.A.', FR: 'SAS' } as const;
const DIAL = { AT: '43', CH: '41', DE: '49', IT: '39', FR: '33' } as const;
const PEOPLE = [
  'Markus Huber',
  'Sandra Gruber',
  'Thomas Steiner',
  'Julia Hofer',
  'Andreas Moser',
  'Claudia Berger',
  'Lukas Wallner',
  'Martina Eder',
  'Stefan Pichler',
  'Anna Schwarz',
  'Reto Caduff',
  'Giulia Rossi',
  'Pierre Martin',
  'Sophie Dubois',
  'Matteo Bianchi',
];

const customerIdOf = (r: DemoResort) => r.customer ?? `cust-${r.link}`;

export const demoResourcesSeed: SeedSet = {
  name: 'demo-resources',
  demo: true,
  async run(tx) {
    const create = seedWriter(tx);
    const rnd = random(42);

    const customers = new Map<string, { name: string; country: DemoResort['country'] }>(Object.entries(GROUP_CUSTOMERS));
    for (const r of DEMO_RESORTS) {
      if (!r.customer) customers.set(customerIdOf(r), { name: `Bergbahnen ${r.name} ${LEGAL_FORM[r.country]}`, country: r.country });
    }
    let person = 0;
    const contracts = ['standard', 'premium', 'basic', 'standard', 'premium'];
    let i = 0;
    for (const [id, c] of customers) {
      await create('customers', {
        id,
        name: c.name,
        country: c.country,
        contract: contracts[i++ % contracts.length],
        contractUntil: `${2027 + (i % 3)}-04-30`,
        email: `office@${id.replace('cust-', '')}-example.${c.country.toLowerCase()}`,
        phone: `+${DIAL[c.country]} ${5000 + i * 37} ${100 + i}`,
      });
      for (const role of ['resortManager', 'technician'] as const) {
        const name = PEOPLE[person++ % PEOPLE.length]!;
        await create('contacts', {
          name,
          role,
          customerId: id,
          phone: `+${DIAL[c.country]} 664 ${1_000_000 + person * 7919}`,
          email: `${name.toLowerCase().replace(/[^a-z]+/g, '.')}@${id.replace('cust-', '')}-example.${c.country.toLowerCase()}`,
          notificationMedia: role === 'technician' ? ['sms', 'phone'] : ['email'],
          language: c.country === 'IT' ? 'it' : c.country === 'FR' ? 'fr' : c.country === 'CH' || c.country === 'AT' || c.country === 'DE' ? 'de' : 'en',
        });
      }
    }

    for (const [index, r] of DEMO_RESORTS.entries()) {
      const adult = Math.round(55 + rnd() * 35);
      await create('resorts', {
        id: r.id,
        name: r.name,
        link: r.link,
        companyName: customers.get(customerIdOf(r))!.name,
        customerId: customerIdOf(r),
        externalResortId: `EXT-${r.id}`,
        province: r.province,
        country: r.country,
        timezoneId: timeZoneOf(r),
        project: index % 4 === 0 ? `Rollout ${2026 + (index % 2)}` : null,
        connectorType: ['skidata', 'axess', 'teamaxess', 'skidata', 'none'][index % 5],
        skipassTypes: ['Tageskarte', 'Mehrtageskarte', ...(index % 3 === 0 ? ['Saisonkarte'] : [])],
        homepage: `https://www.${r.link}-example.com`,
        weatherUrl: `https://weather.example.com/${r.link}`,
        openingHours: r.country === 'CH' ? { from: '08:15', until: '16:45' } : { from: '08:30', until: '16:30' },
        season: { start: '2026-11-28', end: '2027-04-18' },
        dayTicketPrices: { adult, youth: Math.round(adult * 0.75), child: Math.round(adult * 0.5) },
        currency: currencyOf(r),
        slopeLengths: { easy: Math.round(rnd() * 800) / 10, intermediate: Math.round(rnd() * 1200) / 10, difficult: Math.round(rnd() * 500) / 10 },
        descriptions: { en: `${r.name}: skiing in ${r.province}.`, de: `${r.name}: Skifahren in ${r.province}.` },
        active: index % 13 !== 12,
        visible: index % 17 !== 16,
        hasWebcams: true,
        hasVideo: index % 3 !== 2,
        hasPhotopoints: index % 2 === 0,
        hasExitReaders: index % 4 === 1,
        hasLiftsWithoutAccessControl: index % 6 === 5,
        b2bAddressDownload: index % 5 === 0,
        displayRanking: index % 7 !== 6,
      });
      for (const [n, lift] of r.lifts.entries()) {
        await create('lifts', {
          resortId: r.id,
          name: lift,
          type: ['gondola', 'chairlift', 'cableCar', 'chairlift', 'dragLift'][n % 5],
          size: n === 0 ? 'large' : 'normal',
          weight: Math.round((1 + rnd() * 2) * 100) / 100,
          capacityPerHour: 1200 + Math.round(rnd() * 28) * 100,
          lengthMeters: 800 + Math.round(rnd() * 40) * 50,
        });
      }
      await create('spots', { resortId: r.id, name: `${r.name} Speed Check`, type: 'speedTrack', location: { lat: r.lat + 0.004, lng: r.lng - 0.003 } });
      if (index % 2 === 0) await create('spots', { resortId: r.id, name: `${r.name} Funslope`, type: 'funSlope', location: { lat: r.lat - 0.005, lng: r.lng + 0.004 } });
      if (index % 2 === 0)
        await create('photopoints', {
          resortId: r.id,
          name: `Fotopunkt ${r.lifts[0]}`,
          location: { lat: r.lat + 0.01, lng: r.lng + 0.01 },
          altitude: 1800 + Math.round(rnd() * 1200),
        });

      const types = [
        'startFinish',
        ...(index % 3 !== 2 ? ['video'] : []),
        ...(index % 2 === 0 ? ['photopoint'] : []),
        ...(index % 4 === 1 ? ['terminal'] : []),
        ...(index % 5 === 3 ? ['videoDirector'] : []),
        ...(index % 7 === 4 ? ['phototrap'] : []),
        ...(index % 9 === 2 ? ['panocam'] : []),
      ];
      for (const [n, type] of types.entries()) {
        const tracked = type === 'startFinish' || type === 'video' || type === 'videoDirector';
        await create('installations', {
          id: `${r.link}-${type.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`)}-${n + 1}`,
          name: `${r.name} ${{ startFinish: 'Start/Ziel', video: 'Video', photopoint: 'Fotopunkt', terminal: 'Terminal', videoDirector: 'Videoregie', phototrap: 'Fotofalle', panocam: 'Panocam' }[type]}`,
          type,
          status: index % 11 === 10 ? 'maintenance' : index % 13 === 12 ? 'planned' : 'active',
          customerId: customerIdOf(r),
          resortId: r.id,
          country: r.country,
          sponsor: n === 0 && index % 3 === 0 ? ['Red Bull', 'Audi', 'Raiffeisen', 'Swisscom'][index % 4] : null,
          location: (index + n) % 6 === 5 ? null : { lat: Math.round((r.lat + (rnd() - 0.5) * 0.02) * 1e5) / 1e5, lng: Math.round((r.lng + (rnd() - 0.5) * 0.02) * 1e5) / 1e5 },
          trackerVersion: tracked ? (index % 3 === 0 ? 'V3' : 'V4') : 'none',
        });
      }
    }
  },
};
