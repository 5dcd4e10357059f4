import { createHash } from 'node:crypto';

/** Namespace of the name-based ids below; changing it would change every seeded id. */
const ID_NAMESPACE = Buffer.from('6e10f937e12047ff862765377cd31461', 'hex');

/**
 * A name-based UUID (RFC 9562 version 5), so seeded rows have the same id on every database
 * and code or tests can refer to them without a lookup.
 */
export function seededId(name: string): string {
  const hash = createHash('sha1').update(ID_NAMESPACE).update(name, 'utf8').digest().subarray(0, 16);
  hash.writeUInt8((hash.readUInt8(6) & 0x0f) | 0x50, 6);
  hash.writeUInt8((hash.readUInt8(8) & 0x3f) | 0x80, 8);
  const hex = hash.toString('hex');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

/** Fixed ids of the seeded permissions. */
