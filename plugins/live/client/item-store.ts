// The live item store of spec 001 §3–§4: items per channel, sorted by sequence (0 when
// missing), newest first. An item first received without a status is new; viewing all new
// items of a channel makes them viewed; marking a channel existing makes every item
// existing; viewable items are those not new. A received item with a known id replaces it
// but keeps the old status; a received item flagged deleted removes the one it names.

export type ItemStatus = 'new' | 'viewed' | 'existing';

export interface StoreItem {
  id: string;
  sequence?: number;
  deleted?: boolean;
  status?: ItemStatus;
}

export type WithStatus<T> = T & { status: ItemStatus };

const bySequenceNewestFirst = (a: StoreItem, b: StoreItem) => (b.sequence ?? 0) - (a.sequence ?? 0);

export class LiveItemStore<T extends StoreItem> {
  private readonly channels = new Map<string, WithStatus<T>[]>();
  private readonly listeners = new Set<(channel: string) => void>();

  /** Every item of the channel, newest first. */
  items(channel: string): readonly WithStatus<T>[] {
    return this.channels.get(channel) ?? [];
  }

  /** Items the reader may see: those not new. */
  viewable(channel: string): WithStatus<T>[] {
    return this.items(channel).filter((item) => item.status !== 'new');
  }

  newItems(channel: string): WithStatus<T>[] {
    return this.items(channel).filter((item) => item.status === 'new');
  }

  /** The highest sequence of the channel (0 when it has none). */
  lastSequence(channel: string): number {
    return this.items(channel).reduce((highest, item) => Math.max(highest, item.sequence ?? 0), 0);
  }

  receive(channel: string, received: readonly T[]): void {
    const items = [...this.items(channel)];
    for (const item of received) {
      const index = items.findIndex((known) => known.id === item.id);
      if (item.deleted) {
        if (index !== -1) items.splice(index, 1);
        continue;
      }
      if (index !== -1) items[index] = { ...item, status: items[index]!.status };
      else items.push({ ...item, status: item.status ?? 'new' });
    }
    this.channels.set(channel, items.sort(bySequenceNewestFirst));
    this.changed(channel);
  }

  /** The reader has seen the new items: they become viewed. */
  viewAll(channel: string): void {
    this.setStatus(channel, (item) => (item.status === 'new' ? 'viewed' : item.status));
  }

  markExisting(channel: string): void {
    this.setStatus(channel, () => 'existing');
  }

  subscribe(listener: (channel: string) => void): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  private setStatus(channel: string, next: (item: WithStatus<T>) => ItemStatus): void {
    this.channels.set(channel, this.items(channel).map((item) => ({ ...item, status: next(item) })));
    this.changed(channel);
  }

  private changed(channel: string): void {
    for (const listener of this.listeners) listener(channel);
  }
}
