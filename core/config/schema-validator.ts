// One ajv instance for every TypeBox schema the app validates at a boundary (config
// files, content responses); each schema is compiled once.
import type { TSchema } from '@sinclair/typebox';
import { Ajv, type ValidateFunction } from 'ajv';

// `verbose` gives each error the schema it failed (`parentSchema`), whose `errorMessage`
// says in words what a pattern asks for (core/config/load-yaml.ts).
const ajv = new Ajv({ allErrors: true, useDefaults: true, strict: false, coerceTypes: false, verbose: true });
const compiled = new WeakMap<TSchema, ValidateFunction>();

export function validatorFor(schema: TSchema): ValidateFunction {
  let validate = compiled.get(schema);
  if (!validate) {
    validate = ajv.compile(schema);
    compiled.set(schema, validate);
  }
  return validate;
}
