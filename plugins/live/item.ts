// A live item as the socket, the items call and the browser carry it (spec 001 §3):
// id, sequence (0 when missing), the deleted flag, and its body already rendered by the
// brand's body pipeline. `revision` is the channel's counter at the item's last change,
// so a client that knows revision N asks for what changed after N (edits and deletes too).
export interface LiveItem {
  id: string;
  sequence: number;
  revision: number;
  deleted?: boolean;
  headline?: string;
  /** The body as the body pipeline rendered it (sanitised HTML). */
  html: string;
  /** The body's plain text (structured data). */
  text?: string;
  author?: string;
  important: boolean;
  pinned: boolean;
  /** ISO 8601, UTC. */
  datePublished?: string;
  dateUpdated?: string;
}

/** Server-to-client messages of protocol version 1. */
export type ServerMessage =
  | { type: 'channels_set'; version: number; channels: string[] }
  | { type: 'items'; channel: string; items: readonly LiveItem[] };
