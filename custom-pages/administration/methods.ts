import type { RaRecord } from 'react-admin';
import { attachment } from '@src/http/attachment';
import type { HttpClient } from '@src/http/http-client';
import type { LoginAuditFilter, LoginAuditRow } from '@core/login-data-audit';

export interface RevealedLogin {
  password: string | null;
  totp: { code: string; period: number; remainingSeconds: number } | null;
  hideAfterSeconds: number;
}

/** The login data vault's calls beside its resource (set a secret, reveal it, the audit). */
export interface VaultMethods {
  /** `undefined` keeps a part, `null` removes it. */
  setLoginSecret(id: string, body: { password?: string | null; totpSecret?: string | null }): Promise<RaRecord>;
  revealLogin(id: string, reason: string): Promise<RevealedLogin>;
  getLoginDataAudit(filter: LoginAuditFilter, range: [number, number]): Promise<{ rows: LoginAuditRow[]; total: number }>;
  getLoginDataAuditCsv(filter: LoginAuditFilter): Promise<{ blob: Blob; filename: string }>;
}

declare module '@src/data/gondola-data-provider' {
  interface AreaMethods extends VaultMethods {}
}

const clean = (filter: LoginAuditFilter) => Object.fromEntries(Object.entries(filter).filter(([, v]) => v !== undefined && v !== '')) as Record<string, string>;
const entry = (id: string) => `/login-data/${encodeURIComponent(id)}`;

export function vaultMethods(http: HttpClient): VaultMethods {
  return {
    async setLoginSecret(id, body) {
      const { data } = await http.put<RaRecord>(`${entry(id)}/secret`, body);
      return data;
    },
    async revealLogin(id, reason) {
      const { data } = await http.post<RevealedLogin>(`${entry(id)}/reveal`, { reason });
      return data;
    },
    async getLoginDataAudit(filter, [start, end]) {
      const response = await http.get<LoginAuditRow[]>('/login-data-audit', { params: { ...clean(filter), start, end } });
      const total = Number(/\/(\d+)$/.exec(String(response.headers['content-range'] ?? ''))?.[1] ?? response.data.length);
      return { rows: response.data, total };
    },
    async getLoginDataAuditCsv(filter) {
      return attachment(http, '/login-data-audit/csv', clean(filter), 'login-data-audit.csv');
    },
  };
}
