// `neutron route-for <content.json> [--replay] [--locale xx] [--json]`: the route a piece of
// content lives at (spec 000 §2.8). It always prints the path the rules give, with
// warnings when the route table would not serve that path (exit 1).
import { type ContentForRoute, routeForContent } from '../../core/routing/route-for-content.ts';
import { type Command, EXIT_FINDING, EXIT_OK, parseCommandArgs, quoteInput, readInputFile, UsageError } from '../../core/command.ts';
import { loadProjectForCommand } from './routes.ts';

const STRING_FIELDS = ['slug', 'typeName', 'section', 'type', 'reviewType', 'revType', 'site', 'id'] as const;

/** What is wrong with the content object, or undefined when route choice can read it. */
function contentProblem(value: unknown): string | undefined {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return 'must hold a JSON object';
  const content = value as Record<string, unknown>;
  if (typeof content.slug !== 'string' || content.slug === '') return "needs a string 'slug'";
  for (const field of STRING_FIELDS) {
    if (content[field] !== undefined && typeof content[field] !== 'string') return `'${field}' must be a string`;
  }
  if (content.topics !== undefined) {
    if (!Array.isArray(content.topics)) return "'topics' must be a list of topic objects";
    for (const [index, topic] of content.topics.entries()) {
      if (typeof topic !== 'object' || topic === null || typeof (topic as { slug?: unknown }).slug !== 'string') return `'topics[${index}]' must be an object with a string 'slug'`;
      const parents = (topic as { topicPath?: unknown }).topicPath;
      if (parents !== undefined && (!Array.isArray(parents) || parents.some((parent) => typeof (parent as { slug?: unknown } | null)?.slug !== 'string'))) {
        return `'topics[${index}].topicPath' must be a list of objects with a string 'slug'`;
      }
    }
  }
  return undefined;
}

export const routeFor: Command = {
  name: ['route-for'],
  usage: 'route-for <content.json> [--replay] [--locale xx] [--json]',
  json: true,
  summary: 'show the route name, params and path chosen for a content JSON file',
  async run(args, io) {
    const { values, positionals } = parseCommandArgs(
      args,
      { json: { type: 'boolean' }, replay: { type: 'boolean' }, locale: { type: 'string' } },
      { min: 1, max: 1 },
    );
    const file = positionals[0] as string;
    const text = await readInputFile(io, file);
    let content: unknown;
    try {
      content = JSON.parse(text);
    } catch (error) {
      // The parser quotes the file's text, line breaks and all: one line, escaped and cut.
      throw new UsageError(`${file} is not valid JSON: ${quoteInput((error as Error).message, 120)}`);
    }
    const problem = contentProblem(content);
    if (problem) throw new UsageError(`${file} ${problem}`);
    const project = await loadProjectForCommand(io, values.json === true);
    if (typeof project === 'number') return project;
    const { router } = project;
    const locale = values.locale;
    const locales = new Set([...project.brands.values()].flatMap((brand) => brand.site.locales));
    if (locale !== undefined && !locales.has(locale)) {
      throw new UsageError(`unknown locale '${locale}' (the sites serve: ${[...locales].join(', ')})`);
    }
    const choice = routeForContent(content as ContentForRoute, {
      ...project.routeChoice,
      replay: values.replay === true,
      ...(locale !== undefined ? { locale } : {}),
    });
    const warnings: string[] = [];
    try {
      router.urlFor(choice.name, choice.params, locale !== undefined ? { locale } : {});
    } catch (error) {
      warnings.push((error as Error).message);
    }
    const found = router.match(choice.path);
    if (!found) warnings.push(`no route matches ${choice.path}`);
    else if (found.name !== choice.name) warnings.push(`${choice.path} matches route '${found.name}', not '${choice.name}'`);
    io.stdout(`${JSON.stringify({ ...choice, ...(warnings.length > 0 ? { warnings } : {}) }, null, 2)}\n`);
    return warnings.length > 0 ? EXIT_FINDING : EXIT_OK;
  },
};
