import { runContactLoad } from "./bench/server/contact-load.ts";

const r = await runContactLoad({
  origin: "http://127.0.0.1:4430",
  concurrency: 1,
  seconds: 5,
  keyPrefix: `p${Date.now()}`,
});
console.log(r.acceptedPerSecond.toFixed(0), r.p50Ms.toFixed(2), r.p99Ms.toFixed(2), r.statuses);
