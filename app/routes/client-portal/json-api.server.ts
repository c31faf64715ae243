import type { z } from "zod";
import { isAppError } from "~/domain/app-error";
import { firstMessage } from "~/domain/form-values";
import { type ClientViewer, requireClientApi } from "~/web/guards.server";

/** Shared by POST /api/submit-feedback and /api/continue-next-sprint: JSON in, JSON out, never a 500 for bad input. */
const MAX_BODY_BYTES = 32 * 1024;

export const json = (body: unknown, status = 200) =>
  Response.json(body, { status, headers: { "Cache-Control": "no-store" } });

/** An expected failure (an AppError) as its JSON answer: `{ error }` with its status; null for anything else. */
export const jsonRefusal = (error: unknown) =>
  isAppError(error) ? json({ error: error.userMessage }, error.status) : null;

export const methodNotAllowed = () =>
  Response.json({ error: "Method not allowed" }, { status: 405, headers: { Allow: "POST" } });

/** GET and other methods: the guard still answers first (401/403), then 405. */
export async function onlyPost(request: Request) {
  await requireClientApi(request);
  return methodNotAllowed();
}

type Parsed<T> = { ok: true; viewer: ClientViewer; input: T } | { ok: false; response: Response };

/**
 * The guard first (401/403 JSON without a client session), then the body: JSON only, small,
 * well-formed and valid for `schema` (400 with a message otherwise).
 */
export async function readClientJson<S extends z.ZodType>(request: Request, schema: S): Promise<Parsed<z.infer<S>>> {
  let viewer: ClientViewer;
  try {
    viewer = await requireClientApi(request);
  } catch (error) {
    // the guard's 401/403 is a JSON response already
    if (error instanceof Response) return { ok: false, response: error };
    throw error;
  }
  if (request.method !== "POST") return { ok: false, response: methodNotAllowed() };
  const type = request.headers.get("content-type") ?? "";
  if (!/^application\/json\b/i.test(type)) {
    return { ok: false, response: json({ error: "Send the request body as application/json" }, 415) };
  }
  if (Number(request.headers.get("content-length") ?? 0) > MAX_BODY_BYTES) {
    return { ok: false, response: json({ error: "Request body is too large" }, 413) };
  }
  let raw: string;
  try {
    raw = await request.text();
  } catch {
    return { ok: false, response: json({ error: "Could not read the request body" }, 400) };
  }
  if (raw.length > MAX_BODY_BYTES) return { ok: false, response: json({ error: "Request body is too large" }, 413) };
  let body: unknown;
  try {
    body = JSON.parse(raw);
  } catch {
    return { ok: false, response: json({ error: "Malformed JSON body" }, 400) };
  }
  if (!body || typeof body !== "object" || Array.isArray(body)) {
    return { ok: false, response: json({ error: "The body must be a JSON object" }, 400) };
  }
  const sprintId = (body as { sprintId?: unknown }).sprintId;
  if (typeof sprintId !== "string" || sprintId.trim() === "") {
    return { ok: false, response: json({ error: "sprintId is required" }, 400) };
  }
  const parsed = schema.safeParse(body);
  if (!parsed.success) return { ok: false, response: json({ error: firstMessage(parsed.error) }, 400) };
  return { ok: true, viewer, input: parsed.data };
}
