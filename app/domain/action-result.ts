/**
 * What every action answers, and the one way a toast reaches the screen after a form is sent: a message
 * for the 'Success' toast, or an error (the destructive 'Error' toast) with optional field errors. `title`
 * replaces the toast's usual 'Success'/'Error' heading where a screen has its own (e.g. 'Feedback Sent').
 */
export type ActionResult =
  | { ok: true; message: string; title?: string; values?: Record<string, string>; at?: number }
  | {
      ok: false;
      error: string;
      title?: string;
      fieldErrors?: Record<string, string>;
      /** what was sent, to fill the form again when it was posted without JavaScript */
      values?: Record<string, string>;
      at?: number;
    };

/** A toast to show: from an action result, or from the session after a redirect. */
export type Toast = { title: string; description?: string; type: "success" | "error" | "info" };

/** The toast an action result shows. */
export function toastOf(result: ActionResult): Toast {
  return result.ok
    ? { type: "success", title: result.title ?? "Success", description: result.message }
    : { type: "error", title: result.title ?? "Error", description: result.error };
}
