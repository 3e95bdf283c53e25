export interface SseEvent {
  id: string | undefined;
  event: string | undefined;
  data: string;
}

/** A minimal Server-Sent Events reader over fetch, for tests. */
export async function openEventStream(url: string, headers: Record<string, string>) {
  const controller = new AbortController();
  const response = await fetch(url, {
    headers: { accept: 'text/event-stream', ...headers },
    signal: controller.signal,
  });
  const reader = response.body!.getReader();
  const decoder = new TextDecoder();
  const queue: SseEvent[] = [];
  const waiters: ((event: SseEvent) => void)[] = [];
  let buffer = '';
  let markEnded: () => void = () => {};
  const ended = new Promise<void>((resolve) => (markEnded = resolve));

  void (async () => {
    try {
      for (;;) {
        const { value, done } = await reader.read();
        if (done) {
          markEnded();
          return;
        }
        buffer += decoder.decode(value, { stream: true });
        let end: number;
        while ((end = buffer.indexOf('\n\n')) >= 0) {
          const block = buffer.slice(0, end);
          buffer = buffer.slice(end + 2);
          const event: SseEvent = { id: undefined, event: undefined, data: '' };
          let hasData = false;
          for (const line of block.split('\n')) {
            if (line.startsWith('id: ')) event.id = line.slice(4);
            else if (line.startsWith('event: ')) event.event = line.slice(7);
            else if (line.startsWith('data: ')) {
              event.data += line.slice(6);
              hasData = true;
            }
          }
          if (!hasData) continue; // comments, retry hints
          const waiter = waiters.shift();
          if (waiter) waiter(event);
          else queue.push(event);
        }
      }
    } catch {
      // aborted
    }
  })();

  return {
    status: response.status,
    contentType: response.headers.get('content-type'),
    contentEncoding: response.headers.get('content-encoding'),
    next(timeoutMs = 5000): Promise<SseEvent> {
      const queued = queue.shift();
      if (queued) return Promise.resolve(queued);
      return new Promise((resolve, reject) => {
        const timer = setTimeout(() => reject(new Error('no event within the time limit')), timeoutMs);
        waiters.push((event) => {
          clearTimeout(timer);
          resolve(event);
        });
      });
    },
    pending: () => queue.length,
    /** Resolves when the server ends the stream. */
    ended,
    close: () => controller.abort(),
  };
}
