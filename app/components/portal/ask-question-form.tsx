import { Send } from "lucide-react";
import { useCallback, useEffect, useRef } from "react";
import { Link, useNavigate } from "react-router";
import { useForm } from "~/components/form/use-form";
import { Button, buttonVariants } from "~/components/ui/button";
import { Spinner } from "~/components/ui/card";
import { Field, Textarea } from "~/components/ui/input";
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
  const navigate = useNavigate();
  const ref = useRef<HTMLTextAreaElement>(null);
  const close = useCallback(
    () => navigate(closeHref, { preventScrollReset: true, replace: true }),
    [navigate, closeHref],
  );
  const { Form, formProps, field, fieldFor, isBusy } = useForm({
    schema: QuestionSchema,
    fetcherKey: `ask-${sprintId}`,
    onSuccess: close,
  });
  useEffect(() => ref.current?.focus(), []);
  const question = field("question", { hint: true });
  const { error } = fieldFor("question");

  return (
    <Form
      {...formProps}
      id={id}
      className="mt-5 grid gap-3 rounded-xl bg-brand-50/60 p-4 ring-1 ring-brand-100 ring-inset sm:p-5"
    >
      <input type="hidden" name="intent" value="ask-question" />
      <input type="hidden" name="sprintId" value={sprintId} />
      <Field
        id={question.id}
        error={error}
        label={`Your question about ${sprintTitle}`}
        hint="Your project team receives it by e-mail and answers within 24 hours on business days."
      >
        <Textarea
          ref={ref}
          {...question}
          rows={3}
          maxLength={QUESTION_MAX}
          placeholder="Ask the team anything about this sprint"
        />
      </Field>
      <div className="flex flex-wrap gap-2">
        <Button type="submit" size="sm" disabled={isBusy}>
          {isBusy ? <Spinner label="Sending" /> : <Send aria-hidden="true" />}
          Send Question
        </Button>
        <Link to={closeHref} preventScrollReset replace className={buttonVariants({ variant: "ghost", size: "sm" })}>
          Cancel
        </Link>
      </div>
    </Form>
  );
}
