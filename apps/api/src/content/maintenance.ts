import type { Locale } from '@casino/flows/rules';
import type { Database } from '../db/database.ts';
import { findSiteStatus, upsertSiteStatus } from './repository.ts';

/** A message per locale; en is the fallback and always present. */
export type LocaleMessages = Partial<Record<Locale, string>> & { en: string };

export interface MaintenanceStatus {
  maintenance: LocaleMessages | null;
  serviceDisruption: LocaleMessages | null;
}

/** The status as stored, read from the database on every call so a change applies at once, without a restart. */
export async function readMaintenanceStatus(db: Database): Promise<MaintenanceStatus> {
  const row = await findSiteStatus(db);
  return { maintenance: row?.maintenance ?? null, serviceDisruption: row?.serviceDisruption ?? null };
}

/** Switches maintenance or the service-disruption notice on (with its messages) or off (null). */
export async function setSiteStatus(
  db: Database,
  which: keyof MaintenanceStatus,
  messages: LocaleMessages | null,
): Promise<MaintenanceStatus> {
  const column = which === 'maintenance' ? { maintenance: messages } : { serviceDisruption: messages };
  await upsertSiteStatus(db, column);
  return readMaintenanceStatus(db);
}
