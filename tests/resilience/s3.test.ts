/**
 * Storage on S3: two app processes on one PostgreSQL share an S3-compatible bucket (an in-process
 * s3rver started here). Staff images, private invoice PDFs and a client's testimonial photo are
 * stored in the bucket, never on local disk; public images are served by both processes and by the
 * bucket's public URL; invoices only through the authorised route, to staff and the owning client.
 */
import crypto from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import S3rver from "@20minutes/s3rver";
import { AwsClient } from "aws4fetch";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type App, freePort, type Postgres, signIn, startApp, startPostgres } from "./support";

const BUCKET = "studio-uploads";
/** s3rver accepts only its own fixed test key pair */
const S3_KEY = "S3RVER";

/** a 1×1 PNG and a minimal PDF: the app checks types by their content */
const PNG = Buffer.from(
  "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==",
  "base64",
);
const PDF = Buffer.from(
  "%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj 2 0 obj<</Type/Pages/Kids[]/Count 0>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n",
);

let postgres: Postgres;
let databaseUrl: string;
let s3: S3rver;
let s3Port: number;
let s3Dir: string;
let s3Url: string;
let publicBase: string;
let dataDir: string;
let a: App;
let b: App;
const cookies: Record<"admin" | "acme" | "globex", string> = { admin: "", acme: "", globex: "" };

const signer = new AwsClient({
  accessKeyId: S3_KEY,
  secretAccessKey: S3_KEY,
  region: "us-east-1",
  service: "s3",
  retries: 0,
});

async function query<T extends pg.QueryResultRow>(text: string, values: unknown[] = []) {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    return (await client.query<T>(text, values)).rows;
  } finally {
    await client.end();
  }
}

async function startS3() {
  s3 = new S3rver({ address: "127.0.0.1", port: s3Port, silent: true, directory: s3Dir });
  await s3.run();
}

async function bucketKeys() {
  const res = await signer.fetch(`${s3Url}/${BUCKET}?list-type=2`);
  expect(res.status).toBe(200);
  return [...(await res.text()).matchAll(/<Key>([^<]+)<\/Key>/g)].map((m) => m[1]!);
}

function localFiles(dir: string): string[] {
  if (!fs.existsSync(dir)) return [];
  return fs
    .readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((e) => e.isFile())
    .map((e) => e.name);
}

function post(app: App, pathname: string, body: FormData, cookie?: string) {
  return fetch(`${app.url}${pathname}`, {
    method: "POST",
    headers: { Origin: app.url, ...(cookie ? { Cookie: cookie } : {}) },
    body,
    redirect: "manual",
    signal: AbortSignal.timeout(15_000),
  });
}

function get(url: string, cookie?: string) {
  return fetch(url, {
    headers: cookie ? { Cookie: cookie } : {},
    redirect: "manual",
    signal: AbortSignal.timeout(15_000),
  });
}

async function bytes(res: Response) {
  return Buffer.from(await res.arrayBuffer());
}

function uploadForm(folder: string, file: Buffer, name: string, type: string) {
  const form = new FormData();
  form.set("folder", folder);
  form.set("file", new File([new Uint8Array(file)], name, { type }));
  return form;
}

function invoiceForm(projectId: string, invoiceNumber: string, pdf: Buffer | null) {
  const form = new FormData();
  form.set("intent", "invoice.save");
  form.set("projectId", projectId);
  form.set("invoiceNumber", invoiceNumber);
  form.set("invoiceName", "Storage check");
  form.set("amount", "1250.00");
  form.set("currency", "USD");
  form.set("invoiceDate", new Date().toISOString().slice(0, 10));
  form.set("paymentStatus", "Pending");
  if (pdf) form.set("file", new File([new Uint8Array(pdf)], "invoice.pdf", { type: "application/pdf" }));
  return form;
}

async function acmeProject(status: "In Progress" | "Completed") {
  const [row] = await query<{ id: string }>(
    `select p.id from client_projects p join users u on u.id = p.client_id
      where u.email = 'client@acme.example' and p.status = $1
        and not exists (select 1 from testimonials t where t.project_id = p.id)
      order by p.created_at limit 1`,
    [status],
  );
  if (!row) throw new Error(`no ${status} project for Acme in the demo data`);
  return row.id;
}

beforeAll(async () => {
  postgres = await startPostgres();
  const admin = new pg.Client({ connectionString: postgres.url() });
  await admin.connect();
  await admin.query("create database s3test");
  await admin.end();
  databaseUrl = postgres.url("s3test");

  s3Port = await freePort();
  s3Dir = fs.mkdtempSync(path.join(os.tmpdir(), "resilience-s3-"));
  s3Url = `http://127.0.0.1:${s3Port}`;
  publicBase = `${s3Url}/${BUCKET}`;
  await startS3();
  // the bucket is created over the S3 API, signed like the app signs its own requests
  const created = await signer.fetch(`${s3Url}/${BUCKET}`, { method: "PUT" });
  expect(created.status).toBe(200);

  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "resilience-s3-data-"));
  const env = {
    DATABASE_URL: databaseUrl,
    AUTH_SECRET: crypto.randomBytes(32).toString("base64url"),
    DATA_DIR: dataDir,
    UPLOADS_DIR: path.join(dataDir, "uploads"),
    S3_BUCKET: BUCKET,
    S3_REGION: "us-east-1",
    S3_ENDPOINT: s3Url,
    S3_ACCESS_KEY_ID: S3_KEY,
    S3_SECRET_ACCESS_KEY: S3_KEY,
    S3_PUBLIC_URL: publicBase,
  };
  // the first process migrates and seeds the empty database, the second joins it
  a = await startApp(env);
  b = await startApp(env);
  [cookies.admin, cookies.acme, cookies.globex] = await Promise.all([
    signIn(a, "admin@studio.example"),
    signIn(b, "client@acme.example"),
    signIn(a, "client@globex.example"),
  ]);
});

afterAll(async () => {
  await a?.stop("SIGKILL");
  await b?.stop("SIGKILL");
  await s3?.close().catch(() => undefined);
  postgres?.destroy();
  for (const dir of [s3Dir, dataDir]) if (dir) fs.rmSync(dir, { recursive: true, force: true });
});

describe("storage on S3 with two app processes", () => {
  it("stores a staff image in the bucket and serves it from both processes and the public URL", async () => {
    const res = await post(a, "/dashboard/uploads", uploadForm("blogs", PNG, "cover.png", "image/png"), cookies.admin);
    const body = (await res.json()) as { url?: string; error?: string };
    expect(res.status, JSON.stringify(body) + a.logs.join("").slice(-2000)).toBe(201);
    expect(body.url).toMatch(new RegExp(`^${publicBase}/blogs/[\\w-]+\\.png$`));
    const key = body.url!.slice(publicBase.length + 1);
    expect(await bucketKeys()).toContain(key);
    expect(localFiles(path.join(dataDir, "uploads"))).toEqual([]);

    // as stored in the bucket: the image's own type, so a public URL renders it
    const direct = await get(body.url!);
    expect(direct.status).toBe(200);
    expect(direct.headers.get("content-type")).toBe("image/png");
    expect((await bytes(direct)).equals(PNG)).toBe(true);

    expect(direct.headers.get("cache-control")).toMatch(/public/);

    for (const app of [a, b]) {
      const served = await get(`${app.url}/uploads/${key}`);
      expect(served.status, app.url).toBe(200);
      expect(served.headers.get("content-type")).toBe("image/png");
      expect((await bytes(served)).equals(PNG)).toBe(true);
      // an encoded '?' or '#' is part of the name asked for, not a query or fragment sent on to the bucket
      expect((await get(`${app.url}/uploads/${key}%3Fx=1`)).status).toBe(404);
      expect((await get(`${app.url}/uploads/${key}%23x`)).status).toBe(404);
    }

    // a browser may load images from the public URL: the page's policy allows that origin
    const page = await get(`${b.url}/`);
    expect(page.headers.get("content-security-policy")).toMatch(
      new RegExp(`img-src [^;]*${s3Url.replace(/[.:/]/g, "\\$&")}`),
    );
  });

  it("refuses a file that is not an image without storing anything", async () => {
    const before = await bucketKeys();
    const res = await post(
      b,
      "/dashboard/uploads",
      uploadForm("team", Buffer.from("<script>alert(1)</script>"), "face.png", "image/png"),
      cookies.admin,
    );
    expect(res.status).toBe(400);
    expect(((await res.json()) as { error: string }).error).toMatch(/image/i);
    expect(await bucketKeys()).toEqual(before);
  });

  it("keeps an invoice PDF private: staff and the owning client only, through the authorised route", async () => {
    const projectId = await acmeProject("In Progress");
    const invoiceNumber = `S3-${Date.now()}`;
    const startedAt = Date.now();
    const res = await post(a, "/dashboard/invoices", invoiceForm(projectId, invoiceNumber, PDF), cookies.admin);
    const finishedAt = Date.now();
    expect(res.status, a.logs.join("").slice(-2000)).toBeLessThan(400);
    const [invoice] = await query<{ id: string; file_key: string | null }>(
      "select id, file_key from client_invoices where invoice_number = $1",
      [invoiceNumber],
    );
    expect(invoice?.file_key).toMatch(/^invoices\/.+\.pdf$/);
    const { id, file_key: fileKey } = invoice as { id: string; file_key: string };
    expect(await bucketKeys()).toContain(fileKey);
    expect(localFiles(path.join(dataDir, "uploads"))).toEqual([]);
    // as stored: a download, never a page a browser would render, and never kept by a cache
    const stored = await signer.fetch(`${s3Url}/${BUCKET}/${fileKey}`);
    expect(stored.status).toBe(200);
    expect(stored.headers.get("content-type")).toBe("application/pdf");
    expect(stored.headers.get("content-disposition")).toMatch(/^attachment/);
    expect(stored.headers.get("cache-control")).toMatch(/no-store/);
    expect((await bytes(stored)).equals(PDF)).toBe(true);

    // staff on one process, the owning client on the other
    for (const [app, cookie] of [
      [a, cookies.admin],
      [b, cookies.admin],
      [b, cookies.acme],
      [a, cookies.acme],
    ] as const) {
      const file = await get(`${app.url}/files/invoices/${id}`, cookie);
      expect(file.status).toBe(200);
      expect(file.headers.get("content-type")).toBe("application/pdf");
      expect(file.headers.get("cache-control")).toMatch(/private.*no-store|no-store.*private/);
      expect((await bytes(file)).equals(PDF)).toBe(true);
    }
    // the other client and a visitor get nothing
    expect((await get(`${b.url}/files/invoices/${id}`, cookies.globex)).status).toBe(404);
    expect((await get(`${a.url}/files/invoices/${id}`, cookies.globex)).status).toBe(404);
    expect([401, 403, 404]).toContain((await get(`${b.url}/files/invoices/${id}`)).status);

    // never through the public image route, however the path is spelled
    const spellings = [
      fileKey,
      fileKey.replace("/", "%2F"),
      `blogs/..%2F${fileKey}`,
      `./${fileKey}`,
      `blogs/%2E%2E/${fileKey}`,
    ];
    for (const app of [a, b]) {
      for (const spelling of spellings) {
        for (const cookie of [undefined, cookies.acme, cookies.admin]) {
          const res = await get(`${app.url}/uploads/${spelling}`, cookie);
          expect([400, 404], `/uploads/${spelling}`).toContain(res.status);
          expect(res.headers.get("content-type") ?? "").not.toMatch(/pdf/);
        }
      }
    }

    // the bucket's public URL: the name a reader could derive (invoice-{timestamp}) finds nothing,
    // because a private file's key carries a random part no page or URL ever shows
    expect(fileKey).toMatch(/[0-9a-f]{32}/);
    const guesses: string[] = [];
    for (let t = startedAt - 50; t <= finishedAt + 50; t++) guesses.push(`${publicBase}/invoices/invoice-${t}.pdf`);
    for (let i = 0; i < guesses.length; i += 50) {
      const statuses = await Promise.all(guesses.slice(i, i + 50).map(async (u) => (await get(u)).status));
      expect(statuses.filter((s) => s === 200)).toEqual([]);
    }
    for (const [app, pathname, cookie] of [
      [a, "/dashboard/invoices", cookies.admin],
      // the portal's Invoices tab (its own route since the tabs were nested), on this project
      [b, `/client-portal/invoices?project=${projectId}`, cookies.acme],
    ] as const) {
      const html = await (await get(`${app.url}${pathname}`, cookie)).text();
      expect(html).toContain(`/files/invoices/${id}`);
      expect(html).not.toContain(fileKey);
      expect(html).not.toContain(s3Url);
    }
  });

  it("stores a client's testimonial photo in the bucket and serves it publicly", async () => {
    const projectId = await acmeProject("Completed");
    const form = new FormData();
    form.set("intent", "testimonial");
    form.set("projectId", projectId);
    form.set("rating", "5");
    form.set("testimonialText", "The team delivered the dispatch portal on time and explained every step.");
    form.set("image", new File([new Uint8Array(PNG)], "me.png", { type: "image/png" }));
    const res = await post(b, "/client-portal", form, cookies.acme);
    expect(res.status, b.logs.join("").slice(-2000)).toBeLessThan(400);
    const [row] = await query<{ client_image_url: string | null }>(
      "select client_image_url from testimonials where project_id = $1",
      [projectId],
    );
    expect(row?.client_image_url).toMatch(new RegExp(`^${publicBase}/testimonial-images/[\\w-]+\\.png$`));
    const url = row!.client_image_url!;
    const key = url.slice(publicBase.length + 1);
    expect(await bucketKeys()).toContain(key);
    const direct = await get(url);
    expect(direct.status).toBe(200);
    expect(direct.headers.get("content-type")).toBe("image/png");
    for (const app of [a, b]) {
      const served = await get(`${app.url}/uploads/${key}`);
      expect(served.status).toBe(200);
      expect((await bytes(served)).equals(PNG)).toBe(true);
    }
  });

  it("answers quickly with an error while the bucket is unreachable, writes nothing, and recovers", async () => {
    const [stored] = await query<{ client_image_url: string }>(
      "select client_image_url from testimonials where client_image_url like $1 limit 1",
      [`${publicBase}/%`],
    );
    const imageKey = stored!.client_image_url.slice(publicBase.length + 1);
    const [invoice] = await query<{ id: string }>("select id from client_invoices where file_key is not null limit 1");
    await s3.close();
    try {
      const started = Date.now();
      const upload = await post(
        a,
        "/dashboard/uploads",
        uploadForm("team", PNG, "face.png", "image/png"),
        cookies.admin,
      );
      expect(upload.status).toBe(503);
      expect(((await upload.json()) as { error: string }).error).toBeTruthy();

      const invoiceNumber = `S3-DOWN-${Date.now()}`;
      const projectId = await acmeProject("In Progress");
      const saved = await post(b, "/dashboard/invoices", invoiceForm(projectId, invoiceNumber, PDF), cookies.admin);
      expect(saved.status).toBe(503);
      expect(await query("select id from client_invoices where invoice_number = $1", [invoiceNumber])).toEqual([]);

      const image = await get(`${b.url}/uploads/${imageKey}`);
      expect(image.status).toBeGreaterThanOrEqual(500);
      const file = await get(`${a.url}/files/invoices/${invoice!.id}`, cookies.admin);
      expect(file.status).toBe(503);
      expect(file.headers.get("content-type") ?? "").not.toMatch(/pdf/);
      expect(Date.now() - started).toBeLessThan(20_000);
    } finally {
      await startS3();
    }
    const back = await get(`${b.url}/uploads/${imageKey}`);
    expect(back.status).toBe(200);
    expect((await get(`${a.url}/files/invoices/${invoice!.id}`, cookies.acme)).status).toBe(200);
    expect(a.proc.exitCode).toBeNull();
    expect(b.proc.exitCode).toBeNull();
  });
});
