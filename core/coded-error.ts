// Coded errors for isomorphic modules (routing, image URLs) that also run in the
// browser. Same shape as @fastify/error (`code`, `statusCode`, '%s' message template),
// which the server-only modules use, without its dependency on node:util.
export interface CodedError extends Error {
  readonly code: string;
  readonly statusCode: number;
}

export type CodedErrorClass<A extends string[]> = new (...args: A) => CodedError;

export function createCodedError<A extends string[]>(code: string, template: string, statusCode = 500): CodedErrorClass<A> {
  return class extends Error implements CodedError {
    readonly code = code;
    readonly statusCode = statusCode;
    constructor(...args: A) {
      let index = 0;
      super(template.replace(/%s/g, () => args[index++] ?? ''));
      this.name = 'NeutronError';
    }
  };
}

/** An error of the core's own, coded `NEUTRON_ERR_…` (these and @fastify/error's alike):
 *  at boot, a config the core cannot run on rather than a bug to crash on. */
export function isCodedError(error: unknown): error is CodedError {
  const code = (error as { code?: unknown } | null)?.code;
  return error instanceof Error && typeof code === 'string' && code.startsWith('NEUTRON_ERR_');
}
