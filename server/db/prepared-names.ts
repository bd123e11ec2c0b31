import { createHash } from 'node:crypto';

/** At most this many statements are kept prepared on each connection (PostgreSQL keeps their plans). */
export const MAX_PREPARED = 256;
/** Texts seen once are remembered up to here, then forgotten together. */
const MAX_CANDIDATES = 4096;

/**
 * Names for PostgreSQL prepared statements. A statement that runs over and over (a list page, a
 * record by id) is parsed once per connection and then only bound and executed, as
 * `pgbench -M prepared` does. A text earns its name on its second use, so one-off statements (a
 * far page with its own offset) never take one, and the names are capped, so the memory each
 * backend spends on plans stays bounded however many list shapes the console asks for.
 */
export class PreparedNames {
  private readonly named = new Map<string, string>();
  private readonly seenOnce = new Set<string>();

  /** The name to prepare `text` under, or undefined to run it unnamed this time. */
  nameFor(text: string): string | undefined {
    const name = this.named.get(text);
    if (name || this.named.size >= MAX_PREPARED) return name;
    if (!this.seenOnce.has(text)) {
      if (this.seenOnce.size >= MAX_CANDIDATES) this.seenOnce.clear();
      this.seenOnce.add(text);
      return undefined;
    }
    this.seenOnce.delete(text);
    const created = `g_${createHash('sha1').update(text).digest('base64url')}`;
    this.named.set(text, created);
    return created;
  }
}
