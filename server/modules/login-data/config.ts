import { z } from 'zod';
import { unsetWhenEmpty } from '../../config/env-values.js';
import { defineConfigSlice } from '../../config/slice.js';
import { parseVaultKey, type VaultKey } from './vault-crypto.js';

const key = unsetWhenEmpty(
  z
    .string()
    .optional()
    .transform((v, ctx) => {
      if (v === undefined) return undefined;
      const parsed = parseVaultKey(v);
      if (typeof parsed === 'string') {
        ctx.addIssue({ code: 'custom', message: parsed });
        return z.NEVER;
      }
      return parsed;
    }),
);

const oldKeys = unsetWhenEmpty(
  z
    .string()
    .optional()
    .transform((v, ctx) => {
      const keys: VaultKey[] = [];
      for (const item of (v ?? '').split(',').filter((i) => i.trim())) {
        const parsed = parseVaultKey(item);
        if (typeof parsed === 'string') {
          ctx.addIssue({ code: 'custom', message: `each comma-separated key ${parsed}` });
          return z.NEVER;
        }
        keys.push(parsed);
      }
      return keys;
    }),
);

/**
 * The login data vault's master key (VAULT_KEY, required in production; demo mode keeps one in
 * DATA_DIR) and the previous keys still accepted while `npm run vault:rotate` re-wraps entries.
 */
export const vaultConfig = defineConfigSlice({
  env: { VAULT_KEY: key, VAULT_OLD_KEYS: oldKeys },
  productionRequires: {
    VAULT_KEY: 'the login data vault\'s master key, "<key id>:<32 bytes in base64>" (make one with: echo "$(date +%Y-%m):$(openssl rand -base64 32)")',
  },
  read: (e) => ({ vault: { key: e.VAULT_KEY as VaultKey | undefined, oldKeys: e.VAULT_OLD_KEYS } }),
});
