// Page data serialised for hydration. The JSON sits in a <script type="application/json">
// element, so every character that could end the element or start markup is escaped:
// no content string can close the script (`</script>`, `<!--`).
const UNSAFE = /[<>&\u2028\u2029]/g;
const ESCAPES: Record<string, string> = {
  '<': '\\u003c',
  '>': '\\u003e',
  '&': '\\u0026',
  '\u2028': '\\u2028',
  '\u2029': '\\u2029',
};

export function serializeForScript(value: unknown): string {
  return JSON.stringify(value).replace(UNSAFE, (char) => ESCAPES[char] ?? char);
}

/**
 * Marks HTML that is rendered into the document once and read back from the DOM on
 * hydration (the article body), so it is not shipped a second time inside page data.
 */
export interface StaticHtml {
  staticHtml: string;
  html?: string;
}

export function staticHtml(key: string, html: string): StaticHtml {
  return { staticHtml: key, html };
}

/** A copy of `value` without the html of StaticHtml objects (for the hydration script). */
export function withoutStaticHtml<T>(value: T): T {
  return JSON.parse(
    JSON.stringify(value, function replacer(this: Record<string, unknown>, key, item) {
      if (key === 'html' && typeof item === 'string' && typeof this.staticHtml === 'string') return undefined;
      return item;
    }),
  ) as T;
}
