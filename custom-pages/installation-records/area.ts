import { defineArea, installationRoute, named } from '@src/shell/area-manifest';
import { FITS } from '@src/shell/installation-routes';
import { installationRecordMethods } from './methods';

const recordPages = () => import('./InstallationRecordsPage');

/** An installation's records: IP whitelist, resources, converters, software components, SLA, contacts, events, changelog … */
export default defineArea({
  name: 'installation-records',
  // Called as the area's pages open: with the console, not a chunk of their own.
  methods: installationRecordMethods,
  routes: [
    installationRoute('installation-ips', 'installationIps', named(recordPages, 'InstallationIpsPage'), { capability: 'people.read', section: 'records', order: 130 }),
    installationRoute('resources', 'resources', named(recordPages, 'InstallationResourcesPage'), { section: 'records', order: 280 }),
    installationRoute('notificationSwitzerland', 'notificationSwitzerland', named(recordPages, 'WorkNotificationsPage'), {
      capability: 'support.write',
      fits: FITS.swiss,
      section: 'records',
      order: 350,
    }),
    installationRoute('converterConfigs', 'converterConfigs', named(recordPages, 'ConverterConfigsPage'), { fits: FITS.terminal, section: 'configuration', order: 390 }),
    installationRoute('converterSections', 'converterSections', named(recordPages, 'ConverterSectionsPage'), { fits: FITS.terminal, section: 'configuration', order: 400 }),
    installationRoute('converterRoutingRules', 'converterRoutingRules', named(recordPages, 'ConverterRoutingRulesPage'), {
      fits: FITS.terminal,
      section: 'configuration',
      order: 410,
    }),
    installationRoute('software-components/:selectedId?', 'installationSoftwareComponents', named(recordPages, 'SoftwareComponentsPage'), { section: 'configuration', order: 430 }),
    installationRoute('order-error-logs', 'orderErrorLogs', named(recordPages, 'OrderErrorLogsPage'), { fits: FITS.media, order: 450 }),
    installationRoute('adventures', 'adventures', named(recordPages, 'AdventuresPage'), { section: 'records', order: 460 }),
    installationRoute('peak-login/:username', 'peakLogin', named(recordPages, 'PeakLoginPage'), { section: 'records', order: 470 }),
    installationRoute('sla', 'sla', named(recordPages, 'SlaPage'), { section: 'records', order: 480 }),
    installationRoute('webhooks', 'webhooks', named(recordPages, 'WebhooksPage'), { section: 'configuration', order: 490 }),
    installationRoute('installation-relations', 'installationRelations', named(recordPages, 'InstallationRelationsPage'), { section: 'records', order: 500 }),
    installationRoute('installation-contacts', 'installationContacts', named(recordPages, 'InstallationContactsPage'), {
      capability: 'people.read',
      section: 'records',
      order: 510,
    }),
    installationRoute('event', 'installationEvent', named(recordPages, 'InstallationEventsPage'), { section: 'records', order: 530 }),
    installationRoute('changelog', 'installationChangelog', named(recordPages, 'InstallationChangelogPage'), { section: 'records', order: 540 }),
  ],
  messages: () => import('./messages'),
  labels: {
    installationIps: ['IP whitelist', 'IP-Freigaben'],
    resources: ['Resources', 'Ressourcen'],
    converterConfigs: ['Converter configurations', 'Konverter-Konfigurationen'],
    converterSections: ['Converter sections', 'Konverter-Abschnitte'],
    converterRoutingRules: ['Converter routing rules', 'Konverter-Routingregeln'],
    installationSoftwareComponents: ['Software components', 'Softwarekomponenten'],
    orderErrorLogs: ['Order error logs', 'Bestellfehler-Protokolle'],
    adventures: ['Adventures', 'Abenteuer'],
    peakLogin: ['Peak login', 'Peak-Login'],
    sla: ['SLA', 'SLA'],
    webhooks: ['Webhooks', 'Webhooks'],
    installationRelations: ['Related installations', 'Verknüpfte Installationen'],
    installationContacts: ['Installation contacts', 'Installationskontakte'],
    installationEvent: ['Events', 'Veranstaltungen'],
    installationChangelog: ['Changelog', 'Änderungsprotokoll'],
    notificationSwitzerland: ['Work notification Switzerland', 'Arbeitsmeldung Schweiz'],
  },
});
