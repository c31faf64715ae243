/** What every action answers: a message for the success toast, or an error with optional field errors. */
export type ActionResult =
  | { ok: true; message: string; at?: number }
  | { ok: false; error: string; fieldErrors?: Record<string, string>; at?: number };
