import fs from "node:fs";
import net from "node:net";
import os from "node:os";
import path from "node:path";
import S3rver from "@20minutes/s3rver";
import { AwsClient } from "aws4fetch";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  DOCUMENT_TYPE_MESSAGE,
  deleteObject,
  documentResponse,
  MAX_DOCUMENT_BYTES,
  readObject,
  StorageUnavailableError,
  saveDocument,
  saveImage,
  savePdf,
  servePublicUpload,
  UploadError,
} from "./storage.server";

const PNG = Buffer.from(
  "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==",
  "base64",
);
const PDF = Buffer.from("%PDF-1.4\n1 0 obj<</Type/Catalog>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n");
const png = () => new File([new Uint8Array(PNG)], "a.png");
const pdf = () => new File([new Uint8Array(PDF)], "a.pdf");

/** Names a request may carry to /uploads/…: none may escape the folder, reach a private file or throw. */
const HOSTILE_KEYS = [
  "",
  ".",
  "..",
  "../secret.png",
  "/etc/passwd",
  "blogs/../invoices/a.pdf",
  "blogs\\..\\invoices\\a.pdf",
  "blogs/a.png?x=1",
  "blogs/a.png#x",
  "blogs/%2e%2e/a.png",
  "blogs/a\0.png",
  "invoices/a.png",
  "Invoices/a.png",
  "./invoices/a.png",
  `blogs/${"a".repeat(600)}.png`,
];

function storageCases() {
  it("refuses every hostile public name with 'not found', never an error", async () => {
    for (const key of HOSTILE_KEYS) await expect(servePublicUpload(key), JSON.stringify(key)).resolves.toBeNull();
  });

  it("serves a stored image publicly, by its exact name only", async () => {
    const stored = await saveImage(png(), "blogs");
    expect(stored.key).toMatch(/^blogs\/\d+-[0-9a-f]{8}\.png$/);
    expect((await servePublicUpload(stored.key))?.body.equals(PNG)).toBe(true);
    expect(await servePublicUpload(`${stored.key}?x=1`)).toBeNull();
    await deleteObject(stored.key);
    expect(await servePublicUpload(stored.key)).toBeNull();
  });

  it("gives a private file an unguessable name and never serves it publicly", async () => {
    const stored = await savePdf(pdf(), "invoices", "invoice-1700000000000");
    expect(stored.key).toMatch(/^invoices\/invoice-1700000000000-[0-9a-f]{32}\.pdf$/);
    expect(await servePublicUpload(stored.key)).toBeNull();
    expect((await readObject(stored.key))?.contentType).toBe("application/pdf");
    expect(await readObject("invoices/invoice-1700000000000.pdf")).toBeNull();
    await deleteObject(stored.key);
    await deleteObject(stored.key); // already gone: not an error
    expect(await readObject(stored.key)).toBeNull();
  });

  it("keeps a document privately, its type read from the content, and refuses what is not a document", async () => {
    const text = await saveDocument(new File(["Brief: a new\tsite\n"], "brief.exe"), "projects/p1");
    expect(text.key).toMatch(/^documents\/projects\/p1\/\d+-[0-9a-f]{8}-[0-9a-f]{32}\.txt$/);
    expect(text.contentType).toBe("text/plain");
    expect(await servePublicUpload(text.key)).toBeNull();
    const doc = await saveDocument(pdf(), "projects/p1");
    expect((await readObject(doc.key))?.contentType).toBe("application/pdf");
    const binary = new File([new Uint8Array([0x4d, 0x5a, 0x90, 0x00, 0x03, 0x00])], "report.pdf");
    await expect(saveDocument(binary, "projects/p1")).rejects.toThrow(DOCUMENT_TYPE_MESSAGE);
    const big = new File([new Uint8Array(MAX_DOCUMENT_BYTES + 1)], "big.pdf");
    await expect(saveDocument(big, "projects/p1")).rejects.toThrow("The file is too large (maximum 20 MB)");
    const res = documentResponse({ body: Buffer.from("x"), contentType: "text/plain" }, "Brief (v2) é.txt");
    expect(res.headers.get("content-disposition")).toBe(
      `attachment; filename="Brief_v2_.txt"; filename*=UTF-8''Brief%20(v2)%20%C3%A9.txt`,
    );
    expect(res.headers.get("cache-control")).toBe("private, no-store");
    expect(res.headers.get("x-content-type-options")).toBe("nosniff");
    await deleteObject(text.key);
    await deleteObject(doc.key);
  });

  it("refuses an invalid name for a private read with an UploadError", async () => {
    await expect(readObject("invoices/../x.pdf")).rejects.toBeInstanceOf(UploadError);
  });
}

describe("uploads in the local folder", () => {
  storageCases();
});

describe("uploads in an S3-compatible bucket", () => {
  const saved: Record<string, string | undefined> = {};
  const VARS = ["S3_BUCKET", "S3_REGION", "S3_ENDPOINT", "S3_ACCESS_KEY_ID", "S3_SECRET_ACCESS_KEY", "S3_PUBLIC_URL"];
  let server: S3rver;
  let dir: string;
  let endpoint: string;

  beforeAll(async () => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), "storage-s3-"));
    server = new S3rver({ address: "127.0.0.1", port: 0, silent: true, directory: dir });
    const { port } = await server.run();
    endpoint = `http://127.0.0.1:${port}`;
    // s3rver accepts only its own fixed test key pair
    const signer = new AwsClient({
      accessKeyId: "S3RVER",
      secretAccessKey: "S3RVER",
      service: "s3",
      region: "us-east-1",
    });
    expect((await signer.fetch(`${endpoint}/unit-uploads`, { method: "PUT" })).status).toBe(200);
    for (const name of VARS) saved[name] = process.env[name];
    Object.assign(process.env, {
      S3_BUCKET: "unit-uploads",
      S3_REGION: "us-east-1",
      S3_ENDPOINT: endpoint,
      S3_ACCESS_KEY_ID: "S3RVER",
      S3_SECRET_ACCESS_KEY: "S3RVER",
    });
    delete process.env.S3_PUBLIC_URL;
  });

  afterAll(async () => {
    for (const name of VARS) {
      if (saved[name] === undefined) delete process.env[name];
      else process.env[name] = saved[name];
    }
    await server?.close().catch(() => undefined);
    fs.rmSync(dir, { recursive: true, force: true });
  });

  storageCases();

  it("gives the public URL under S3_PUBLIC_URL when it is set", async () => {
    process.env.S3_PUBLIC_URL = `${endpoint}/unit-uploads/`;
    try {
      const stored = await saveImage(png(), "team");
      expect(stored.url).toBe(`${endpoint}/unit-uploads/${stored.key}`);
      const res = await fetch(stored.url);
      expect(res.headers.get("content-type")).toBe("image/png");
      expect(Buffer.from(await res.arrayBuffer()).equals(PNG)).toBe(true);
    } finally {
      delete process.env.S3_PUBLIC_URL;
    }
  });

  it("reports a bucket that does not answer as StorageUnavailableError, at once", async () => {
    const closed = await new Promise<number>((resolve) => {
      const s = net.createServer().listen(0, "127.0.0.1", () => {
        const { port } = s.address() as net.AddressInfo;
        s.close(() => resolve(port));
      });
    });
    process.env.S3_ENDPOINT = `http://127.0.0.1:${closed}`;
    try {
      const started = Date.now();
      await expect(saveImage(png(), "blogs")).rejects.toBeInstanceOf(StorageUnavailableError);
      await expect(readObject("blogs/a.png")).rejects.toBeInstanceOf(StorageUnavailableError);
      await expect(deleteObject("blogs/a.png")).rejects.toBeInstanceOf(StorageUnavailableError);
      expect(Date.now() - started).toBeLessThan(5000);
    } finally {
      process.env.S3_ENDPOINT = endpoint;
    }
  });

  it("reports a refused request (no such bucket) as StorageUnavailableError, not as the user's fault", async () => {
    process.env.S3_BUCKET = "no-such-bucket";
    try {
      await expect(saveImage(png(), "blogs")).rejects.toBeInstanceOf(StorageUnavailableError);
    } finally {
      process.env.S3_BUCKET = "unit-uploads";
    }
  });
});
