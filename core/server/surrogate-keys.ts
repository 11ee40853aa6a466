// The Surrogate-Key header: the content ids a response was made from, space-separated, so
// a CDN purges every response holding an id by that key (as POST /_neutron/purge drops the
// node's own kept pages holding it).

/** Surrogate-Key header values are bounded (CDNs take a few kilobytes). */
const MAX_SURROGATE_KEY_LENGTH = 8 * 1024;
/** What a key may hold: the characters of content ids, never a space or a control. */
const KEY = /^[\w.:-]+$/;

/** The header for `ids`, in their order, each once, up to the bound; '' for none. */
export function surrogateKeyOf(ids: Iterable<string>): string {
  let header = '';
  const seen = new Set<string>();
  for (const id of ids) {
    if (!KEY.test(id) || seen.has(id)) continue;
    if (header.length + id.length + 1 > MAX_SURROGATE_KEY_LENGTH) break;
    seen.add(id);
    header = header ? `${header} ${id}` : id;
  }
  return header;
}
