// In-process fan-out: which sockets hold which channels, and one serialised message sent
// to every socket of a channel.
import type { LiveItem, ServerMessage } from '../item.ts';

/** What the hub needs of a socket (ws's WebSocket has it). */
export interface HubSocket {
  readonly readyState: number;
  send(data: string | Buffer, options?: { binary?: boolean }): void;
}

const OPEN = 1;

export class LiveHub<S extends HubSocket = HubSocket> {
  private readonly byChannel = new Map<string, Set<S>>();
  private readonly bySocket = new Map<S, readonly string[]>();

  /** The socket's channels become `channels` (set_channels replaces the list). */
  subscribe(socket: S, channels: readonly string[]): void {
    this.unsubscribe(socket);
    this.bySocket.set(socket, channels);
    for (const channel of channels) {
      let sockets = this.byChannel.get(channel);
      if (!sockets) this.byChannel.set(channel, (sockets = new Set()));
      sockets.add(socket);
    }
  }

  unsubscribe(socket: S): void {
    for (const channel of this.bySocket.get(socket) ?? []) {
      const sockets = this.byChannel.get(channel);
      sockets?.delete(socket);
      if (sockets?.size === 0) this.byChannel.delete(channel);
    }
    this.bySocket.delete(socket);
  }

  /** Sends the items to every open socket of the channel; answers how many got them. */
  deliver(channel: string, items: readonly LiveItem[]): number {
    const sockets = this.byChannel.get(channel);
    if (!sockets || items.length === 0) return 0;
    // Encoded once: every socket sends the same bytes as a text frame.
    const message = Buffer.from(JSON.stringify({ type: 'items', channel, items } satisfies ServerMessage));
    let sent = 0;
    for (const socket of sockets) {
      if (socket.readyState !== OPEN) continue;
      socket.send(message, { binary: false });
      sent += 1;
    }
    return sent;
  }

  get socketCount(): number {
    return this.bySocket.size;
  }
}
