/** A message ready to hand to a mail server: addresses, headers and both bodies. */
export interface OutgoingMail {
  /** The stored message's id, for file names and logs. */
  id: string;
  /** The Message-ID header: stable for a stored message, so a repeated delivery is recognisable. */
  messageId: string;
  date: Date;
  from: string;
  to: string;
  /** Whom a reply goes to: the visitor of a contact message; none for the site's own notices. */
  replyTo?: { name: string; address: string };
  subject: string;
  text: string;
  html: string;
}

/**
 * The outcome of one delivery attempt. A permanent failure (the mail server refused the message)
 * is not retried; anything else is.
 */
export type SendResult =
  | { ok: true; ref: string }
  | { ok: false; permanent: boolean; error: string };

/** Sends mail, and says what it did instead of throwing. */
export interface Mailer {
  /** Where mail goes, without credentials, for logs ("smtp://mail.example.com:587"). */
  readonly description: string;
  send(mail: OutgoingMail): Promise<SendResult>;
  close(): void;
}
