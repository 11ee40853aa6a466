// Page data serialised for hydration. The JSON sits in a <script type="application/json">
// element, so every character that could end the element or start markup is escaped:
// no content string can close the script (`</script>`, `<!--`).
//
// Plain JSON.stringify, then one pass per character: a replacer function (or a replace
// callback) would call back into JavaScript for every key, which cost about half the
// serialisation of an article's page data.
const ESCAPES = [
  ['<', '\\u003c'],
  ['>', '\\u003e'],
  ['&', '\\u0026'],
  ['\u2028', '\\u2028'],
  ['\u2029', '\\u2029'],
] as const;

export function serializeForScript(value: unknown): string {
  let text = JSON.stringify(value);
  for (const [char, escaped] of ESCAPES) if (text.includes(char)) text = text.replaceAll(char, escaped);
  return text;
}

/**
 * The rendered body of an article or listing page (`props.body`): its HTML is rendered
 * into the document once and read back from the DOM on hydration, so it is not shipped a
 * second time inside page data.
 */
export interface StaticHtml {
  staticHtml: string;
  html?: string;
}

function isStaticHtml(value: unknown): value is StaticHtml {
  return typeof value === 'object' && value !== null && typeof (value as Partial<StaticHtml>).staticHtml === 'string';
}

/** Page data for the hydration script: escaped, without the html of a static body. */
export function serializePageData(page: { props?: Record<string, unknown> }): string {
  const body = page.props?.body;
  if (!isStaticHtml(body) || body.html === undefined) return serializeForScript(page);
  const { html: _inTheDocument, ...kept } = body;
  return serializeForScript({ ...page, props: { ...page.props, body: kept } });
}
