// What the CLI says about an error it did not expect: one line a site engineer can act
// on. The stack is for whoever asks for it (`neutron --verbose`, NEUTRON_ENV=development).

/** `TypeError: Cannot read properties of undefined (reading 'tap')`; a coded error adds
 *  its code (`FastifyError [FST_ERR_DUPLICATED_ROUTE]: …`), a plain Error is its message. */
export function errorSummary(error: unknown): string {
  if (!(error instanceof Error)) return String(error).split('\n')[0] ?? '';
  const message = error.message.split('\n')[0] ?? '';
  const code = (error as { code?: unknown }).code;
  if (typeof code === 'string' && code !== '') return `${error.name} [${code}]: ${message}`;
  return error.name === 'Error' ? message : `${error.name}: ${message}`;
}

/** The error's stack, when it has one. */
export function errorStack(error: unknown): string | undefined {
  return error instanceof Error && typeof error.stack === 'string' ? error.stack : undefined;
}
