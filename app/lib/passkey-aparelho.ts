/**
 * Whether this device holds a passkey (issue 43), by which the login screen offers the finger
 * first; alone and small, since the login screen reads it at its first load. The mark is the
 * passkey this device registered or last logged in with. Not session data: it outlives logout and
 * expiry, since it is what the next login on this phone offers; it names no person.
 */
export const CHAVE_PASSKEY = 'rip.passkey';

export const digitalNoAparelho = (): boolean =>
  'PublicKeyCredential' in window && localStorage.getItem(CHAVE_PASSKEY) !== null;
