/**
 * Group commit for one kind of write: a write that arrives while the previous statement is still
 * in flight waits for it, and everything that waited goes out together as the next statement.
 * Alone, a write goes at once, as it would without the batcher; under load, one round trip and
 * one commit serve many requests.
 *
 * The statement is all or nothing: when it fails, every write of that batch answers `failed`
 * (the caller's "nothing was written, take the other path"), and the error is logged once.
 */
export interface WriteBatcherOptions<In, Out> {
  /** Writes a batch in one statement; answers one result per input, in order. */
  write: (inputs: In[]) => Promise<Out[]>;
  /** The answer of every write in a batch whose statement failed. */
  failed: Out;
  /** Two writes with the same key never share a batch (e.g. two writes of one row). */
  keyOf: (input: In) => string;
  /** The most writes one statement carries. */
  maxBatch: number;
  /** Told when a batch's statement fails. */
  onError?: (error: unknown, size: number) => void;
}

interface Waiting<In, Out> {
  input: In;
  resolve: (out: Out) => void;
}

export class WriteBatcher<In, Out> {
  readonly #options: WriteBatcherOptions<In, Out>;
  #waiting: Array<Waiting<In, Out>> = [];
  #flushing = false;

  constructor(options: WriteBatcherOptions<In, Out>) {
    this.#options = options;
  }

  submit(input: In): Promise<Out> {
    return new Promise<Out>((resolve) => {
      this.#waiting.push({ input, resolve });
      if (!this.#flushing) void this.#flush();
    });
  }

  /** The next batch: the oldest waiting writes, one per key, at most maxBatch. */
  #takeBatch(): Array<Waiting<In, Out>> {
    const keys = new Set<string>();
    const batch: Array<Waiting<In, Out>> = [];
    const later: Array<Waiting<In, Out>> = [];
    for (const waiting of this.#waiting) {
      const key = this.#options.keyOf(waiting.input);
      if (batch.length < this.#options.maxBatch && !keys.has(key)) {
        keys.add(key);
        batch.push(waiting);
      } else later.push(waiting);
    }
    this.#waiting = later;
    return batch;
  }

  async #flush(): Promise<void> {
    this.#flushing = true;
    try {
      while (this.#waiting.length > 0) {
        const batch = this.#takeBatch();
        let outs: Out[];
        try {
          outs = await this.#options.write(batch.map((waiting) => waiting.input));
          if (outs.length !== batch.length) throw new Error(`a batch of ${batch.length} answered ${outs.length}`);
        } catch (error) {
          this.#options.onError?.(error, batch.length);
          outs = batch.map(() => this.#options.failed);
        }
        batch.forEach((waiting, n) => waiting.resolve(outs[n]));
      }
    } finally {
      this.#flushing = false;
    }
  }
}
