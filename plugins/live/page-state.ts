// What the server tells the browser side about a live article page (page data
// `plugins.live`).
export interface LivePageState {
  /** The live article's content id: the channel the page subscribes to. */
  contentId: string;
  /** The channel's counter when the page was rendered: the socket sends what came after. */
  since: number;
  /** The socket endpoint's path on this site. */
  socketPath: string;
  /** The items call without its `/{start}/web` tail. */
  itemsPath: string;
  pageSize: number;
  /** The page shows only the newest pageSize items; there are earlier ones. */
  hasEarlier: boolean;
  ended: boolean;
  maxRetries: number;
  retryDelayMs: number;
  pollIntervalMs: number;
  maxPollIntervalMs: number;
}
