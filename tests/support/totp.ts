import crypto from "node:crypto";

/**
 * RFC 6238 time-based codes (HMAC-SHA1, 30-second steps, 6 digits), written out here so the tests that
 * play the authenticator app owe nothing to the code they test.
 */
export function base32Decode(text: string) {
  const alphabet = "ABCDEFGHIJKLMNOPQRSTUVWXYZ234567";
  let bits = "";
  for (const char of text.replace(/[\s=]/g, "").toUpperCase()) {
    const value = alphabet.indexOf(char);
    if (value < 0) throw new Error(`not base32: ${char}`);
    bits += value.toString(2).padStart(5, "0");
  }
  return Buffer.from((bits.match(/.{8}/g) ?? []).map((b) => Number.parseInt(b, 2)));
}

/** The code an authenticator app shows for this key (the manual key, or the secret of an otpauth:// URI). */
export function totp(key: string, at = Date.now()) {
  const secret = key.startsWith("otpauth:") ? (new URL(key).searchParams.get("secret") ?? "") : key;
  const counter = Buffer.alloc(8);
  counter.writeBigUInt64BE(BigInt(Math.floor(at / 30_000)));
  const digest = crypto.createHmac("sha1", base32Decode(secret)).update(counter).digest();
  const offset = digest[digest.length - 1]! & 0x0f;
  const value = (digest.readUInt32BE(offset) & 0x7fffffff) % 1_000_000;
  return String(value).padStart(6, "0");
}

/** A code the app would not accept now: not the code of this step, nor of the steps either side. */
export function wrongCode(key: string) {
  const near = new Set([-30_000, 0, 30_000].map((d) => totp(key, Date.now() + d)));
  let n = 123_456;
  while (near.has(String(n))) n++;
  return String(n);
}
