// The auth plugin's options with the schema's defaults applied, as a site file with
// `auth: true` gives them.
import { Value } from '@sinclair/typebox/value';
import { AuthOptions } from '../../../plugins/auth/options.ts';

export function authOptionsWithDefaults(options: Record<string, unknown> = {}): AuthOptions {
  return Value.Default(AuthOptions, structuredClone(options)) as AuthOptions;
}
