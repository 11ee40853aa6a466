// config/images.yaml: where image URLs point, how they are signed, where the embedded
// service finds originals, and the named size presets (spec 000 §9, spec 001 §7).
import { statSync } from 'node:fs';
import path from 'node:path';
import { type Static, Type } from '@sinclair/typebox';
import { type ConfigFinding, ConfigError, loadYamlConfig, type YamlSource } from '../config/load-yaml.ts';
import { keptSecret, projectState, type StateFiles } from '../state-files.ts';

const Strict = { additionalProperties: false } as const;

/** Environment variable that overrides `signingKey`, so no real key lives in the repo. */
export const IMAGE_KEY_ENV = 'NEUTRON_IMAGE_KEY';

/** Where production keeps the key it generated on first start, when the environment
 *  gives none (relative to the project root; `data/` is never committed). */
export const GENERATED_IMAGE_KEY_FILE = 'data/secrets/image-signing-key';

/** Where the embedded image service is mounted; the default single base path. */
export const EMBEDDED_IMAGE_PREFIX = '/a/img';

/** How an image fills a preset's box (the service's `fit` values). */
export const IMAGE_FITS = ['crop', 'cover', 'bounds'] as const;
export type ImageFit = (typeof IMAGE_FITS)[number];

export const ImagePresetSchema = Type.Object(
  {
    width: Type.Integer({ minimum: 1, maximum: 4096 }),
    height: Type.Integer({ minimum: 1, maximum: 4096 }),
    fit: Type.Union(IMAGE_FITS.map((fit) => Type.Literal(fit))),
  },
  Strict,
);
export type ImagePreset = Static<typeof ImagePresetSchema>;

/**
 * A base path: an origin with an optional path (`https://images.example.com/a/img`), or a
 * path served by this app (`/a/img`). Never protocol-relative (`//host`).
 */
export const BASE_PATH_PATTERN = '^(https?://[A-Za-z0-9.-]+(:[0-9]{1,5})?)?(/[A-Za-z0-9._~-]+)+$|^https?://[A-Za-z0-9.-]+(:[0-9]{1,5})?$';

export const ImageConfigSchema = Type.Object(
  {
    /** Hosts (or local path prefixes) image URLs are spread over (spec 001 §7). */
    basePaths: Type.Array(
      Type.String({
        pattern: BASE_PATH_PATTERN,
        errorMessage: "must be a path starting with '/' or an http(s) URL, without a closing '/' (/a/img or https://images.example.com/a/img)",
      }),
      { minItems: 1 },
    ),
    /** HMAC-SHA1 secret for resize URLs; NEUTRON_IMAGE_KEY overrides it. */
    signingKey: Type.String({ minLength: 16 }),
    /** Folder of original images the embedded service serves (relative to the project root). */
    root: Type.String({ minLength: 1 }),
    /** Convert jpg, jpeg and png to webp where the browser accepts it (spec 001 §7). */
    autoWebp: Type.Boolean({ default: true }),
    /** Largest width or height the embedded service will produce. */
    maxDimension: Type.Integer({ minimum: 16, maximum: 8192, default: 4096 }),
    /** Named sizes (spec 000 §9). */
    presets: Type.Record(Type.String({ pattern: '^[a-z][a-z0-9_]*$' }), ImagePresetSchema, { ...Strict, keyMessage: "a preset name is lower-case letters, digits and '_', starting with a letter (square_56)" }),
  },
  Strict,
);
export type ImageConfigFile = Static<typeof ImageConfigSchema>;

/** The loaded config: the key after the environment override, the root as an absolute path. */
export interface ImageConfig extends ImageConfigFile {
  root: string;
  /** Where the signing key came from: the committed file is for development and tests only. */
  signingKeySource: 'environment' | 'generated' | 'stored' | 'config file';
}

export interface LoadImageConfigOptions {
  /** Project root: `root` and the reported file name are relative to it. */
  root?: string;
  env?: Record<string, string | undefined>;
  /** In production the committed key is never used (anyone could forge resize URLs). */
  environment?: 'production' | 'development' | 'test';
  /** Where a generated key is kept: the project's data/ unless a check gives a scratch state. */
  state?: StateFiles;
}

/** Production's key without NEUTRON_IMAGE_KEY: generated once, then read back, so every
 *  node process of the machine signs alike. */
function generatedKey(state: StateFiles): { key: string; source: 'generated' | 'stored' } {
  try {
    const { secret, generated } = keptSecret(state.file(GENERATED_IMAGE_KEY_FILE));
    return { key: secret, source: generated ? 'generated' : 'stored' };
  } catch (error) {
    throw new ConfigError([
      { file: GENERATED_IMAGE_KEY_FILE, line: 1, col: 1, message: `cannot keep the generated image signing key (${(error as Error).message}); set ${IMAGE_KEY_ENV}`, severity: 'error' },
    ]);
  }
}

/** What is wrong with `root` as the originals folder; undefined when nothing is. A folder
 *  that is not there would pass unnoticed and answer 404 for every image. */
function rootProblem(projectRoot: string, root: string): string | undefined {
  const stats = statSync(path.resolve(projectRoot, root), { throwIfNoEntry: false });
  if (stats === undefined) return `root: folder ${root} not found`;
  return stats.isDirectory() ? undefined : `root: ${root} is a file, not a folder`;
}

/** Presets larger than the service makes: every image of one would answer 400. */
function oversizedPresets(config: ImageConfigFile, source: YamlSource): ConfigFinding[] {
  return Object.entries(config.presets).flatMap(([name, preset]) =>
    (['width', 'height'] as const)
      .filter((side) => preset[side] > config.maxDimension)
      .map((side) => source.finding(['presets', name, side], `presets.${name}.${side}: ${preset[side]} is more than maxDimension ${config.maxDimension}: the image service would refuse every image of this preset`)),
  );
}

/** Loads and validates config/images.yaml; throws ConfigError with `file:line:col: message`. */
export function loadImageConfig(file: string, options: LoadImageConfigOptions = {}): ImageConfig {
  const projectRoot = options.root ?? process.cwd();
  const { value, source } = loadYamlConfig(file, ImageConfigSchema, { root: projectRoot });
  const envKey = (options.env ?? process.env)[IMAGE_KEY_ENV];
  const problems: ConfigFinding[] = [];
  if (envKey !== undefined && envKey.length < 16) {
    // An environment override has no line of a file: the finding names the variable.
    problems.push({ file: IMAGE_KEY_ENV, line: 1, col: 1, message: `${IMAGE_KEY_ENV} must be at least 16 characters (it has ${envKey.length})`, severity: 'error' });
  }
  const missingRoot = rootProblem(projectRoot, value.root);
  if (missingRoot !== undefined) problems.push(source.finding(['root'], missingRoot));
  problems.push(...oversizedPresets(value, source));
  if (problems.length > 0) throw new ConfigError(problems);
  const signing =
    envKey !== undefined
      ? { key: envKey, source: 'environment' as const }
      : options.environment === 'production'
        ? generatedKey(options.state ?? projectState(projectRoot, options.environment))
        : { key: value.signingKey, source: 'config file' as const };
  return {
    ...value,
    signingKey: signing.key,
    signingKeySource: signing.source,
    root: path.resolve(projectRoot, value.root),
  };
}
