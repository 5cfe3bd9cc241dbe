/** A small seeded generator, so a failing input can be produced again from its seed. */
function seededRandom(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export interface FuzzInput {
  kind: string;
  request: Buffer;
}

const validBody = JSON.stringify({
  name: "Ada",
  email: "ada@example.com",
  subject: "Prints",
  message: "Hello",
  website: "",
  elapsedMs: 8200,
});

function post(
  body: Buffer | string,
  headers: Record<string, string> = {},
  path = "/api/contact",
): Buffer {
  const bytes = typeof body === "string" ? Buffer.from(body, "utf8") : body;
  const head = [
    `POST ${path} HTTP/1.1`,
    "Host: 127.0.0.1",
    "Connection: close",
    "Content-Type: application/json",
    `Content-Length: ${bytes.length}`,
    ...Object.entries(headers).map(([name, value]) => `${name}: ${value}`),
    "",
    "",
  ].join("\r\n");
  return Buffer.concat([Buffer.from(head, "latin1"), bytes]);
}

function get(path: string, extraHead = "", method = "GET"): Buffer {
  return Buffer.from(
    `${method} ${path} HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: close\r\n${extraHead}\r\n`,
    "latin1",
  );
}

function randomBytes(random: () => number, length: number): Buffer {
  const bytes = Buffer.alloc(length);
  for (let i = 0; i < length; i++) bytes[i] = Math.floor(random() * 256);
  return bytes;
}

function randomPath(random: () => number): string {
  const alphabet = "abc./%2e%2f%5c..//\\~?#&=;:@!$'()*+,[]{}|^`\"<> \t\u00e9\u0000\u007f";
  const length = 1 + Math.floor(random() * 40);
  let path = "/";
  for (let i = 0; i < length; i++) path += alphabet[Math.floor(random() * alphabet.length)];
  return path;
}

/** Paths that try to reach files outside the build (sent byte for byte, never normalised). */
const traversalPaths = [
  "/..%2f..%2fetc/passwd",
  "/..%2f..%2f..%2f..%2f..%2fetc%2fpasswd",
  "/%2e%2e/%2e%2e/etc/passwd",
  "/%2e%2e%2f%2e%2e%2fpackage.json",
  "/assets/../../package.json",
  "/img/../../../package.json",
  "/../../../etc/passwd",
  "/../package.json",
  "/..\\..\\package.json",
  "/%2e%2e%5c%2e%2e%5cpackage.json",
  "/img/..%252f..%252fpackage.json",
  "/assets/%2e%2e/%2e%2e/package.json",
  "/assets/..%c0%af..%c0%afpackage.json",
  "//etc/passwd",
  "/%2f%2fetc/passwd",
  "/etc/passwd%00.html",
  "/index.html%00/../../package.json",
  "/../site-routing.json",
  "/%2e%2e/site-routing.json",
  "/../server/main.ts",
  "/.git/config",
  "/.env",
  "/%2egit/config",
  "/assets/..;/..;/package.json",
  "http://127.0.0.1/../../package.json",
];

/**
 * The bounded set of hostile requests: `randomCount` of each random kind plus fixed cases.
 * Everything is built up front, so a run tries exactly this many inputs.
 */
export function fuzzInputs(seed: number, randomCount: number): FuzzInput[] {
  const random = seededRandom(seed);
  const inputs: FuzzInput[] = [];
  const add = (kind: string, request: Buffer) => inputs.push({ kind, request });

  for (let i = 0; i < randomCount; i++) {
    add("api: random bytes body", post(randomBytes(random, 1 + Math.floor(random() * 2048))));
  }
  for (let cut = 0; cut < validBody.length; cut++) {
    add("api: truncated JSON body", post(validBody.slice(0, cut)));
  }
  const invalidUtf8 = [
    Buffer.from([0xc3, 0x28]),
    Buffer.from([0xe2, 0x82]),
    Buffer.from([0xed, 0xa0, 0x80]),
    Buffer.from([0xff, 0xfe, 0xfd]),
    Buffer.from([0xf4, 0x90, 0x80, 0x80]),
  ];
  for (const bad of invalidUtf8) {
    for (const field of ["name", "email", "subject", "message"]) {
      const [before, after] = validBody.split(`"${field}":"`);
      add(
        "api: invalid UTF-8 in a field",
        post(Buffer.concat([Buffer.from(`${before}"${field}":"`), bad, Buffer.from(after ?? "")])),
      );
    }
    add(
      "api: invalid UTF-8 in a key",
      post(Buffer.concat([Buffer.from('{"'), bad, Buffer.from('":1}')])),
    );
  }
  for (const depth of [100, 1000, 10_000, 16_000]) {
    add("api: deep JSON", post(`${"[".repeat(depth)}${"]".repeat(depth)}`));
    add("api: deep JSON", post(`${'{"a":'.repeat(depth / 5)}1${"}".repeat(depth / 5)}`));
  }
  for (const size of [31 * 1024, 33 * 1024, 1024 * 1024, 8 * 1024 * 1024]) {
    add(
      "api: huge JSON",
      post(JSON.stringify({ ...JSON.parse(validBody), message: "x".repeat(size) })),
    );
  }
  add("api: huge JSON", post(`[${"1,".repeat(15_000)}1]`));
  add(
    "api: huge JSON",
    post(`{${Array.from({ length: 2000 }, (_, i) => `"k${i}":${i}`).join(",")}}`),
  );
  const prototypePolluters = [
    `{"__proto__":{"name":"x","email":"a@b.c","message":"m","elapsedMs":9000,"website":""}}`,
    `{"__proto__":{"polluted":true},"name":"Ada","email":"ada@example.com","message":"Hi","website":"","elapsedMs":8200}`,
    `{"constructor":{"prototype":{"polluted":true}},"name":"Ada","email":"ada@example.com","message":"Hi","website":"","elapsedMs":8200}`,
    `{"name":{"__proto__":{"toString":1}},"email":"ada@example.com","message":"Hi","website":"","elapsedMs":8200}`,
    `{"name":"Ada","email":"ada@example.com","message":"Hi","website":"","elapsedMs":{"valueOf":1}}`,
    `{"name":"Ada","email":"ada@example.com","message":"Hi","website":"","elapsedMs":1e309}`,
    `{"name":"Ada","email":"ada@example.com","message":"Hi","website":"","elapsedMs":-1}`,
    `{"name":["Ada"],"email":"ada@example.com","message":"Hi","website":null,"elapsedMs":"8200"}`,
    `{"name":"Ada","name":"Bob","email":"ada@example.com","message":"Hi","website":"","elapsedMs":8200}`,
    "null",
    "[]",
    '"a string"',
    "123",
    "",
  ];
  for (const body of prototypePolluters) add("api: __proto__ and odd JSON", post(body));
  for (const key of ["", " ", "x".repeat(129), "x".repeat(10_000), "\u0001bad", "é"]) {
    add("api: bad Idempotency-Key", post(validBody, { "Idempotency-Key": key }));
  }
  for (const type of [
    "text/plain",
    "application/x-www-form-urlencoded",
    "multipart/form-data; boundary=x",
    "application/json; charset=utf-16",
  ]) {
    const request = post(validBody)
      .toString("latin1")
      .replace("Content-Type: application/json", `Content-Type: ${type}`);
    add("api: wrong content type", Buffer.from(request, "latin1"));
  }
  add("api: lying Content-Length", Buffer.concat([post(validBody).subarray(0, -10)]));
  add(
    "api: chunked with bad chunk size",
    Buffer.from(
      "POST /api/contact HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: close\r\nContent-Type: application/json\r\nTransfer-Encoding: chunked\r\n\r\nzz\r\n{}\r\n0\r\n\r\n",
      "latin1",
    ),
  );
  add(
    "api: both Content-Length and chunked",
    Buffer.from(
      `POST /api/contact HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: close\r\nContent-Type: application/json\r\nContent-Length: 4\r\nTransfer-Encoding: chunked\r\n\r\n2\r\n{}\r\n0\r\n\r\n`,
      "latin1",
    ),
  );

  for (const size of [8 * 1024, 17 * 1024, 64 * 1024, 1024 * 1024]) {
    add("headers: oversized header", get("/", `X-Big: ${"a".repeat(size)}\r\n`));
    add("headers: oversized header", post(validBody, { Cookie: "c=".padEnd(size, "b") }));
  }
  add(
    "headers: many headers",
    get("/", Array.from({ length: 3000 }, (_, i) => `X-H${i}: ${i}\r\n`).join("")),
  );
  for (const size of [8 * 1024, 17 * 1024, 100 * 1024, 1024 * 1024]) {
    add("url: oversized URL", get(`/${"a".repeat(size)}`));
    add("url: oversized URL", get(`/api/contact?${"q=1&".repeat(size / 4)}`));
  }
  for (const path of traversalPaths) {
    add("static: path traversal", get(path));
    add("static: path traversal", get(path, "", "HEAD"));
  }
  for (let i = 0; i < randomCount; i++) add("static: random path", get(randomPath(random)));
  for (let i = 0; i < randomCount / 4; i++) {
    add("static: random request bytes", randomBytes(random, 1 + Math.floor(random() * 512)));
  }
  for (const method of [
    "PUT",
    "DELETE",
    "PATCH",
    "OPTIONS",
    "TRACE",
    "CONNECT",
    "PROPFIND",
    "FOO",
  ]) {
    add("methods: odd method", get("/", "", method));
    add("methods: odd method", get("/api/contact", "", method));
  }
  return inputs;
}
