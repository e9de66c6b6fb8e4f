import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import Provider from 'oidc-provider';

/** A person known to the test provider; the claims it releases for them. */
export interface TestAccount {
  email: string;
  email_verified: boolean;
  name?: string;
  /**
   * The e-mail claims the ID token carries; absent: none (they come from userinfo only, as
   * with oidc-provider's default conformIdTokenClaims). Lets a test give the two sources different answers.
   */
  idToken?: { email?: string; email_verified?: boolean };
}

/** What the (simulated) person does on the provider's pages for the next sign-in. */
export interface ProviderChoice {
  account: string;
  consent: 'grant' | 'deny';
}

export interface TestProvider {
  issuer: string;
  clientId: string;
  clientSecret: string;
  accounts: Map<string, TestAccount>;
  /** Registers the client with its redirect URI (the app's callback); call once the app listens. */
  start(redirectUri: string): void;
  choose(choice: ProviderChoice): void;
  close(): Promise<void>;
}

/**
 * A real OpenID Provider (node-oidc-provider) on an ephemeral port. Its login and consent pages
 * are replaced by a handler that logs in as `choice.account` and grants or denies consent, so a
 * test drives the whole authorization-code flow over HTTP like a browser.
 */
export const TEST_CLIENT_ID = 'life-test';
export const TEST_CLIENT_SECRET = 'life-test-secret-0123456789abcdef';

/** `port` 0 picks a free one; the browser tests use a fixed one the app's OIDC_ISSUER names. */
export async function startTestProvider(port = 0): Promise<TestProvider> {
  let handler: ((req: IncomingMessage, res: ServerResponse) => void) | undefined;
  const server = createServer((req, res) => {
    if (handler) handler(req, res);
    else res.writeHead(503).end();
  });
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  const issuer = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const clientId = TEST_CLIENT_ID;
  const clientSecret = TEST_CLIENT_SECRET;
  const accounts = new Map<string, TestAccount>();
  let choice: ProviderChoice = { account: 'alice', consent: 'grant' };

  return {
    issuer,
    clientId,
    clientSecret,
    accounts,
    start(redirectUri) {
      const provider = new Provider(issuer, {
        clients: [
          {
            client_id: clientId,
            client_secret: clientSecret,
            redirect_uris: [redirectUri],
            grant_types: ['authorization_code'],
            response_types: ['code'],
            token_endpoint_auth_method: 'client_secret_post',
          },
        ],
        claims: { openid: ['sub'], email: ['email', 'email_verified'], profile: ['name'] },
        // The ID token carries scope claims; claims() below decides which (see TestAccount.idToken).
        conformIdTokenClaims: false,
        // oidc-provider awaits both findAccount and claims(), so plain values do.
        findAccount(_ctx: unknown, sub: string) {
          const account = accounts.get(sub);
          if (!account) return undefined;
          const { idToken, ...userinfo } = account;
          return { accountId: sub, claims: (use: string) => (use === 'id_token' ? { sub, ...idToken } : { sub, ...userinfo }) };
        },
        features: { devInteractions: { enabled: false } },
        cookies: { keys: ['test-provider-cookie-key-0123456789'] },
        pkce: { required: () => true },
        ttl: { Interaction: 600, Session: 3600, Grant: 3600, AccessToken: 600, IdToken: 600, AuthorizationCode: 60 },
      });
      const providerCallback = provider.callback();
      handler = (req, res) => {
        if (!req.url?.startsWith('/interaction/')) return providerCallback(req, res);
        void interact(provider, choice, req, res).catch((error: unknown) => res.writeHead(500).end(String(error)));
      };
    },
    choose(next) {
      choice = next;
    },
    async close() {
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

async function interact(provider: Provider, choice: ProviderChoice, req: IncomingMessage, res: ServerResponse): Promise<void> {
  const details = await provider.interactionDetails(req, res);
  if (details.prompt.name === 'login') {
    return provider.interactionFinished(req, res, { login: { accountId: choice.account } }, { mergeWithLastSubmission: false });
  }
  if (choice.consent === 'deny') {
    return provider.interactionFinished(
      req,
      res,
      { error: 'access_denied', error_description: 'End-User denied consent' },
      { mergeWithLastSubmission: false },
    );
  }
  const grant = new provider.Grant({ accountId: details.session?.accountId ?? choice.account, clientId: details.params.client_id });
  grant.addOIDCScope('openid email profile');
  return provider.interactionFinished(req, res, { consent: { grantId: await grant.save() } }, { mergeWithLastSubmission: true });
}
