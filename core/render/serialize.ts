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

type Replacer = (this: unknown, key: string, value: unknown) => unknown;

export function serializeForScript(value: unknown, replacer?: Replacer): string {
  return JSON.stringify(value, replacer).replace(UNSAFE, (char) => ESCAPES[char] ?? char);
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

/** JSON replacer that leaves out the html of StaticHtml objects. */
function dropStaticHtml(this: unknown, key: string, item: unknown): unknown {
  if (key === 'html' && typeof item === 'string' && typeof (this as Partial<StaticHtml>).staticHtml === 'string') return undefined;
  return item;
}

/** Page data for the hydration script: escaped, without the html of StaticHtml objects. */
export function serializePageData(value: unknown): string {
  return serializeForScript(value, dropStaticHtml);
}
