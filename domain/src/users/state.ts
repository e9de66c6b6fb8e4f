export type UserState =
  | { status: 'none' }
  | {
      status: 'registered';
      id: string;
      email: string;
      displayName: string;
      passwordHash: string;
      provider: 'email';
      photoURL: string | null;
    };

export interface EmailReservationState {
  /** The user holding the address, or null when free (never reserved or released). */
  reservedBy: string | null;
}
