/** Where a setup address stands, as the setup screen shows it. */
export type SetupState = { kind: "valid"; token: string } | { kind: "refused"; message: string };

/** The sentence for an address without its token (opened from a link that lost it). */
export const missingTokenMessage =
  "This address has no setup code after its “#”. Copy the whole address from the server's log, or from studio-setup-address.txt in its data folder.";
