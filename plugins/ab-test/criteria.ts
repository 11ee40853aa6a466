// Criteria decide, per page, whether a test is eligible (spec 001 §3, §5). A test's
// `criteria` is a mapping of entries; every entry must match. An entry's key names its
// type unless it sets `type`:
//
//   criteria:
//     section: { values: [reviews] }
//     solar: { type: tracking, key: topicName, values: [solar] }
//     notGeo: { type: inverse, criteriaName: route, values: [geo-landing] }
//
// Built-in types: route, section, topic, brand, device, tracking, inverse. Other types
// come from plugins through `getAbTestHooks(hooks).criteria` (see hooks.ts).
import { CriteriaConfigError, InverseCriteriaNameError, TrackingCriteriaKeyError } from './errors.ts';

/** What criteria inspect about the current page. */
export interface CriteriaInput {
  brand: string;
  routeName: string;
  section: string | undefined;
  topic: string | undefined;
  device: string;
  /** Page tracking fields known before the page loads (pageType, siteSection, …). */
  tracking: Readonly<Record<string, string | readonly string[] | undefined>>;
}

export type CriterionConfig = Readonly<Record<string, unknown>>;

export interface Criterion {
  readonly type: string;
  matches(input: CriteriaInput): boolean;
}

/** Answers for a criteria type no built-in knows; undefined when nobody answers. */
export type ExternalCriteria = (type: string, config: CriterionConfig, input: CriteriaInput) => boolean | undefined;

export const BUILT_IN_CRITERIA = ['route', 'section', 'topic', 'brand', 'device', 'tracking', 'inverse'] as const;

function stringList(type: string, config: CriterionConfig, required: boolean): string[] | undefined {
  const values = config.values;
  if (values === undefined && !required) return undefined;
  if (!Array.isArray(values) || values.length === 0 || !values.every((value) => typeof value === 'string' && value !== '')) {
    throw new CriteriaConfigError(type, 'values must be a non-empty list of names');
  }
  return values.map((value: string) => value.toLowerCase());
}

function rejectUnknownKeys(type: string, config: CriterionConfig, allowed: readonly string[]): void {
  for (const key of Object.keys(config)) {
    if (key !== 'type' && !allowed.includes(key)) throw new CriteriaConfigError(type, `unknown key '${key}'`);
  }
}

function includesValue(values: readonly string[], actual: string | readonly string[] | undefined): boolean {
  if (actual === undefined) return false;
  const list = typeof actual === 'string' ? [actual] : actual;
  return list.some((item) => values.includes(item.toLowerCase()));
}

/** Matches one page field against a list of values (route name, section, …). */
export class FieldCriteria implements Criterion {
  readonly type: string;
  private readonly values: readonly string[];
  private readonly read: (input: CriteriaInput) => string | undefined;

  constructor(type: string, config: CriterionConfig, read: (input: CriteriaInput) => string | undefined, allowed?: readonly string[]) {
    rejectUnknownKeys(type, config, ['values']);
    const values = stringList(type, config, true) ?? [];
    const unknown = allowed ? values.filter((value) => !allowed.includes(value)) : [];
    if (unknown.length > 0) throw new CriteriaConfigError(type, `unknown value '${unknown[0]}' (allowed: ${allowed?.join(', ')})`);
    this.type = type;
    this.values = values;
    this.read = read;
  }

  matches(input: CriteriaInput): boolean {
    return includesValue(this.values, this.read(input));
  }
}

/** Matches a page tracking field: present (no values) or equal to one of the values. */
export class TrackingCriteria implements Criterion {
  readonly type = 'tracking';
  private readonly key: string;
  private readonly values: readonly string[] | undefined;

  constructor(config: CriterionConfig) {
    if (typeof config.key !== 'string' || config.key.trim() === '') throw new TrackingCriteriaKeyError();
    rejectUnknownKeys('Tracking', config, ['key', 'values']);
    this.key = config.key;
    this.values = stringList('Tracking', config, false);
  }

  matches(input: CriteriaInput): boolean {
    const actual = input.tracking[this.key];
    if (!this.values) return actual !== undefined && actual !== '' && !(Array.isArray(actual) && actual.length === 0);
    return includesValue(this.values, actual);
  }
}

/** Inverts the criterion named by criteriaName, built from the rest of its config. */
export class InverseCriteria implements Criterion {
  readonly type = 'inverse';
  private readonly inner: Criterion;

  constructor(config: CriterionConfig, external?: ExternalCriteria) {
    if (typeof config.criteriaName !== 'string' || config.criteriaName.trim() === '') throw new InverseCriteriaNameError();
    const { criteriaName, type: _type, ...rest } = config;
    if (criteriaName === 'inverse') throw new CriteriaConfigError('Inverse', 'criteriaName cannot be inverse');
    this.inner = createCriterion(criteriaName, rest, external);
  }

  matches(input: CriteriaInput): boolean {
    return !this.inner.matches(input);
  }
}

/** A type no built-in knows: asks the plugins; no answer means not eligible. */
class ExternalCriterion implements Criterion {
  readonly type: string;
  private readonly config: CriterionConfig;
  private readonly external: ExternalCriteria | undefined;

  constructor(type: string, config: CriterionConfig, external: ExternalCriteria | undefined) {
    this.type = type;
    this.config = config;
    this.external = external;
  }

  matches(input: CriteriaInput): boolean {
    return this.external?.(this.type, this.config, input) ?? false;
  }
}

export function isBuiltInCriteria(type: string): boolean {
  return (BUILT_IN_CRITERIA as readonly string[]).includes(type);
}

/** Builds one criterion; throws the spec's messages for a nameless inverse or tracking entry. */
export function createCriterion(type: string, config: CriterionConfig, external?: ExternalCriteria): Criterion {
  switch (type) {
    case 'route':
      return new FieldCriteria('Route', config, (input) => input.routeName);
    case 'section':
      return new FieldCriteria('Section', config, (input) => input.section);
    case 'topic':
      return new FieldCriteria('Topic', config, (input) => input.topic);
    case 'brand':
      return new FieldCriteria('Brand', config, (input) => input.brand, ['default', 'auto']);
    case 'device':
      return new FieldCriteria('Device', config, (input) => input.device, ['desktop', 'tablet', 'mobile']);
    case 'tracking':
      return new TrackingCriteria(config);
    case 'inverse':
      return new InverseCriteria(config, external);
    default:
      return new ExternalCriterion(type, config, external);
  }
}

/** The criterion type of one entry: its `type`, else its key. */
export function criterionType(key: string, config: CriterionConfig): string {
  return typeof config.type === 'string' && config.type !== '' ? config.type : key;
}

/** The type a criteria entry asks the plugins about when no built-in knows it (an
 *  inverse's named type), or undefined for a built-in one. */
export function pluginCriterionType(key: string, config: CriterionConfig): string | undefined {
  const type = criterionType(key, config);
  const inner = type === 'inverse' && typeof config.criteriaName === 'string' ? config.criteriaName : type;
  return isBuiltInCriteria(inner) ? undefined : inner;
}

/** Every entry of a test's criteria must match. */
export function criteriaMatch(criteria: readonly Criterion[], input: CriteriaInput): boolean {
  return criteria.every((criterion) => criterion.matches(input));
}
