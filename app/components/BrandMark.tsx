const SHIELD_URL = `${import.meta.env.BASE_URL}icons/shield.svg`;

/** The RIP shield. Decorative: the app name is always written next to it. */
export function BrandMark({ size }: { size: number }) {
  return <img src={SHIELD_URL} alt="" width={size} height={size} style={{ display: 'block' }} />;
}
