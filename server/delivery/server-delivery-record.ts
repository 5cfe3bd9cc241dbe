import type { Mailer } from "./mailer.ts";

/** The part of the message store that keeps a named value. */
export interface SettingsStore {
  putSetting(key: string, value: string): void;
  readSetting(key: string): string | undefined;
}

const key = "server_mail_delivery";

/**
 * Records where the server's mail goes, at each start. A command run by hand on the server
 * often lacks the server's mail settings (they are readable by root only), and would otherwise
 * "deliver" a message as an .eml file that nobody reads and mark it sent.
 */
export function recordServerDelivery(store: SettingsStore, mailer: Mailer): void {
  store.putSetting(key, mailer.description);
}

/** Where the server's mail went when it last started, if a server ever ran on this data folder. */
export function serverDelivery(store: SettingsStore): string | undefined {
  return store.readSetting(key);
}
