import type { Language } from '../language';
import { pick, type Pair } from './pairs';

/** Breadcrumb labels of the routes the resources own (gondola.routes.*; the areas label their own routes in their manifests) and the menu areas. */
const ROUTE_LABELS: Record<string, Pair> = {
  acknowledgemessages: ['Acknowledge messages', 'Bestätigungstexte'],
  notes: ['Notes', 'Notizen'],
  changelogs: ['Changelogs', 'Änderungsprotokolle'],
  contacts: ['Contacts', 'Kontakte'],
  softwareComponentTypes: ['Software component types', 'Softwarekomponenten-Typen'],
  softwareComponents: ['Software components', 'Softwarekomponenten'],
  peak: ['Peak', 'Peak'],
  loginData: ['Login data', 'Zugangsdaten'],
  commandAudit: ['Command audit', 'Befehlsprotokoll'],
  installationQuestionTemplates: ['Installation question templates', 'Vorlagen für Installationsfragen'],
  resorts: ['Resorts', 'Skigebiete'],
  resortsAdd: ['New resort', 'Neues Skigebiet'],
  smsTemplates: ['SMS templates', 'SMS-Vorlagen'],
  bulkCommandList: ['Bulk command list', 'Liste der Massenbefehle'],
};

const AREA_LABELS: Record<string, Pair> = {
  operations: ['Operations', 'Betrieb'],
  installations: ['Installations', 'Installationen'],
  devices: ['Devices', 'Geräte'],
  video: ['Video', 'Video'],
  customers: ['Customers', 'Kunden'],
  calendars: ['Calendars', 'Kalender'],
  reports: ['Reports', 'Berichte'],
  administration: ['Administration', 'Verwaltung'],
};

/** The shell's labels in one language (the areas' come with their manifests: `areaLabels`). */
export const routeMessages = (language: Language) => ({ routes: pick(ROUTE_LABELS, language), areas: pick(AREA_LABELS, language) });
