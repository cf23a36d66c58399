import type { FastifyInstance } from 'fastify';
/** One message of an event stream, as a browser's EventSource would see it. */
export interface StreamMessage {
  id?: string;
  event: string;
  data: unknown;
}

/**
 * A real HTTP event-stream client for tests (the server must listen): reads messages as they
 * arrive, so a test can wait for the next one with a time limit.
 */
export class EventStreamClient {
  readonly messages: StreamMessage[] = [];
  status = 0;
  private buffer = '';
  private waiters: (() => void)[] = [];
  private controller = new AbortController();
  ended = false;

  static async open(url: string, headers: Record<string, string>): Promise<EventStreamClient> {
    const client = new EventStreamClient();
    const response = await fetch(url, {
      headers: { accept: 'text/event-stream', ...headers },
      signal: client.controller.signal,
    });
    client.status = response.status;
    if (response.body) void client.read(response.body);
    return client;
  }

  private async read(body: ReadableStream<Uint8Array>) {
    const decoder = new TextDecoder();
    try {
      for await (const chunk of body) {
        this.buffer += decoder.decode(chunk, { stream: true });
        let end: number;
        while ((end = this.buffer.indexOf('\n\n')) >= 0) {
          this.take(this.buffer.slice(0, end));
          this.buffer = this.buffer.slice(end + 2);
        }
      }
    } catch {
      // Closed by the test.
    }
    this.ended = true;
    this.wake();
  }

  private take(block: string) {
    const fields = new Map<string, string>();
    for (const line of block.split('\n')) {
      if (line.startsWith(':')) continue;
      const colon = line.indexOf(':');
      if (colon < 0) continue;
      fields.set(line.slice(0, colon), line.slice(colon + 1).trimStart());
    }
    if (!fields.has('data')) return;
    this.messages.push({
      id: fields.get('id'),
      event: fields.get('event') ?? 'message',
      data: JSON.parse(fields.get('data')!),
    });
    this.wake();
  }

  private wake() {
    for (const waiter of this.waiters.splice(0)) waiter();
  }

  /** Waits until a message matches (or the stream ends, or the time is up: then it throws). */
  async next(match: (message: StreamMessage) => boolean, timeoutMs = 5000): Promise<StreamMessage> {
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      const found = this.messages.find(match);
      if (found) return found;
      if (this.ended)
        throw new Error(`the stream ended without the message; got ${JSON.stringify(this.messages)}`);
      const left = deadline - Date.now();
      if (left <= 0)
        throw new Error(`no such message in ${timeoutMs} ms; got ${JSON.stringify(this.messages)}`);
      await new Promise<void>((resolve) => {
        const timer = setTimeout(resolve, left);
        this.waiters.push(() => {
          clearTimeout(timer);
          resolve();
        });
      });
    }
  }

  /** Resolves when the server ends the stream. */
  async closedByServer(timeoutMs = 5000): Promise<void> {
    const deadline = Date.now() + timeoutMs;
    while (!this.ended) {
      if (Date.now() > deadline) throw new Error('the stream is still open');
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
  }

  close() {
    this.controller.abort();
  }
}

/**
 * A signed-in user's live stream on a test app (listening on a free port first if it is not),
 * open and past its first message; `opened` keeps it for the file to close after its tests.
 */
export async function openUserStream(
  app: FastifyInstance,
  headers: Record<string, string>,
  opened: EventStreamClient[],
): Promise<EventStreamClient> {
  if (!app.server.listening) await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  if (!address || typeof address === 'string') throw new Error('not listening');
  const stream = await EventStreamClient.open(
    `http://127.0.0.1:${address.port}/api/Transpoter/events`,
    headers,
  );
  opened.push(stream);
  await stream.next((message) => message.event === 'unread');
  return stream;
}
