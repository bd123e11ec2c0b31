import type { RecipientContact, RecipientCriteria } from '@core/notifications';
import { attachment } from '@src/http/attachment';
import type { HttpClient } from '@src/http/http-client';

export type NotificationAction = 'pause' | 'resume' | 'cancel' | 'retry';
export interface ComposedPreview {
  channel: 'email' | 'sms';
  recipient: string;
  language: string;
  subject: string | null;
  text: string | null;
  status: 'queued' | 'incomplete';
  reason: string | null;
  detail: string | null;
}
export interface SinkMessage {
  channel: string;
  key: string;
  recipient: string;
  subject: string | null;
  body: string;
  copies: number;
  receivedAt: string;
}

/** Customer notifications, the notify flows, the demo sinks and the Freshdesk sync. */
export interface CommunicationMethods {
  getCommunicationStatus(): Promise<{ mail: 'smtp' | 'sink'; sms: 'provider' | 'sink' | 'off'; freshdesk: boolean }>;
  findRecipients(criteria: RecipientCriteria): Promise<{ total: number; contacts: RecipientContact[] }>;
  getContactGroup(installationId: string): Promise<{ total: number; contacts: RecipientContact[] }>;
  previewNotification(id: string, contactId: string): Promise<{ messages: ComposedPreview[] }>;
  sendNotification(id: string, version: number): Promise<{ queued: number; incomplete: number; version: number }>;
  steerNotification(id: string, action: NotificationAction, version: number): Promise<{ state: string; version: number; queued: number }>;
  getNotificationProgress(id: string): Promise<{ counts: Array<{ status: string; channel: string; count: number }> }>;
  getNotificationReport(id: string): Promise<{ blob: Blob; filename: string }>;
  getSinkMessages(channel?: 'email' | 'sms'): Promise<{ messages: SinkMessage[] }>;
  syncFreshdesk(): Promise<{ tickets: number; skipped: number }>;
}

declare module '@src/data/gondola-data-provider' {
  interface AreaMethods extends CommunicationMethods {}
}

export function communicationMethods(http: HttpClient): CommunicationMethods {
  const id = (value: string) => encodeURIComponent(value);
  const post = async <T>(path: string, body?: object) => (await http.post<T>(path, body)).data;
  const get = async <T>(path: string, params?: object) => (await http.get<T>(path, { params })).data;
  return {
    getCommunicationStatus: () => get('/communication/status'),
    findRecipients: (criteria) => post('/notifications/recipients', criteria),
    getContactGroup: (installationId) => get(`/notifications/group/${id(installationId)}`),
    previewNotification: (notification, contactId) => post(`/notifications/${id(notification)}/preview`, { contactId }),
    sendNotification: (notification, version) => post(`/notifications/${id(notification)}/send`, { version }),
    steerNotification: (notification, action, version) => post(`/notifications/${id(notification)}/${action}`, { version }),
    getNotificationProgress: (notification) => get(`/notifications/${id(notification)}/progress`),
    getNotificationReport: (notification) => attachment(http, `/notifications/${id(notification)}/report.csv`, {}, 'notification.csv'),
    getSinkMessages: (channel) => get('/communication/sink', channel ? { channel } : {}),
    syncFreshdesk: () => post('/support-requests/sync'),
  };
}
