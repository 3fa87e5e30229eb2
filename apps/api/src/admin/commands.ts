import { LOCALES } from '@casino/flows/rules';
import type { Database } from '../db/database.ts';
import {
  readMaintenanceStatus,
  setSiteStatus,
  type LocaleMessages,
  type MaintenanceStatus,
} from '../content/maintenance.ts';
import { readOutbox } from '../mail/transport.ts';
import { parseSupportCommand, runSupportCommand, supportUsage, type SupportCommand } from './support-commands.ts';
import { parseWalletCommand, runWalletCommand, walletUsage, type WalletCommand } from './wallet-commands.ts';

/** An operator's command, as parsed from the command line and sent to a running server. */
export type AdminCommand =
  | { action: 'status' }
  | { action: 'set'; which: keyof MaintenanceStatus; messages: LocaleMessages | null }
  | { action: 'outbox'; to?: string }
  | WalletCommand
  | SupportCommand;

/** The messages used when the operator gives none. */
const defaultMessages: Record<keyof MaintenanceStatus, LocaleMessages> = {
  maintenance: {
    fi: 'Sivusto on huoltokatkolla. Palaamme pian.',
    en: 'The site is down for maintenance. We will be back soon.',
    et: 'Saidil on hooldustööd. Oleme varsti tagasi.',
  },
  serviceDisruption: {
    fi: 'Osassa palveluista on häiriöitä.',
    en: 'Some services are disrupted.',
    et: 'Mõnes teenuses on häireid.',
  },
};

export const adminUsage = `Usage: npm run admin -w @casino/api -- <command>
  status                                       print the maintenance and service-disruption status
  maintenance on [--message-fi T] [--message-en T] [--message-et T]
  maintenance off
  disruption on [--message-fi T] [--message-en T] [--message-et T]
  disruption off
  outbox [<e-mail or phone number>]            the latest 50 e-mails and SMS (activation codes and links)
${walletUsage}
${supportUsage}
Messages not given keep the default text of that locale.`;

/** Parses `maintenance on --message-fi ...`; throws the usage on anything else. */
export function parseAdminCommand(args: string[]): AdminCommand {
  const wallet = parseWalletCommand(args, adminUsage);
  if (wallet) return wallet;
  const support = parseSupportCommand(args, adminUsage);
  if (support) return support;
  const [subject, state, ...options] = args;
  if (subject === 'status' && state === undefined) return { action: 'status' };
  if (subject === 'outbox' && options.length === 0)
    return state ? { action: 'outbox', to: state } : { action: 'outbox' };
  const which = subject === 'maintenance' ? 'maintenance' : subject === 'disruption' ? 'serviceDisruption' : null;
  if (which === null || (state !== 'on' && state !== 'off')) throw new Error(adminUsage);
  if (state === 'off') {
    if (options.length > 0) throw new Error(adminUsage);
    return { action: 'set', which, messages: null };
  }
  const messages: LocaleMessages = { ...defaultMessages[which] };
  for (let index = 0; index < options.length; index += 2) {
    const locale = /^--message-(\w+)$/.exec(options[index] ?? '')?.[1];
    const text = options[index + 1]?.trim();
    if (!LOCALES.some((known) => known === locale) || !text) throw new Error(adminUsage);
    messages[locale as keyof LocaleMessages] = text;
  }
  return { action: 'set', which, messages };
}

/** Carries out a command on the database and answers the resulting status. */
export const runAdminCommand = (db: Database, command: AdminCommand): Promise<unknown> =>
  command.action === 'status'
    ? readMaintenanceStatus(db)
    : command.action === 'set'
      ? setSiteStatus(db, command.which, command.messages)
      : command.action === 'outbox'
        ? readOutbox(db, command.to)
        : command.action === 'supportList' || command.action === 'supportHandled'
          ? runSupportCommand(db, command)
          : runWalletCommand(db, command);
