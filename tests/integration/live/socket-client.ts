// A test reader on the live socket: every message it got, the next one of a type, and the
// close code.
import WebSocket from 'ws';

export interface SocketClient {
  socket: WebSocket;
  messages: { type: string; [key: string]: unknown }[];
  closed: Promise<number>;
  next(type: string): Promise<Record<string, unknown>>;
}

/** Opens a socket at `url` (ws://…) and answers once it is open; an HTTP answer instead of
 *  the upgrade (403, 404) rejects with its status. */
export function connectSocket(url: string, options: WebSocket.ClientOptions): Promise<SocketClient> {
  const socket = new WebSocket(url, options);
  const messages: SocketClient['messages'] = [];
  const waiters: { type: string; resolve: (message: Record<string, unknown>) => void }[] = [];
  socket.on('message', (data) => {
    const message = JSON.parse(String(data)) as SocketClient['messages'][number];
    messages.push(message);
    for (const waiter of waiters.filter((entry) => entry.type === message.type)) {
      waiters.splice(waiters.indexOf(waiter), 1);
      waiter.resolve(message);
    }
  });
  const closed = new Promise<number>((resolve) => socket.on('close', (code) => resolve(code)));
  return new Promise((resolve, reject) => {
    socket.on('open', () =>
      resolve({
        socket,
        messages,
        closed,
        next: (type) => {
          const seen = messages.find((message) => message.type === type);
          return seen ? Promise.resolve(seen) : new Promise((done) => waiters.push({ type, resolve: done }));
        },
      }),
    );
    socket.on('unexpected-response', (_request, response) => reject(new Error(`HTTP ${response.statusCode}`)));
    socket.on('error', reject);
  });
}
