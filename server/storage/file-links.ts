import { createHmac, hkdfSync, randomBytes, timingSafeEqual } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import type { LinkedFile, StoredFile } from '../../core/files.js';
import type { AppConfig } from '../config.js';

const WINDOW_MS = 5 * 60_000;
const LIFETIME_MS = 15 * 60_000;
export const FILE_LINK_PREFIX = '/api/files/';

/**
 * Short-lived signed links to stored files, for what a browser element loads by itself (img, video,
 * audio, a font): the link names the file and its expiry and carries an HMAC, never the user's
 * token. Whoever was shown the record may load its files for 10 to 15 minutes. Expiry is rounded to
 * five-minute windows so the same file keeps the same link (and the browser's cache) for a while.
 */
export class FileLinks {
  constructor(
    private readonly secret: Buffer,
    private readonly now: () => number = () => Date.now(),
  ) {}

  /** Every replica derives the same secret from the vault key; a demo node keeps one beside its data. */
  static fromConfig(config: AppConfig): FileLinks {
    if (config.vault.key) return new FileLinks(Buffer.from(hkdfSync('sha256', config.vault.key.key, 'gondola', 'file links', 32)));
    const file = path.join(config.dataDir, 'file-link-key');
    if (!fs.existsSync(file)) {
      fs.mkdirSync(config.dataDir, { recursive: true });
      fs.writeFileSync(file, randomBytes(32).toString('base64'), { mode: 0o600 });
    }
    return new FileLinks(Buffer.from(fs.readFileSync(file, 'utf8').trim(), 'base64'));
  }

  private signature(key: string, expires: number, download: boolean) {
    return createHmac('sha256', this.secret)
      .update(`${key}\n${expires}\n${download ? 1 : 0}`)
      .digest('base64url');
  }

  link(key: string, { download = false }: { download?: boolean } = {}): string {
    const expires = Math.floor(this.now() / WINDOW_MS) * WINDOW_MS + LIFETIME_MS;
    const path = key.split('/').map(encodeURIComponent).join('/');
    return `${FILE_LINK_PREFIX}${path}?expires=${expires}&signature=${this.signature(key, expires, download)}${download ? '&download=1' : ''}`;
  }

  /** Whether a link is one of ours, unaltered and not expired. */
  verify(key: string, expires: number, signature: string, download: boolean): 'ok' | 'expired' | 'invalid' {
    const expected = Buffer.from(this.signature(key, expires, download));
    const given = Buffer.from(signature);
    if (expected.length !== given.length || !timingSafeEqual(expected, given)) return 'invalid';
    return expires < this.now() ? 'expired' : 'ok';
  }

  /** A stored file with its links, as the API answers it. */
  linked(file: StoredFile): LinkedFile {
    return {
      ...file,
      url: this.link(file.key),
      downloadUrl: this.link(file.key, { download: true }),
      ...(file.thumbnailKey ? { thumbnailUrl: this.link(file.thumbnailKey) } : {}),
    };
  }
}
