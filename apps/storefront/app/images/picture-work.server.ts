/**
 * What bounds the picture route's work: its misses (a fetch from the CMS and an encode with sharp,
 * 0.1–0.6 s of a core each) run a few at a time, and each client may cause only so many of them.
 */

/**
 * Two misses at a time, so sharp holds at most two of libuv's four threads and page requests keep
 * the rest (compression, files); 64 waiting, about ten seconds of work, enough for every picture of
 * a few pages opened at once on an empty cache.
 */
export const ENCODE_QUEUE = { running: 2, waiting: 64 } as const;

/** How long a browser refused by a full queue is asked to wait: about what the queue takes to drain. */
export const BUSY_RETRY_SECONDS = 5;

/**
 * Misses one client may cause (the storefront's per-client limiter, by its address): a page seen on
 * an empty cache asks for a few dozen, so 600 in ten minutes is many pages' worth, while one client
 * cannot keep the queue full for longer than a burst.
 */
export const MISS_LIMIT = { name: "image-misses", max: 600, windowMs: 10 * 60 * 1000 } as const;

/** The queue had no room: the caller answers 503 with Retry-After. */
export class QueueFull extends Error {
  constructor() {
    super("The picture queue is full.");
  }
}

/**
 * At most `running` jobs at once and `waiting` queued; a job beyond that is refused before it starts.
 * Written here: p-limit is in the tree only under ESLint, and these lines spare the storefront a new dependency.
 */
export function workQueue({ running, waiting }: { running: number; waiting: number }) {
  let active = 0;
  const queued: (() => void)[] = [];
  // A finished job hands its place straight to the next one waiting, so none can slip in between.
  const release = () => {
    const waiter = queued.shift();
    if (waiter) waiter();
    else active -= 1;
  };
  return async function run<T>(job: () => Promise<T>): Promise<T> {
    if (active >= running) {
      if (queued.length >= waiting) throw new QueueFull();
      await new Promise<void>((resolve) => queued.push(resolve));
    } else active += 1;
    try {
      return await job();
    } finally {
      release();
    }
  };
}
