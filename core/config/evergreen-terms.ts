// The evergreen terms of config/routes.yaml (spec 000 §2.3): each phrase maps to one fixed
// page. A phrase listed twice, whatever its case, would map to two.
import type { RoutesConfig } from './types.ts';
import type { ConfigFinding, YamlSource } from './load-yaml.ts';

/** An error at each term listed again, naming the line that first maps it. */
export function evergreenTermFindings(evergreen: RoutesConfig['evergreen'], source: YamlSource): ConfigFinding[] {
  const findings: ConfigFinding[] = [];
  const first = new Map<string, { index: number; term: string; path: string }>();
  evergreen.forEach(({ term, path }, index) => {
    const phrase = term.trim().toLowerCase();
    const earlier = first.get(phrase);
    if (!earlier) {
      first.set(phrase, { index, term, path });
      return;
    }
    const [line] = source.locate(['evergreen', earlier.index, 'term']);
    const named = earlier.term === term ? 'it' : `'${earlier.term}'`;
    findings.push(source.finding(['evergreen', index, 'term'], `evergreen term '${term}' is listed twice; line ${line} already maps ${named} to ${earlier.path}`));
  });
  return findings;
}
