/** What bounds the picture route's misses, and why these figures: docs/pictures.md, "Picture misses". */

/** Two at a time leave two of libuv's four threads to page requests; 64 waiting is about ten seconds. */
export const ENCODE_QUEUE = { running: 2, waiting: 64 } as const;

/** How long a browser refused by a full queue is asked to wait: about what the queue takes to drain. */
export const BUSY_RETRY_SECONDS = 5;

/** Many pages' worth (a page on an empty cache asks for a few dozen), but no more than a burst. */
export const MISS_LIMIT = { name: "image-misses", max: 600, windowMs: 10 * 60 * 1000 } as const;

/** The queue had no room: the caller answers 503 with Retry-After. */
export class QueueFull extends Error {
  constructor() {
    super("The picture queue is full.");
  }
}

/** Our own: p-limit is in the tree only under ESLint, and this spares the storefront a dependency. */
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
