// The request's headers and cookies as a page's context sees them, with every name read
// written down (present or not): what the context and the middleware made of a request
// depends on those values alone, so another request with the same values would be made
// the same (early-hits.ts).

/** The names of the headers and cookies read, each list in the order first read. */
export interface ReadNames {
  headers: readonly string[];
  cookies: readonly string[];
}

type Fields = Record<string, unknown>;

function watched<T extends Fields>(target: T, names: Set<string>, onWhole: () => void): T {
  return new Proxy(target, {
    get(object, name, receiver) {
      if (typeof name === 'string') names.add(name);
      return Reflect.get(object, name, receiver);
    },
    has(object, name) {
      if (typeof name === 'string') names.add(name);
      return Reflect.has(object, name);
    },
    // Listing or copying them reads them all.
    ownKeys(object) {
      onWhole();
      return Reflect.ownKeys(object);
    },
  });
}

export class RequestReads<H extends Fields, C extends Fields> {
  readonly headers: H;
  readonly cookies: C;
  private readonly headerNames = new Set<string>();
  private readonly cookieNames = new Set<string>();
  private whole = false;

  constructor(headers: H, cookies: C) {
    const onWhole = () => {
      this.whole = true;
    };
    this.headers = watched(headers, this.headerNames, onWhole);
    this.cookies = watched(cookies, this.cookieNames, onWhole);
  }

  /** The cookies read so far, in the order first read (from `from` on); undefined once the
   *  headers or the cookies were read whole. */
  cookiesRead(from = 0): readonly string[] | undefined {
    return this.whole ? undefined : [...this.cookieNames].slice(from);
  }

  /** How many cookies were read so far; undefined once they were read whole. */
  cookieCount(): number | undefined {
    return this.whole ? undefined : this.cookieNames.size;
  }

  /** The names read so far; undefined once the headers or the cookies were read whole. */
  names(): ReadNames | undefined {
    return this.whole ? undefined : { headers: [...this.headerNames], cookies: [...this.cookieNames] };
  }
}
