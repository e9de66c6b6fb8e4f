/** How the account was created: e-mail + password, or first sign-in through an identity provider. */
export const userProviders = ['email', 'google', 'oidc'] as const;
export type UserProvider = (typeof userProviders)[number];

/** An OpenID Connect identity: the issuer URL and the provider's stable subject id. */
export interface ExternalIdentity {
  issuer: string;
  subject: string;
}

export type UserState =
  | { status: 'none' }
  | {
      status: 'registered';
      id: string;
      email: string;
      displayName: string;
      /** null: created through an identity provider, no password sign-in. */
      passwordHash: string | null;
      provider: UserProvider;
      photoURL: string | null;
      identities: ExternalIdentity[];
    };

export interface EmailReservationState {
  /** The user holding the address, or null when free (never reserved or released). */
  reservedBy: string | null;
}

export interface IdentityReservationState {
  /** The user an identity (issuer + subject) signs in as, or null when free. */
  reservedBy: string | null;
}
