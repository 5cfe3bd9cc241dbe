import type { ReceivedMail } from "../../../server/testing/smtp-test-server.ts";

/** How many copies of each message the mail server received, by the id in its Message-ID. */
export function copiesById(received: readonly ReceivedMail[]): Map<string, number> {
  const copies = new Map<string, number>();
  for (const mail of received) {
    const id = /^Message-ID:\s*<([^@>]+)@/im.exec(mail.raw)?.[1];
    if (id) copies.set(id, (copies.get(id) ?? 0) + 1);
  }
  return copies;
}

export interface DeliveryCheck {
  stored: number;
  delivered: number;
  /** Stored messages the mail server never got. */
  missing: number;
  /** Extra copies of a message already received. */
  duplicates: number;
  /** Answers 202 whose message is not in the database. */
  acceptedNotStored: number;
}

export function checkDeliveries(
  acceptedIds: readonly string[],
  storedIds: ReadonlySet<string>,
  copies: ReadonlyMap<string, number>,
): DeliveryCheck {
  let missing = 0;
  let duplicates = 0;
  for (const id of storedIds) {
    const count = copies.get(id) ?? 0;
    if (count === 0) missing++;
    else duplicates += count - 1;
  }
  return {
    stored: storedIds.size,
    delivered: [...storedIds].filter((id) => copies.has(id)).length,
    missing,
    duplicates,
    acceptedNotStored: acceptedIds.filter((id) => !storedIds.has(id)).length,
  };
}
