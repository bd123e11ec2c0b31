import type { Queryable } from '../../db/database.js';
import type { SeedSet } from '../seed-set.js';
import { ACK_MESSAGES, CHANGELOGS, COMMANDS, COMPONENT_TYPES, QUESTION_TEMPLATES, SMS_TEMPLATES } from './catalogue-data.js';
import { seedInstallationRecords, type DemoContact, type DemoInstallation } from './installation-records-seed.js';
import { random, seedWriter } from './seed-writer.js';

const addDays = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);
const LICENCE_NAMES: Record<string, string> = { 'tracker-core': 'Tracker Pro', 'video-recorder': 'Video Suite', 'video-director': 'Video Suite', 'terminal-pos': 'Terminal POS' };

/** The software catalogue and the records that hang off installations, linked to the demo resorts. */
export const demoCatalogueSeed: SeedSet = {
  name: 'demo-catalogue',
  demo: true,
  async run(tx: Queryable) {
    const create = seedWriter(tx);
    const rnd = random(7);
    const { rows: installations } = await tx.query<DemoInstallation>('select id, name, type, customer_id as "customerId", resort_id as "resortId" from installations order by id');

    for (const t of COMPONENT_TYPES) {
      await create('software-component-types', { id: t.id, name: t.name, description: t.description, defaultTimeoutSeconds: t.timeout, requiresLicence: t.licence });
      for (const [n, version] of t.versions.entries()) {
        const prerelease = version.includes('-');
        await create('software-component-versions', {
          typeId: t.id,
          versionNumber: version,
          releaseDate: prerelease ? null : addDays(-400 + n * 120),
          state: prerelease ? 'testing' : n === 0 ? 'withdrawn' : 'released',
          releaseNotes: prerelease
            ? `Release candidate of ${t.name} ${version}. **Not for production lanes.**`
            : `${t.name} ${version}: fixes and improvements, see the changelog.`,
        });
      }
    }
    for (const c of COMMANDS) {
      await create('component-commands', {
        typeId: c.type,
        name: c.name,
        label: { en: c.en, de: c.de },
        description: c.description ?? null,
        payloadTemplate: c.template,
        parameters: c.parameters?.map((p) => ({ required: false, defaultValue: null, ...p })) ?? [],
        needsConfirmation: c.confirm ?? false,
        capability: c.capability ?? 'devices.manage',
      });
    }

    // Components: what runs at each installation, some of it behind the latest release.
    const released = (typeId: string) => COMPONENT_TYPES.find((t) => t.id === typeId)!.versions.filter((v) => !v.includes('-'));
    for (const installation of installations) {
      for (const t of COMPONENT_TYPES.filter((type) => (type.installationTypes as readonly string[]).includes(installation.type))) {
        const versions = released(t.id);
        const outdated = rnd() < 0.35;
        const licensed = LICENCE_NAMES[t.id] && rnd() > 0.1 ? LICENCE_NAMES[t.id] : null;
        await create('software-components', {
          name: `${t.name} ${installation.id.split('-')[0]}`,
          typeId: t.id,
          installationId: installation.id,
          searchString: t.id.replace('-', '_'),
          templateName: `${t.id}-${installation.type}`,
          timeoutSeconds: t.id === 'video-recorder' ? 90 : null,
          licenceName: licensed,
          mandatory: t.id !== 'connector-agent',
          urls: [`https://${installation.id}.devices.gondola.example/${t.id}`, ...(t.id === 'tracker-core' ? [`https://${installation.id}.devices.gondola.example/health`] : [])],
          installedVersion: versions[outdated ? Math.max(0, versions.length - 2) : versions.length - 1],
        });
      }
    }

    // Licences per customer: some about to expire, some over-used, so the report has something to say.
    const customers = [...new Set(installations.map((i) => i.customerId))];
    for (const [n, customerId] of customers.entries()) {
      const mine = installations.filter((i) => i.customerId === customerId);
      const types = new Set(mine.map((i) => i.type));
      const licences: Array<[string, boolean]> = [
        ['Tracker Pro', types.has('startFinish')],
        ['Video Suite', types.has('video') || types.has('videoDirector')],
        ['Terminal POS', types.has('terminal')],
      ];
      for (const [name, needed] of licences) {
        if (!needed) continue;
        const users = mine.filter((i) =>
          name === 'Tracker Pro' ? i.type === 'startFinish' : name === 'Terminal POS' ? i.type === 'terminal' : i.type === 'video' || i.type === 'videoDirector',
        );
        const expiresIn = [400, 200, 25, 310, 55, null, 500, 85, 260][n % 9] ?? null;
        await create('licences', {
          name,
          type: expiresIn === null ? 'perpetual' : n % 4 === 1 ? 'season' : 'subscription',
          customerId,
          // A few group customers bought fewer seats than they run: the report must show that.
          seats: users.length > 1 && n % 2 === 0 ? users.length - 1 : users.length + 1,
          validFrom: addDays(-300),
          validUntil: expiresIn === null ? null : addDays(expiresIn),
          installationIds: users.map((i) => i.id),
          vendorReference: `LIC-${String(1000 + n * 7).padStart(5, '0')}`,
        });
      }
    }

    for (const c of CHANGELOGS) await create('changelogs', { product: c.product, typeId: c.type, versionNumber: c.version, date: c.date, title: c.title, body: c.body });
    const templates = new Map<string, string>();
    for (const t of SMS_TEMPLATES) templates.set(t.name, (await create('sms-templates', { ...t })).id);
    for (const [category, textEn, textDe] of ACK_MESSAGES) await create('acknowledgemessages', { category, textEn, textDe });
    for (const t of QUESTION_TEMPLATES) {
      const template = await create('question-templates', { name: t.name, installationType: t.installationType, description: t.description });
      for (const [text, answerType, options = [], required = true] of t.questions as unknown as Array<[string, string, string[]?, boolean?]>) {
        await create('template-questions', { templateId: template.id, text, answerType, options, required });
      }
    }

    const { rows: contacts } = await tx.query<DemoContact>('select id, customer_id as "customerId", phone, role from contacts order by name, id');
    await seedInstallationRecords(create, installations, contacts, templates, rnd);
  },
};
