// The part of oidc-provider's API this plugin uses (the package ships no types).
declare module 'oidc-provider' {
  import type { IncomingMessage, ServerResponse } from 'node:http';

  export interface KoaContextWithOIDC {
    oidc: {
      client?: { clientId: string };
      session?: { accountId?: string; grantIdFor(clientId: string): string | undefined };
      provider: Provider;
    };
    body: unknown;
    type: string;
    response: { readonly headers: Record<string, number | string | string[] | undefined> };
    set(name: string, value: string): void;
  }

  export interface Account {
    accountId: string;
    claims(): Promise<Record<string, unknown>>;
  }

  export interface Configuration {
    adapter?: unknown;
    clients?: Record<string, unknown>[];
    jwks?: { keys: unknown[] };
    cookies?: { keys: string[]; long?: Record<string, unknown>; short?: Record<string, unknown> };
    claims?: Record<string, string[]>;
    scopes?: string[];
    ttl?: Record<string, number>;
    pkce?: { required: () => boolean };
    features?: Record<string, Record<string, unknown>>;
    interactions?: { url(ctx: KoaContextWithOIDC, interaction: { uid: string }): string };
    clientBasedCORS?(ctx: KoaContextWithOIDC, origin: string, client: unknown): boolean;
    findAccount(ctx: KoaContextWithOIDC, sub: string): Promise<Account | undefined>;
    loadExistingGrant?(ctx: KoaContextWithOIDC): Promise<Grant | undefined>;
    renderError?(ctx: KoaContextWithOIDC, out: { error: string; error_description?: string }, error: Error): Promise<void>;
  }

  export interface Grant {
    addOIDCScope(scope: string): void;
    save(): Promise<string>;
  }

  export interface InteractionDetails {
    uid: string;
    prompt: { name: string; reasons: string[]; details: Record<string, unknown> };
    params: Record<string, unknown>;
    session?: { accountId: string };
    grantId?: string;
  }

  export interface AccessToken {
    accountId: string;
    clientId: string;
    scope?: string;
    isExpired: boolean;
  }

  export default class Provider {
    constructor(issuer: string, configuration: Configuration);
    proxy: boolean;
    readonly issuer: string;
    Grant: {
      new (input: { clientId: string; accountId: string }): Grant;
      find(id: string): Promise<Grant | undefined>;
    };
    AccessToken: { find(token: string): Promise<AccessToken | undefined> };
    callback(): (request: IncomingMessage, response: ServerResponse) => void;
    interactionDetails(request: IncomingMessage, response: ServerResponse): Promise<InteractionDetails>;
    interactionResult(request: IncomingMessage, response: ServerResponse, result: Record<string, unknown>, options?: { mergeWithLastSubmission?: boolean }): Promise<string>;
    on(event: string, listener: (...args: unknown[]) => void): void;
    /** Koa middleware that runs before the provider's routes. */
    use(middleware: (ctx: KoaContextWithOIDC, next: () => Promise<void>) => Promise<void>): this;
  }
}
