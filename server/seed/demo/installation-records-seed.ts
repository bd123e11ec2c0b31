import type { ApiRecord } from '../../crud/repository.js';

/** An installation as the demo seeds see it. */
export interface DemoInstallation {
  id: string;
  name: string;
  type: string;
  customerId: string;
  resortId: string | null;
}

type Create = (resource: string, body: Record<string, unknown>) => Promise<ApiRecord>;

const hoursAgo = (hours: number) => new Date(Date.now() - hours * 3_600_000).toISOString();
const daysFromNow = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

/** Webhooks, SLAs, relations, contacts, IP whitelist, converters, order errors, Peak and adventures. */
export interface DemoContact {
  id: string;
  customerId: string;
  phone: string | null;
  role: string;
}

export async function seedInstallationRecords(create: Create, installations: DemoInstallation[], contacts: DemoContact[], smsTemplates: Map<string, string>, rnd: () => number) {
  const byResort = new Map<string, DemoInstallation[]>();
  for (const i of installations) if (i.resortId) byResort.set(i.resortId, [...(byResort.get(i.resortId) ?? []), i]);

  for (const [n, installation] of installations.entries()) {
    const slaLevel = ['standard', 'premium', 'basic', 'standard', 'event'][n % 5]!;
    await create('slas', {
      installationId: installation.id,
      level: slaLevel,
      responseMinutes: { basic: 240, standard: 60, premium: 15, event: 10 }[slaLevel],
      resolutionHours: { basic: 72, standard: 24, premium: 8, event: 4 }[slaLevel],
      supportHours: { basic: 'office', standard: 'liftHours', premium: 'extended', event: 'always' }[slaLevel],
      validFrom: '2026-11-01',
      validUntil: slaLevel === 'event' ? '2027-01-31' : '2027-10-31',
    });
    for (const [order, contact] of contacts.filter((c) => c.customerId === installation.customerId).entries()) {
      await create('installation-contacts', {
        installationId: installation.id,
        contactId: contact.id,
        role: contact.role === 'technician' ? 'onSite' : 'escalation',
        escalationOrder: contact.role === 'technician' ? 1 : order + 2,
      });
    }
    if (n % 3 === 0) {
      await create('webhooks', {
        installationId: installation.id,
        url: `https://hooks.${installation.customerId.replace('cust-', '')}-example.com/gondola/${installation.id}`,
        events: n % 2 ? ['problem.opened', 'problem.resolved'] : ['problem.opened', 'problem.acknowledged', 'problem.resolved', 'device.offline', 'device.online'],
        active: n % 9 !== 6,
      });
    }
    if (n % 4 === 1) {
      await create('installation-ips', { installationId: installation.id, ip: `198.51.100.${10 + (n % 200)}`, comment: 'Resort IT office', expiresAt: null });
      await create('installation-ips', { installationId: installation.id, ip: '203.0.113.0/28', comment: 'Connector network of the ticketing vendor', expiresAt: null });
    }
    if (n % 6 === 2)
      await create('installation-ips', {
        installationId: installation.id,
        ip: `192.0.2.${20 + (n % 200)}`,
        comment: 'Service technician, hotel Wi-Fi',
        expiresAt: new Date(Date.now() + (6 + n) * 3_600_000).toISOString(),
      });

    if (installation.type === 'startFinish') {
      const config = await create('converter-configs', {
        installationId: installation.id,
        name: 'Skipass to tracker',
        source: ['skidata', 'axess', 'teamaxess'][n % 3],
        target: 'gondola',
        format: n % 2 ? 'xml' : 'json',
        endpointUrl: `https://connector.gondola.example/${installation.id}`,
        pollSeconds: 30,
      });
      for (const [name, sourcePath, targetPath, transform, mapping] of [
        ['Ticket', 'ticket.serial', 'rider.ticketId', 'copy', null],
        ['Birth date', 'ticket.person.birthDate', 'rider.birthYear', 'date', null],
        ['Category', 'ticket.productGroup', 'rider.category', 'map', 'ADULT=adult\nYOUTH=youth\nCHILD=child'],
        ['Name', 'ticket.person.name', 'rider.displayName', 'hash', null],
      ] as const) {
        await create('converter-sections', { configId: config.id, name, sourcePath, targetPath, transform, mapping });
      }
      await create('converter-routing-rules', {
        installationId: installation.id,
        name: 'Season passes',
        matchField: 'ticket.productId',
        matchPattern: 'SEASON*',
        target: 'gondola',
        configId: config.id,
      });
      await create('converter-routing-rules', { installationId: installation.id, name: 'Web shop orders', matchField: 'order.channel', matchPattern: 'web', target: 'webshop' });
    }
    if (installation.type === 'terminal' || (installation.type === 'video' && n % 3 === 0)) {
      for (let e = 0; e < 3 + (n % 3); e++) {
        const code = ['PAYMENT_DECLINED', 'TICKET_NOT_FOUND', 'MEDIA_NOT_READY', 'TIMEOUT'][(n + e) % 4]!;
        await create('order-error-logs', {
          installationId: installation.id,
          occurredAt: hoursAgo(2 + e * 7 + n),
          orderId: `ORD-${(2_611_000 + n * 97 + e * 13).toString()}`,
          errorCode: code,
          message: {
            PAYMENT_DECLINED: 'Card payment declined by the acquirer (code 05)',
            TICKET_NOT_FOUND: 'Skipass serial not known to the access system',
            MEDIA_NOT_READY: 'Video of the run is still being cut',
            TIMEOUT: 'Order service did not answer within 30 s',
          }[code],
          payload: JSON.stringify({ orderId: `ORD-${2_611_000 + n * 97 + e * 13}`, amount: 19.9, currency: 'EUR', items: [{ sku: 'VIDEO-RUN', qty: 1 }] }, null, 2),
        });
      }
    }
  }

  const usedAbbreviations = new Set<string>();
  for (const [resortId, list] of byResort) {
    const timing = list.find((i) => i.type === 'startFinish');
    for (const other of list.filter((i) => i !== timing && (i.type === 'video' || i.type === 'videoDirector'))) {
      if (timing)
        await create('installation-relations', { installationId: timing.id, kind: 'feeds', relatedInstallationId: other.id, comment: 'Start and finish times trigger the cut' });
    }
    const photo = list.find((i) => i.type === 'photopoint');
    if (photo && timing)
      await create('installation-relations', { installationId: photo.id, kind: 'sharesNetwork', relatedInstallationId: timing.id, comment: 'Same LTE router at the lift station' });
    if (timing && rnd() < 0.6) {
      const letters = timing.id.replace(/[^a-z]/gi, '').toUpperCase();
      let abbreviation = letters.slice(0, 3);
      for (let k = 2; usedAbbreviations.has(abbreviation); k++) abbreviation = `${letters.slice(0, 2)}${k}`;
      usedAbbreviations.add(abbreviation);
      await create('peak', {
        abbreviation,
        name: `${timing.name.replace(/ Start\/Ziel$/, '')} Peak`,
        resortId,
        installationId: timing.id,
        loginName: `peak.${timing.id.split('-')[0]}`,
        active: rnd() > 0.15,
      });
      await create('adventures', {
        installationId: timing.id,
        resortId,
        name: 'Vertical Hunter',
        description: 'Ride 10,000 vertical metres in one day.',
        startsOn: '2026-12-01',
        endsOn: '2027-04-15',
        badgeImageUrl: 'https://media.gondola.example/badges/vertical-hunter.png',
      });
      await create('adventures', {
        installationId: timing.id,
        resortId,
        name: 'Early Bird',
        description: 'First run before 08:45 on five days.',
        startsOn: daysFromNow(-20),
        endsOn: daysFromNow(40),
        badgeImageUrl: 'https://media.gondola.example/badges/early-bird.png',
        active: rnd() > 0.3,
      });
    }
  }
  await seedSmsMessages(create, installations, contacts, smsTemplates);
}

/** The outbox's SMS history: mostly delivered, some that could not be completed. */
async function seedSmsMessages(create: Create, installations: DemoInstallation[], contacts: DemoContact[], smsTemplates: Map<string, string>) {
  const outcomes = [
    ['delivered', null, null],
    ['delivered', null, null],
    ['incomplete', 'missingPlaceholder', 'No value for {ticket}: the problem has no ticket yet'],
    ['sent', null, null],
    ['incomplete', 'noPhone', 'Contact has only a landline number'],
    ['failed', 'gatewayRejected', 'Gateway answered 21614: not a mobile number'],
    ['incomplete', 'noTemplate', 'No "problem" template in Romansh'],
    ['delivered', null, null],
  ] as const;
  const withPhone = contacts.filter((c) => c.phone);
  for (let n = 0; n < 16; n++) {
    const contact = withPhone[(n * 5) % withPhone.length]!;
    const installation = installations.find((i) => i.customerId === contact.customerId) ?? installations[n % installations.length]!;
    const [status, reason, detail] = outcomes[n % outcomes.length]!;
    const template = [...smsTemplates.entries()][n % 2 ? 0 : 1]!;
    await create('outbox-messages', {
      channel: 'sms',
      recipient: contact.phone,
      contactId: contact.id,
      installationId: installation.id,
      templateId: reason === 'noTemplate' ? null : template[1],
      text: status === 'incomplete' ? null : `Gondola: Camera 2 offline at ${installation.name}. We are on it.`,
      status,
      reason,
      detail,
    });
  }
}
