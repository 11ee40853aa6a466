// The part of negotiator 1 the server uses (its DefinitelyTyped types describe 0.6, whose
// `encodings` takes no preference order).
declare module 'negotiator' {
  interface Headers {
    [name: string]: string | string[] | undefined;
  }

  export default class Negotiator {
    constructor(request: { headers: Headers });
    /** The acceptable ones of `available`, best first by q-value, then by `preferred`'s order. */
    encodings(available?: readonly string[], options?: { preferred?: readonly string[] }): string[];
  }
}
