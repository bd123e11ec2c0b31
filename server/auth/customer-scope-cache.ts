const TTL_MS = 5 * 60_000;

interface Entry {
  value: string[];
  expires: number;
}

/**
 * Per-user cache of what a customer user may reach (the ids of the installations, resorts, …
 * their customer_ids lead to). Spec §7's logout call clears the caller's entries, a change of
 * ownership clears everyone's, and entries expire on their own.
 */
export class CustomerScopeCache {
  private readonly users = new Map<string, Map<string, Entry>>();

  async get(subject: string, key: string, load: () => Promise<string[]>, now = Date.now()): Promise<string[]> {
    const hit = this.users.get(subject)?.get(key);
    if (hit && hit.expires > now) return hit.value;
    const value = await load();
    let entries = this.users.get(subject);
    if (!entries) {
      entries = new Map();
      this.users.set(subject, entries);
    }
    entries.set(key, { value, expires: now + TTL_MS });
    return value;
  }

  clear(subject: string): boolean {
    return this.users.delete(subject);
  }

  clearAll(): void {
    this.users.clear();
  }
}
