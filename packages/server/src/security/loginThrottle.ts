/**
 * Counts failed sign-ins per client address within a sliding window; past the limit,
 * that client is refused (429) until the window passes. Successful sign-ins do not count.
 */
export class LoginThrottle {
  private readonly failures = new Map<string, number[]>();

  constructor(
    private readonly maxFailures: number,
    private readonly windowMs: number,
  ) {}

  private recent(client: string, now: number): number[] {
    const list = (this.failures.get(client) ?? []).filter((t) => now - t < this.windowMs);
    if (list.length) this.failures.set(client, list);
    else this.failures.delete(client);
    return list;
  }

  isBlocked(client: string, now = Date.now()): boolean {
    return this.recent(client, now).length >= this.maxFailures;
  }

  recordFailure(client: string, now = Date.now()): void {
    const list = this.recent(client, now);
    list.push(now);
    this.failures.set(client, list);
    if (this.failures.size > 100_000) this.failures.delete(this.failures.keys().next().value!);
  }
}
