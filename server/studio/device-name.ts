// Checked in order: the first match names the browser or system. Edge and Opera say "Chrome"
// too, and Chrome says "Safari", so the more specific names come first.
const browsers: [RegExp, string][] = [
  [/Edg(e|A|iOS)?\//, "Edge"],
  [/OPR\/|Opera/, "Opera"],
  [/SamsungBrowser\//, "Samsung Internet"],
  [/Firefox\/|FxiOS\//, "Firefox"],
  [/Chrome\/|CriOS\/|Chromium\//, "Chrome"],
  [/Safari\//, "Safari"],
];

const systems: [RegExp, string][] = [
  [/iPhone/, "iPhone"],
  [/iPad/, "iPad"],
  [/Android/, "Android"],
  [/Windows/, "Windows"],
  [/CrOS/, "ChromeOS"],
  [/Mac OS X|Macintosh/, "macOS"],
  [/Linux/, "Linux"],
];

function first(userAgent: string, table: [RegExp, string][]): string | undefined {
  return table.find(([pattern]) => pattern.test(userAgent))?.[1];
}

/**
 * A short name for the device a session was started on ("Firefox on Android"), for the list of
 * signed-in devices. Only this is stored, not the whole User-Agent.
 */
export function deviceName(userAgent: string | undefined): string {
  const agent = userAgent ?? "";
  const browser = first(agent, browsers);
  const system = first(agent, systems);
  if (browser && system) return `${browser} on ${system}`;
  return browser ?? system ?? "Unknown browser";
}
