import { Send } from "lucide-react";
import { useCallback, useEffect, useRef, useState } from "react";
import { Link, useFetcher, useNavigate } from "react-router";
import { type ActionResult, useActionToast } from "~/components/form/toast";
import { Button, buttonVariants } from "~/components/ui/button";
import { Spinner } from "~/components/ui/card";
import { Label, Textarea } from "~/components/ui/input";
import { firstMessage } from "~/domain/form-values";
import { QUESTION_MAX, QuestionSchema } from "~/domain/schemas/portal";

/**
 * 'Ask Questions' on an In Progress sprint. The spec shows no action; here the question is stored
 * and e-mailed to the staff. Opened by ?ask={sprintId}, so it works before JavaScript loads.
 */
export function AskQuestionForm({
  id,
  sprintId,
  sprintTitle,
  closeHref,
}: {
  id: string;
  sprintId: string;
  sprintTitle: string;
  closeHref: string;
}) {
  const fetcher = useFetcher<ActionResult>({ key: `ask-${sprintId}` });
  const navigate = useNavigate();
  const [question, setQuestion] = useState("");
  const [error, setError] = useState<string | null>(null);
  const ref = useRef<HTMLTextAreaElement>(null);
  const close = useCallback(
    () => navigate(closeHref, { preventScrollReset: true, replace: true }),
    [navigate, closeHref],
  );
  useActionToast(fetcher.data, close);
  useEffect(() => ref.current?.focus(), []);
  const pending = fetcher.state !== "idle";
  const serverError = fetcher.data && !fetcher.data.ok ? fetcher.data.fieldErrors?.question : undefined;
  const shownError = error ?? serverError;

  return (
    <fetcher.Form
      id={id}
      method="post"
      noValidate
      className="mt-5 grid gap-3 rounded-xl bg-brand-50/60 p-4 ring-1 ring-brand-100 ring-inset sm:p-5"
      onSubmit={(event) => {
        const parsed = QuestionSchema.safeParse({ sprintId, question });
        if (!parsed.success) {
          event.preventDefault();
          setError(firstMessage(parsed.error));
        } else setError(null);
      }}
    >
      <input type="hidden" name="intent" value="ask-question" />
      <input type="hidden" name="sprintId" value={sprintId} />
      <Label htmlFor={`${id}-question`}>Your question about {sprintTitle}</Label>
      <Textarea
        ref={ref}
        id={`${id}-question`}
        name="question"
        rows={3}
        maxLength={QUESTION_MAX}
        value={question}
        onChange={(e) => {
          setQuestion(e.currentTarget.value);
          setError(null);
        }}
        placeholder="Ask the team anything about this sprint"
        aria-invalid={shownError ? true : undefined}
        aria-describedby={shownError ? `${id}-error` : `${id}-hint`}
      />
      {shownError ? (
        <p id={`${id}-error`} role="alert" className="text-sm text-danger-700">
          {shownError}
        </p>
      ) : (
        <p id={`${id}-hint`} className="text-xs text-ink-subtle">
          Your project team receives it by e-mail and answers within 24 hours on business days.
        </p>
      )}
      <div className="flex flex-wrap gap-2">
        <Button type="submit" size="sm" disabled={pending}>
          {pending ? <Spinner label="Sending" /> : <Send aria-hidden="true" />}
          Send Question
        </Button>
        <Link to={closeHref} preventScrollReset replace className={buttonVariants({ variant: "ghost", size: "sm" })}>
          Cancel
        </Link>
      </div>
    </fetcher.Form>
  );
}
