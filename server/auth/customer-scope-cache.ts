const TTL_MS = 5 * 60_000;

/**
 * Per-user cache of what a customer user may reach (installation ids, resolved from their
 * customer_ids). Spec §7's logout call clears the caller's entry, so a changed assignment is seen
 * at the next sign-in at the latest; entries also expire on their own.
 */
export class CustomerScopeCache {
  private readonly entries = new Map<string, { value: string[]; expires: number }>();

  async get(subject: string, load: () => Promise<string[]>, now = Date.now()): Promise<string[]> {
    const hit = this.entries.get(subject);
    if (hit && hit.expires > now) return hit.value;
    const value = await load();
    this.entries.set(subject, { value, expires: now + TTL_MS });
    return value;
  }

  clear(subject: string): boolean {
    return this.entries.delete(subject);
  }

  /** Every user's entry, when assignments change (an installation moves to another customer). */
  clearAll(): void {
    this.entries.clear();
  }
}
