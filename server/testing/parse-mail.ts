/** A received message, decoded just enough for tests to read headers and both bodies. */
export interface ParsedMail {
  /** Raw (unfolded, undecoded) header lines as `name: value`, in order. */
  headerLines: string[];
  /** A header's decoded value (RFC 2047 encoded words turned back into text). */
  header(name: string): string | undefined;
  text: string;
  html: string;
}

function decodeWords(value: string): string {
  return value
    .replace(/(=\?[^?]+\?[BQbq]\?[^?]*\?=)\s+(?==\?)/g, "$1")
    .replace(
      /=\?([^?]+)\?([BQbq])\?([^?]*)\?=/g,
      (_whole, _charset, encoding: string, data: string) =>
        encoding.toUpperCase() === "B"
          ? Buffer.from(data, "base64").toString("utf8")
          : decodeQuotedPrintable(data.replace(/_/g, " ")),
    );
}

function decodeQuotedPrintable(text: string): string {
  const joined = text.replace(/=\r?\n/g, "");
  const bytes: number[] = [];
  for (let i = 0; i < joined.length; i++) {
    const hex = joined.slice(i + 1, i + 3);
    if (joined[i] === "=" && /^[0-9A-F]{2}$/i.test(hex)) {
      bytes.push(Number.parseInt(hex, 16));
      i += 2;
    } else {
      bytes.push(...Buffer.from(joined[i] ?? "", "utf8"));
    }
  }
  return Buffer.from(bytes).toString("utf8");
}

function splitHeaders(raw: string): { lines: string[]; body: string } {
  const end = raw.indexOf("\r\n\r\n");
  const head = end < 0 ? raw : raw.slice(0, end);
  const body = end < 0 ? "" : raw.slice(end + 4);
  return { lines: head.replace(/\r\n[ \t]+/g, " ").split("\r\n"), body };
}

function headerValue(lines: string[], name: string): string | undefined {
  const prefix = `${name.toLowerCase()}:`;
  const line = lines.find((l) => l.toLowerCase().startsWith(prefix));
  return line?.slice(prefix.length).trim();
}

function decodeBody(lines: string[], body: string): string {
  const encoding = headerValue(lines, "Content-Transfer-Encoding")?.toLowerCase();
  if (encoding === "base64")
    return Buffer.from(body.replace(/\s+/g, ""), "base64").toString("utf8");
  if (encoding === "quoted-printable") return decodeQuotedPrintable(body);
  return body;
}

export function parseMail(raw: string): ParsedMail {
  const { lines, body } = splitHeaders(raw);
  const parts: Record<string, string> = {};
  const boundary = /boundary="?([^";]+)"?/i.exec(headerValue(lines, "Content-Type") ?? "")?.[1];
  if (boundary) {
    for (const chunk of body.split(`--${boundary}`).slice(1)) {
      if (chunk.startsWith("--")) break;
      const part = splitHeaders(chunk.replace(/^\r\n/, ""));
      const type = headerValue(part.lines, "Content-Type")?.split(";")[0]?.trim() ?? "";
      parts[type] = decodeBody(part.lines, part.body.replace(/\r\n$/, ""));
    }
  } else {
    parts["text/plain"] = decodeBody(lines, body);
  }
  return {
    headerLines: lines,
    header: (name) => {
      const value = headerValue(lines, name);
      return value === undefined ? undefined : decodeWords(value);
    },
    text: parts["text/plain"] ?? "",
    html: parts["text/html"] ?? "",
  };
}
