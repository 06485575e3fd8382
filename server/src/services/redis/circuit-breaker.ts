export type BreakerState = 'closed' | 'open' | 'half-open';

/** Thrown without trying when the breaker is open: the dependency failed recently and its probe is not due yet. */
export class CircuitOpenError extends Error {
  constructor(what: string) {
    super(`${what} is unavailable (circuit open)`);
    this.name = 'CircuitOpenError';
  }
}

export interface BreakerOptions {
  /** Named in CircuitOpenError. */
  what: string;
  /** Consecutive failures that open the breaker. */
  failureThreshold?: number;
  /** How long an open breaker refuses before it lets one probe through (half-open). */
  openMs?: number;
  /** Told each change of state (and the failure that opened it). */
  onChange?: (state: BreakerState, err?: unknown) => void;
  now?: () => number;
}

/**
 * A circuit breaker: once a dependency failed `failureThreshold` times in a row, calls fail at once (costing
 * nothing) for `openMs`; then one call is let through as a probe (the others still fail at once), and its success
 * closes the breaker, its failure opens it for another `openMs`.
 */
export class CircuitBreaker {
  private current: BreakerState = 'closed';
  private failures = 0;
  private openedAt = 0;
  private probing = false;
  private readonly threshold: number;
  private readonly openMs: number;
  private readonly now: () => number;

  constructor(private readonly opts: BreakerOptions) {
    this.threshold = opts.failureThreshold ?? 3;
    this.openMs = opts.openMs ?? 1_000;
    this.now = opts.now ?? Date.now;
  }

  get state(): BreakerState {
    return this.current;
  }

  async run<T>(op: () => Promise<T>): Promise<T> {
    const probe = this.admit();
    try {
      const result = await op();
      this.succeeded();
      return result;
    } catch (err) {
      this.failed(err);
      throw err;
    } finally {
      if (probe) this.probing = false;
    }
  }

  /** Opens the breaker now (the connection was lost: no need to wait for failures to find out). */
  trip(err?: unknown): void {
    this.failures = this.threshold;
    this.open(err);
  }

  /** Makes the next call a probe without waiting for `openMs` (the connection is back). */
  probeNow(): void {
    if (this.current === 'open') this.openedAt = this.now() - this.openMs;
  }

  /** Records a success found outside `run` (a health check's round trip). */
  succeeded(): void {
    this.failures = 0;
    if (this.current !== 'closed') this.set('closed');
  }

  /** Records a failure found outside `run`. */
  failed(err: unknown): void {
    this.failures += 1;
    if (this.current === 'half-open' || this.failures >= this.threshold) this.open(err);
  }

  // Answers whether this call is the probe; throws when the breaker refuses it.
  private admit(): boolean {
    if (this.current === 'closed') return false;
    if (this.current === 'open' && this.now() - this.openedAt >= this.openMs) this.set('half-open');
    if (this.current === 'half-open' && !this.probing) {
      this.probing = true;
      return true;
    }
    throw new CircuitOpenError(this.opts.what);
  }

  private open(err?: unknown) {
    this.openedAt = this.now();
    if (this.current !== 'open') this.set('open', err);
  }

  private set(state: BreakerState, err?: unknown) {
    this.current = state;
    this.opts.onChange?.(state, err);
  }
}
