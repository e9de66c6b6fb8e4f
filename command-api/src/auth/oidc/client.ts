import * as oidc from 'openid-client';
import { GOOGLE_ISSUER, type OidcConfig } from '../../config';

export const CALLBACK_PATH = '/api/auth/oidc/callback';

export interface OidcClient {
  configuration: oidc.Configuration;
  /** Whether `prompt=select_account` (always show the account picker) may be sent. */
  selectAccount: boolean;
  provider: 'google' | 'oidc';
}

/**
 * Discovery (issuer metadata, keys) once per process, on first use: startup never waits on the
 * provider. A failed discovery is not cached, so the next sign-in tries again.
 */
export function oidcClientLoader(config: OidcConfig): () => Promise<OidcClient> {
  let pending: Promise<OidcClient> | undefined;
  return () => {
    pending ??= discover(config).catch((error: unknown) => {
      pending = undefined;
      throw error;
    });
    return pending;
  };
}

async function discover(config: OidcConfig): Promise<OidcClient> {
  const issuer = new URL(config.issuer);
  // config.ts only lets plain http through for a provider on this machine (tests, development).
  const insecure = issuer.protocol === 'http:';
  const configuration = await oidc.discovery(
    issuer,
    config.clientId,
    { redirect_uris: [callbackUrl(config)], response_types: ['code'] },
    oidc.ClientSecretPost(config.clientSecret),
    { ...(insecure ? { execute: [oidc.allowInsecureRequests] } : {}), timeout: 30 },
  );
  const isGoogle = config.issuer === GOOGLE_ISSUER;
  const prompts = configuration.serverMetadata().prompt_values_supported;
  return {
    configuration,
    // Google's account picker; other issuers only when their discovery document lists it.
    selectAccount: isGoogle || (Array.isArray(prompts) && prompts.includes('select_account')),
    provider: isGoogle ? 'google' : 'oidc',
  };
}

export function callbackUrl(config: OidcConfig): string {
  return `${config.redirectBase}${CALLBACK_PATH}`;
}
