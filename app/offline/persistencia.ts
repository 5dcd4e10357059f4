/**
 * What the device keeps (the outbox with the photos and videos not yet sent, the device's key,
 * drafts) is by default storage the browser may clear under pressure, and a phone full of video is
 * exactly that; Safari also clears it after seven days without use. Asked to keep it for good once
 * a user is in: Chrome grants it to an installed app without asking the user, Safari to one on the
 * home screen. Where it is refused nothing changes, and it is asked again at the next login.
 */
export async function pedirPersistencia(): Promise<boolean> {
  const storage = typeof navigator === 'undefined' ? undefined : navigator.storage;
  if (!storage?.persist) return false;
  try {
    return (await storage.persisted()) || (await storage.persist());
  } catch {
    return false;
  }
}
