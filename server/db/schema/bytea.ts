import { customType } from 'drizzle-orm/pg-core';

/** Raw bytes (hashes, signatures), read and written as a Buffer. */
export const bytea = customType<{ data: Buffer; driverData: Buffer }>({ dataType: () => 'bytea' });
