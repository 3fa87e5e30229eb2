import type { Locale } from '@casino/flows/rules';
import { bigint, customType, timestamp } from 'drizzle-orm/pg-core';

// The column kinds the schema files share. Each is a function of the column's name, as drizzle's own builders are.

/** Timestamps with time zone, as Date objects. */
export const at = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

/** Money in integer euro cents (bigint), never as binary floats. */
export const cents = (name: string) => bigint(name, { mode: 'number' });

/** Binary data (images, uploaded documents) as Buffers. */
export const bytea = customType<{ data: Buffer; driverData: Uint8Array }>({
  dataType: () => 'bytea',
  fromDriver: (value) => Buffer.from(value),
});

/** A text in some of the site's locales. */
export type LocalisedText = Partial<Record<Locale, string>>;
