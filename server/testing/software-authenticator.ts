import { createHash, generateKeyPairSync, type KeyObject, randomBytes, sign } from "node:crypto";
import type {
  AuthenticationResponseJSON,
  PublicKeyCredentialCreationOptionsJSON,
  PublicKeyCredentialRequestOptionsJSON,
  RegistrationResponseJSON,
} from "@simplewebauthn/server";
import { isoCBOR } from "@simplewebauthn/server/helpers";

function sha256(data: Uint8Array | string): Buffer {
  return createHash("sha256").update(data).digest();
}

function b64url(data: Uint8Array | string): string {
  return Buffer.from(data).toString("base64url");
}

function uint32(value: number): Buffer {
  const bytes = Buffer.alloc(4);
  bytes.writeUInt32BE(value);
  return bytes;
}

/** The client data a browser signs: what was asked, the challenge, and the page's origin. */
function clientDataOf(type: "webauthn.create" | "webauthn.get", challenge: string, origin: string) {
  return JSON.stringify({ type, challenge, origin, crossOrigin: false });
}

// Authenticator data flags: user present, user verified, attested credential data follows.
const userPresent = 0x01;
const userVerified = 0x04;
const attestedData = 0x40;

/**
 * A passkey authenticator in software, for in-process tests of the passkey routes: it makes an
 * ES256 key pair and answers registration and sign-in options as a browser with a platform
 * authenticator would, signing with its private key. The origin is the page's, as a browser
 * would put it in the client data.
 */
export class SoftwareAuthenticator {
  readonly credentialId = randomBytes(16);
  readonly #privateKey: KeyObject;
  readonly #publicKey: KeyObject;
  #counter = 0;
  #userHandle: string | undefined;

  constructor() {
    const { privateKey, publicKey } = generateKeyPairSync("ec", { namedCurve: "P-256" });
    this.#privateKey = privateKey;
    this.#publicKey = publicKey;
  }

  get id(): string {
    return b64url(this.credentialId);
  }

  register(
    options: PublicKeyCredentialCreationOptionsJSON,
    origin: string,
    rpId = options.rp.id ?? "",
  ): RegistrationResponseJSON {
    this.#userHandle = options.user.id;
    const jwk = this.#publicKey.export({ format: "jwk" });
    const coseKey = new Map<number, number | Uint8Array>([
      [1, 2],
      [3, -7],
      [-1, 1],
      [-2, Buffer.from(jwk.x ?? "", "base64url")],
      [-3, Buffer.from(jwk.y ?? "", "base64url")],
    ]);
    const idLength = Buffer.alloc(2);
    idLength.writeUInt16BE(this.credentialId.length);
    const authData = Buffer.concat([
      sha256(rpId),
      Buffer.from([userPresent | userVerified | attestedData]),
      uint32(this.#counter),
      Buffer.alloc(16),
      idLength,
      this.credentialId,
      isoCBOR.encode(coseKey),
    ]);
    const attestationObject = isoCBOR.encode(
      new Map<string, string | Uint8Array | Map<string, string>>([
        ["fmt", "none"],
        ["attStmt", new Map()],
        ["authData", authData],
      ]),
    );
    const clientData = clientDataOf("webauthn.create", options.challenge, origin);
    return this.#credential({
      clientDataJSON: b64url(clientData),
      attestationObject: b64url(attestationObject),
      transports: ["internal"],
    });
  }

  signIn(
    options: PublicKeyCredentialRequestOptionsJSON,
    origin: string,
    rpId = options.rpId ?? "",
  ): AuthenticationResponseJSON {
    this.#counter += 1;
    const authData = Buffer.concat([
      sha256(rpId),
      Buffer.from([userPresent | userVerified]),
      uint32(this.#counter),
    ]);
    const clientData = clientDataOf("webauthn.get", options.challenge, origin);
    const signature = sign(
      "sha256",
      Buffer.concat([authData, sha256(clientData)]),
      this.#privateKey,
    );
    return this.#credential({
      clientDataJSON: b64url(clientData),
      authenticatorData: b64url(authData),
      signature: b64url(signature),
      ...(this.#userHandle === undefined ? {} : { userHandle: this.#userHandle }),
    });
  }

  /** The credential as a browser sends it back, around the authenticator's answer. */
  #credential<Answer>(response: Answer) {
    return {
      id: this.id,
      rawId: this.id,
      type: "public-key" as const,
      authenticatorAttachment: "platform" as const,
      clientExtensionResults: {},
      response,
    };
  }
}
