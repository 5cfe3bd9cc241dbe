/** What a picture that could not load says, in its grey box. */
export const failedText = "Failed to load image";

/** The grey box a picture gives way to, and its words' style: one look for React and island. */
export const standInClass = "flex items-center justify-center bg-line";
export const standInTextClass = "px-3 text-center text-sm text-muted";
