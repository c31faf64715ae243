import { CalendarClock, CircleCheck, MessageSquareText, Rocket, Send, TriangleExclamationPoint } from "lucide-react";
import { useEffect, useRef, useState } from "react";
import { Form, useNavigation, useRevalidator } from "react-router";
import { type ActionResult, showToast } from "~/components/form/toast";
import { Button, buttonVariants } from "~/components/ui/button";
import { Card, Spinner } from "~/components/ui/card";
import { Dialog, DialogClose, DialogContent } from "~/components/ui/dialog";
import { Label, Textarea } from "~/components/ui/input";
import { firstMessage } from "~/domain/form-values";
import { formatDate, formatDateTime } from "~/domain/format";
import {
  CONTINUE_FAILURE_TITLE,
  CONTINUE_MESSAGE,
  CONTINUE_SUCCESS_TITLE,
  FEEDBACK_FAILED_MESSAGE,
  FEEDBACK_MAX,
  FEEDBACK_REQUIRED_MESSAGE,
  FEEDBACK_REQUIRED_TITLE,
  FEEDBACK_SUCCESS_MESSAGE,
  FEEDBACK_SUCCESS_TITLE,
  FeedbackSchema,
} from "~/domain/schemas/portal";
import { cn } from "~/lib/utils";

const FEEDBACK_FIELD_ID = "feedback-text";

function useHydrated() {
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => setHydrated(true), []);
  return hydrated;
}

async function postJson(url: string, body: unknown) {
  const res = await fetch(url, {
    method: "POST",
    headers: { "Content-Type": "application/json", Accept: "application/json" },
    body: JSON.stringify(body),
  });
  return res.ok;
}

function focusFeedback() {
  const field = document.getElementById(FEEDBACK_FIELD_ID);
  const reduce = window.matchMedia("(prefers-reduced-motion: reduce)").matches;
  field?.scrollIntoView({ behavior: reduce ? "auto" : "smooth", block: "center" });
  field?.focus({ preventScroll: true });
}

/** Shown only for In Review with feedback_required. */
export function FeedbackRequiredCard() {
  return (
    <section
      aria-labelledby="feedback-required-title"
      className="flex flex-col gap-4 rounded-(--radius-card) border border-warning-600/30 bg-warning-50 p-5 sm:flex-row sm:items-center sm:justify-between sm:p-6"
    >
      <div className="flex gap-3">
        <span
          aria-hidden="true"
          className="grid size-10 shrink-0 place-items-center rounded-xl bg-warning-600 text-white"
        >
          <TriangleExclamationPoint className="size-5" />
        </span>
        <div>
          <h2 id="feedback-required-title" className="font-display text-lg font-semibold text-warning-700">
            Feedback Required
          </h2>
          <p className="mt-0.5 text-sm text-ink-muted">
            This sprint is ready for your review. Your feedback lets the team wrap it up and plan what comes next.
          </p>
        </div>
      </div>
      <a href="#feedback" className={buttonVariants({ className: "shrink-0" })}>
        <MessageSquareText aria-hidden="true" />
        Provide Feedback
      </a>
    </section>
  );
}

/**
 * the feedback box. Submit appears only when there is text (CSS, so it also holds
 * before JavaScript loads); blank after trimming gives the 'Feedback Required' toast.
 */
export function SprintFeedback({
  sprintId,
  sprintTitle,
  actionData,
}: {
  sprintId: string;
  sprintTitle: string;
  actionData?: ActionResult;
}) {
  const hydrated = useHydrated();
  const revalidator = useRevalidator();
  const navigation = useNavigation();
  const [feedback, setFeedback] = useState("");
  const [sending, setSending] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const posting = sending || (navigation.state === "submitting" && navigation.formData?.get("intent") === "feedback");
  const noJsResult = !hydrated ? actionData : undefined;

  // 'Provide Feedback' links (#feedback) land in the box, ready to type
  useEffect(() => {
    const onHash = () => {
      if (window.location.hash === "#feedback") focusFeedback();
    };
    onHash();
    window.addEventListener("hashchange", onHash);
    return () => window.removeEventListener("hashchange", onHash);
  }, []);

  async function onSubmit(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (sending) return;
    const parsed = FeedbackSchema.safeParse({ sprintId, feedback, sprintTitle });
    if (!parsed.success) {
      const message = firstMessage(parsed.error);
      if (message === FEEDBACK_REQUIRED_MESSAGE) {
        showToast({ type: "error", title: FEEDBACK_REQUIRED_TITLE, description: FEEDBACK_REQUIRED_MESSAGE });
      } else {
        setError(message);
        showToast({ type: "error", title: "Error", description: message });
      }
      return;
    }
    setSending(true);
    try {
      const ok = await postJson("/api/submit-feedback", parsed.data).catch(() => false);
      if (ok) {
        showToast({ type: "success", title: FEEDBACK_SUCCESS_TITLE, description: FEEDBACK_SUCCESS_MESSAGE });
        setFeedback("");
        setError(null);
        void revalidator.revalidate();
      } else {
        showToast({ type: "error", title: "Error", description: FEEDBACK_FAILED_MESSAGE });
      }
    } finally {
      setSending(false);
    }
  }

  return (
    <Card className="scroll-mt-24 p-6" id="feedback">
      <h2 className="text-h3 font-semibold">Your feedback</h2>
      <p className="mt-1 text-sm text-ink-muted">What works, what should change? The team reads every word.</p>
      <Form method="post" className="mt-4 grid gap-2" onSubmit={hydrated ? onSubmit : undefined} noValidate>
        <input type="hidden" name="intent" value="feedback" />
        <Label htmlFor={FEEDBACK_FIELD_ID} className="sr-only">
          Feedback on {sprintTitle}
        </Label>
        <Textarea
          id={FEEDBACK_FIELD_ID}
          name="feedback"
          rows={5}
          maxLength={FEEDBACK_MAX}
          value={feedback}
          onChange={(e) => {
            setFeedback(e.currentTarget.value);
            setError(null);
          }}
          placeholder="Share your thoughts on this sprint…"
          className="peer"
          aria-invalid={error ? true : undefined}
          aria-describedby="feedback-count"
        />
        <p id="feedback-count" className="text-right text-xs text-ink-subtle tabular-nums">
          {feedback.length.toLocaleString("en-US")}/{FEEDBACK_MAX.toLocaleString("en-US")}
        </p>
        {error ? (
          <p role="alert" className="text-sm text-danger-700">
            {error}
          </p>
        ) : null}
        {/* hidden while the box is empty: peer-placeholder-shown works with and without JavaScript */}
        <div className="peer-placeholder-shown:hidden">
          <Button type="submit" className="w-full" disabled={posting}>
            {posting ? <Spinner label="Submitting feedback" /> : <Send aria-hidden="true" />}
            Submit Feedback
          </Button>
        </div>
        {noJsResult ? (
          <p
            role="status"
            className={cn(
              "rounded-lg px-3 py-2 text-sm",
              noJsResult.ok ? "bg-success-50 text-success-700" : "bg-danger-50 text-danger-700",
            )}
          >
            {noJsResult.ok ? noJsResult.message : noJsResult.error}
          </p>
        ) : null}
      </Form>
    </Card>
  );
}

export function ReviewCallButton({ bookingUrl }: { bookingUrl: string }) {
  return (
    <a
      href={bookingUrl}
      target="_blank"
      rel="noopener noreferrer"
      className={buttonVariants({ variant: "secondary", className: "w-full" })}
    >
      <CalendarClock aria-hidden="true" />
      Schedule Review Call
      <span className="sr-only">(opens in a new tab)</span>
    </a>
  );
}

/**
 * the 'continue next sprint' choice. A dialog confirms, then the JSON endpoint is
 * called: 'Great!' on success, 'Noted' on failure, and the dialog closes either way.
 */
export function ContinueNextSprint({
  sprintId,
  sprintTitle,
  continuedAt,
}: {
  sprintId: string;
  sprintTitle: string;
  continuedAt: string | null;
}) {
  const hydrated = useHydrated();
  const revalidator = useRevalidator();
  const [open, setOpen] = useState(false);
  const [sending, setSending] = useState(false);
  const confirmRef = useRef<HTMLButtonElement>(null);

  if (continuedAt) {
    return (
      <p className="flex items-start gap-2 rounded-xl bg-success-50 px-4 py-3 text-sm text-success-700 ring-1 ring-success-600/20 ring-inset">
        <CircleCheck aria-hidden="true" className="mt-px size-4 shrink-0" />
        <span>
          You asked us to continue with the next sprint on{" "}
          <time dateTime={continuedAt} title={formatDateTime(continuedAt)}>
            {formatDate(continuedAt)}
          </time>
          . You'll be notified when it starts.
        </span>
      </p>
    );
  }

  async function confirm() {
    setSending(true);
    const ok = await postJson("/api/continue-next-sprint", { sprintId, sprintTitle }).catch(() => false);
    if (ok) showToast({ type: "success", title: CONTINUE_SUCCESS_TITLE, description: CONTINUE_MESSAGE });
    else showToast({ type: "info", title: CONTINUE_FAILURE_TITLE, description: CONTINUE_MESSAGE });
    setSending(false);
    setOpen(false);
    void revalidator.revalidate();
  }

  return (
    <>
      <Form
        method="post"
        onSubmit={(event) => {
          if (!hydrated) return;
          event.preventDefault();
          setOpen(true);
        }}
      >
        <input type="hidden" name="intent" value="continue" />
        <Button type="submit" className="w-full">
          <Rocket aria-hidden="true" />
          Continue to Next Sprint
        </Button>
      </Form>
      <Dialog open={open} onOpenChange={(next) => !sending && setOpen(next)}>
        <DialogContent
          title="Continue with the next sprint?"
          description={`You're happy with ${sprintTitle}. We'll start planning the next sprint and let you know when it begins.`}
          onOpenAutoFocus={(event) => {
            event.preventDefault();
            confirmRef.current?.focus();
          }}
        >
          <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
            <DialogClose asChild>
              <Button type="button" variant="secondary" disabled={sending}>
                Not yet
              </Button>
            </DialogClose>
            <Button ref={confirmRef} type="button" onClick={confirm} disabled={sending}>
              {sending ? <Spinner label="Confirming" /> : <Rocket aria-hidden="true" />}
              Yes, continue
            </Button>
          </div>
        </DialogContent>
      </Dialog>
    </>
  );
}

const KIND_LABEL: Record<string, string> = {
  feedback: "Feedback",
  question: "Question",
  continue_next_sprint: "Continue to next sprint",
  approved: "Approved",
  changes_requested: "Changes requested",
};

/** What this client already told the team about the sprint (newest first). */
export function SprintMessages({
  messages,
}: {
  messages: { id: string; kind: string; body: string; createdAt: string }[];
}) {
  return (
    <Card className="p-6">
      <h2 className="text-h3 font-semibold">What you've sent</h2>
      <ol className="mt-4 grid gap-3">
        {messages.map((m) => (
          <li key={m.id} className="rounded-xl bg-surface-sunken/70 p-4 ring-1 ring-line ring-inset">
            <p className="flex flex-wrap items-center justify-between gap-2 text-xs">
              <span className="font-semibold text-brand-700">{KIND_LABEL[m.kind] ?? m.kind}</span>
              <time className="text-ink-subtle" dateTime={m.createdAt} title={formatDateTime(m.createdAt)}>
                {formatDate(m.createdAt)}
              </time>
            </p>
            {m.body ? (
              <p className="mt-1.5 text-sm whitespace-pre-line text-ink wrap-anywhere">{m.body}</p>
            ) : m.kind === "approved" ? (
              <p className="mt-1.5 text-sm text-ink">You approved this sprint. Approvals are final.</p>
            ) : null}
          </li>
        ))}
      </ol>
    </Card>
  );
}
