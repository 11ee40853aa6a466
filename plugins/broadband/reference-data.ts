// The reference data the embedded geo and finance-rate services answer from, and the plans
// page and speed chart show (spec 001 §9): YAML files in one folder (examples/broadband by
// default), validated at load with `file:line:col` errors.
import path from 'node:path';
import { type Static, type TSchema, Type } from '@sinclair/typebox';
import { ConfigError, type ConfigFinding, readYaml, schemaFindings } from '../../core/index.ts';

const Strict = { additionalProperties: false } as const;
/** Keys of a keyed record, with what they are in words (`keyMessage`, said at a key of
 *  another form). */
interface KeyForm {
  pattern: string;
  message: string;
}
/** A record whose keys must be of their form (TypeBox leaves other keys allowed). */
const KeyedRecord = <V extends TSchema>(key: KeyForm, value: V) => Type.Record(Type.String({ pattern: key.pattern }), value, { ...Strict, keyMessage: key.message });
const STATE_CODE = '^[A-Z]{2}$';
const STATE_MESSAGE = 'must be a US state code of two capital letters (WA)';
const STATE_KEY: KeyForm = { pattern: STATE_CODE, message: `a state ${STATE_MESSAGE}` };
const StateCode = Type.String({ pattern: STATE_CODE, errorMessage: STATE_MESSAGE });
const LowerWords = (example: string) => Type.String({ pattern: '^[a-z-]+$', errorMessage: `must be lowercase letters and '-' (${example})` });
const Mbps = Type.Number({ exclusiveMinimum: 0, maximum: 100_000 });
const Name = Type.String({ minLength: 1, maxLength: 100 });
const Speeds = Type.Object({ download: Mbps, upload: Mbps }, Strict);

export const TECHNOLOGIES = ['fiber', 'cable', 'dsl', '5g', 'satellite'] as const;

const Plan = Type.Object(
  {
    name: Name,
    technology: Type.Union(TECHNOLOGIES.map((technology) => Type.Literal(technology))),
    download: Mbps,
    upload: Mbps,
    price: Type.Number({ exclusiveMinimum: 0, maximum: 10_000 }),
  },
  Strict,
);
const ProvidersFile = Type.Object(
  {
    providers: KeyedRecord(
      { pattern: '^[a-z0-9-]+$', message: "a provider's id must be lowercase letters, digits and '-' (t-mobile-5g)" },
      Type.Object(
        {
          name: Name,
          phone: Type.Object({ name: Name, dnis: Type.String({ pattern: '^[0-9]{10}$', errorMessage: 'must be a phone number of ten digits (8005551234)' }) }, Strict),
          plans: Type.Array(Plan, { minItems: 1 }),
        },
        Strict,
      ),
    ),
    reviewSlugs: Type.Record(Type.String({ minLength: 1 }), Type.String({ pattern: '^[a-z0-9-]+$', errorMessage: "must be a review's slug: lowercase letters, digits and '-' (xfinity)" })),
  },
  Strict,
);
const ZipcodesFile = Type.Object(
  {
    zipcodes: KeyedRecord(
      { pattern: '^[0-9]{5}$', message: 'a ZIP code must be five digits, quoted (\'90210\')' },
      Type.Object({ city: Name, state: StateCode, streets: Type.Array(Name, { minItems: 1 }), providers: Type.Array(Type.String(), { minItems: 1 }) }, Strict),
    ),
  },
  Strict,
);
const SpeedsFile = Type.Object(
  {
    us: Speeds,
    states: KeyedRecord(STATE_KEY, Speeds),
    metros: Type.Array(Type.Object({ city: Name, state: StateCode, download: Mbps, upload: Mbps }, Strict), { minItems: 1 }),
  },
  Strict,
);
const Apy = Type.Number({ minimum: 0, maximum: 25 });
const Money = Type.Number({ minimum: 0, maximum: 10_000_000 });
const States = Type.Optional(Type.Array(StateCode, { minItems: 1 }));
const RatesFile = Type.Object(
  {
    cds: Type.Array(Type.Object({ bank: Name, term: Type.Integer({ minimum: 1, maximum: 120 }), apy: Apy, minimum: Money, states: States }, Strict)),
    checking: Type.Array(
      Type.Object(
        { bank: Name, product: LowerWords('interest'), name: Name, apy: Apy, minimum: Money, monthlyFee: Money, states: States },
        Strict,
      ),
    ),
    savings: Type.Array(
      Type.Object({ bank: Name, account: LowerWords('high-yield'), name: Name, apy: Apy, minimum: Money, states: States }, Strict),
    ),
  },
  Strict,
);
const Solar = Type.Object({ sunHours: Type.Number({ exclusiveMinimum: 0, maximum: 12 }), centsPerKwh: Type.Number({ exclusiveMinimum: 0, maximum: 200 }) }, Strict);
const StatesFile = Type.Object(
  {
    zipPrefixes: Type.Array(Type.Object({ from: Type.Integer({ minimum: 0, maximum: 999 }), to: Type.Integer({ minimum: 0, maximum: 999 }), state: StateCode }, Strict)),
    solar: Type.Object({ us: Solar, states: KeyedRecord(STATE_KEY, Solar) }, Strict),
  },
  Strict,
);

export type Plan = Static<typeof Plan>;
export type Provider = Static<typeof ProvidersFile>['providers'][string] & { id: string };
export type ZipArea = Static<typeof ZipcodesFile>['zipcodes'][string] & { zipcode: string };
export type SpeedFigures = Static<typeof Speeds>;
export type Metro = Static<typeof SpeedsFile>['metros'][number];
export type Rates = Static<typeof RatesFile>;
export type SolarFigures = Static<typeof Solar>;

export interface ReferenceData {
  providers: ReadonlyMap<string, Provider>;
  /** Lowercased provider name → review slug (spec 001 §9). */
  reviewSlugs: Readonly<Record<string, string>>;
  zipcodes: ReadonlyMap<string, ZipArea>;
  us: SpeedFigures;
  states: Readonly<Record<string, SpeedFigures>>;
  metros: readonly Metro[];
  rates: Rates;
  zipPrefixes: Static<typeof StatesFile>['zipPrefixes'];
  solar: Static<typeof StatesFile>['solar'];
}

function load<S extends TSchema>(folder: string, root: string, name: string, schema: S, findings: ConfigFinding[]): Static<S> | undefined {
  const file = path.join(folder, name);
  const source = readYaml(file, path.relative(root, file) || file);
  const syntax = source.syntaxFindings();
  if (syntax.length > 0) {
    findings.push(...syntax);
    return undefined;
  }
  const invalid = schemaFindings(source, schema, source.data);
  findings.push(...invalid);
  return invalid.length === 0 ? (source.data as Static<S>) : undefined;
}

const FILES = { providers: 'providers.yaml', zipcodes: 'zipcodes.yaml', speeds: 'speeds.yaml', rates: 'rates.yaml', states: 'states.yaml' } as const;

/** The files of a reference-data folder: the plugin declares that its `referenceData`
 *  option names a folder holding them, so the core checks they are there. */
export const REFERENCE_DATA_FILES: readonly string[] = Object.values(FILES);

/** Reads and checks the reference data in `folder`; throws ConfigError with every finding. */
export function loadReferenceData(folder: string, root: string): ReferenceData {
  const findings: ConfigFinding[] = [];
  const providersFile = load(folder, root, FILES.providers, ProvidersFile, findings);
  const zipcodesFile = load(folder, root, FILES.zipcodes, ZipcodesFile, findings);
  const speedsFile = load(folder, root, FILES.speeds, SpeedsFile, findings);
  const ratesFile = load(folder, root, FILES.rates, RatesFile, findings);
  const statesFile = load(folder, root, FILES.states, StatesFile, findings);
  if (!providersFile || !zipcodesFile || !speedsFile || !ratesFile || !statesFile) throw new ConfigError(findings);
  const providers = new Map(Object.entries(providersFile.providers).map(([id, provider]) => [id, { ...provider, id }]));
  const zipcodesSource = readYaml(path.join(folder, FILES.zipcodes), path.relative(root, path.join(folder, FILES.zipcodes)));
  for (const [zipcode, area] of Object.entries(zipcodesFile.zipcodes)) {
    area.providers.forEach((id, index) => {
      if (!providers.has(id)) findings.push(zipcodesSource.finding(['zipcodes', zipcode, 'providers', index], `unknown provider '${id}' (not in providers.yaml)`));
    });
  }
  if (findings.length > 0) throw new ConfigError(findings);
  return {
    providers,
    reviewSlugs: providersFile.reviewSlugs,
    zipcodes: new Map(Object.entries(zipcodesFile.zipcodes).map(([zipcode, area]) => [zipcode, { ...area, zipcode }])),
    us: speedsFile.us,
    states: speedsFile.states,
    metros: speedsFile.metros,
    rates: ratesFile,
    zipPrefixes: statesFile.zipPrefixes,
    solar: statesFile.solar,
  };
}

/** The state a ZIP code lies in, by its three-digit prefix; undefined when none matches. */
export function stateOfZip(data: ReferenceData, zipcode: string): string | undefined {
  const known = data.zipcodes.get(zipcode);
  if (known) return known.state;
  const prefix = Number(zipcode.slice(0, 3));
  return data.zipPrefixes.find((range) => prefix >= range.from && prefix <= range.to)?.state;
}

/** A provider's key in the review slug map: its name lower-cased, without punctuation
 *  other than hyphens ('AT&T' → 'att', 'T-Mobile 5G' → 't-mobile 5g'). */
export function providerKey(name: string): string {
  return name.toLowerCase().replace(/[^a-z0-9 -]/g, '');
}

/** The review page slug of a provider, by its name (spec 001 §9 map). */
export function reviewSlugOf(data: ReferenceData, providerName: string): string | undefined {
  return data.reviewSlugs[providerKey(providerName)];
}
