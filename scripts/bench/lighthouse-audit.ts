import * as chromeLauncher from "chrome-launcher";
import lighthouse, { desktopConfig, type Flags, type RunnerResult } from "lighthouse";
import { browserExecutablePath, chromiumFlags, disableFeaturesSwitch } from "../chromium.ts";
import { median } from "./median.ts";

export const lighthousePresets = ["mobile", "desktop"] as const;
export type LighthousePreset = (typeof lighthousePresets)[number];

/** A Lighthouse run's scores, timings and transfer sizes (bytes as sent, brotli). */
export interface LighthouseFigures {
  performance: number;
  accessibility: number;
  bestPractices: number;
  seo: number;
  lcpMs: number;
  tbtMs: number;
  cls: number;
  jsBytes: number;
  imageBytes: number;
  totalBytes: number;
  /** Lighthouse's measure of the machine's speed (its `benchmarkIndex`): higher is faster. */
  benchmarkIndex: number;
}

function figuresOf(result: RunnerResult): LighthouseFigures {
  const { categories, audits, runtimeError } = result.lhr;
  if (runtimeError) throw new Error(runtimeError.message ?? runtimeError.code);
  const score = (id: string) => Math.round((categories[id]?.score ?? 0) * 100);
  const numeric = (id: string) => audits[id]?.numericValue ?? Number.NaN;
  const items = (
    audits["resource-summary"]?.details as {
      items?: { resourceType: string; transferSize: number }[];
    }
  )?.items;
  const bytes = (type: string) =>
    items?.find((item) => item.resourceType === type)?.transferSize ?? 0;
  return {
    performance: score("performance"),
    accessibility: score("accessibility"),
    bestPractices: score("best-practices"),
    seo: score("seo"),
    lcpMs: numeric("largest-contentful-paint"),
    tbtMs: numeric("total-blocking-time"),
    cls: numeric("cumulative-layout-shift"),
    jsBytes: bytes("script"),
    imageBytes: bytes("image"),
    totalBytes: bytes("total"),
    benchmarkIndex: result.lhr.environment.benchmarkIndex,
  };
}

function medians(runs: LighthouseFigures[]): LighthouseFigures {
  const pick = (key: keyof LighthouseFigures) => median(runs.map((run) => run[key]));
  return {
    performance: pick("performance"),
    accessibility: pick("accessibility"),
    bestPractices: pick("bestPractices"),
    seo: pick("seo"),
    lcpMs: pick("lcpMs"),
    tbtMs: pick("tbtMs"),
    cls: pick("cls"),
    jsBytes: pick("jsBytes"),
    imageBytes: pick("imageBytes"),
    totalBytes: pick("totalBytes"),
    benchmarkIndex: pick("benchmarkIndex"),
  };
}

export interface LighthouseAuditor {
  /** Median figures of `runs` Lighthouse runs of `url` with the preset's throttling. */
  audit(
    url: string,
    preset: LighthousePreset,
    runs: number,
    options: { blocked: readonly string[]; ignoreStatusCode: boolean },
  ): Promise<LighthouseFigures>;
  close(): void;
}

/**
 * Lighthouse 13 in one Chromium (Debian's, or CHROMIUM_PATH), mobile preset simulating a slow
 * 4G connection and a 4x slower processor, or the desktop preset. Now and then Chromium's trace
 * misses the navigation's start (NO_NAVSTART), a fault of the recording rather than of the
 * page: such a run is repeated.
 */
export async function startLighthouse(): Promise<LighthouseAuditor> {
  const chrome = await chromeLauncher.launch({
    chromePath: browserExecutablePath("benchmarks"),
    chromeFlags: [
      "--headless=new",
      ...chromiumFlags,
      disableFeaturesSwitch([...chromeLauncher.Launcher.defaultFlags(), ...chromiumFlags]),
    ],
  });
  const once = async (
    url: string,
    preset: LighthousePreset,
    blocked: readonly string[],
    ignoreStatusCode: boolean,
  ) => {
    for (let attempt = 1; ; attempt += 1) {
      const flags: Flags = {
        port: chrome.port,
        output: "json",
        logLevel: "error",
        blockedUrlPatterns: [...blocked],
        ignoreStatusCode,
      };
      const result = await lighthouse(url, flags, preset === "desktop" ? desktopConfig : undefined);
      if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
      if (result.lhr.runtimeError?.code !== "NO_NAVSTART" || attempt === 3) {
        return figuresOf(result);
      }
    }
  };
  return {
    audit: async (url, preset, runs, { blocked, ignoreStatusCode }) => {
      const results: LighthouseFigures[] = [];
      for (let run = 0; run < runs; run += 1) {
        results.push(await once(url, preset, blocked, ignoreStatusCode));
      }
      return medians(results);
    },
    close: () => chrome.kill(),
  };
}
