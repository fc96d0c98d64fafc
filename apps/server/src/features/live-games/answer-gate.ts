/*
 * Back-pressure on answer bursts (issue 23 item 7): at most `maxInFlight` answers of this process in
 * the database at once, up to `maxWaiting` waiting behind them; past that an answer is refused with
 * `server.liveBusy` (the player's page sends it again) instead of piling up unbounded.
 */
export class AnswerGate {
  private inFlight = 0;
  private readonly waiting: (() => void)[] = [];

  constructor(
    private readonly maxInFlight: number,
    private readonly maxWaiting: number,
  ) {}

  /** Runs `work` when a slot is free; false (work not run) when the waiting line is full. */
  async run<T>(work: () => Promise<T>): Promise<{ ran: true; value: T } | { ran: false }> {
    if (this.inFlight >= this.maxInFlight) {
      if (this.waiting.length >= this.maxWaiting) return { ran: false };
      await new Promise<void>((resolve) => this.waiting.push(resolve));
    } else {
      this.inFlight += 1;
    }
    try {
      return { ran: true, value: await work() };
    } finally {
      const next = this.waiting.shift();
      // The slot passes straight to the next in line; only when nobody waits is it freed.
      if (next) next();
      else this.inFlight -= 1;
    }
  }
}
