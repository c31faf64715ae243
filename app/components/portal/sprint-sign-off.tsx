import { BadgeCheck, ClipboardCheck, MessageSquareWarning, Send } from "lucide-react";
import { Form, useNavigation } from "react-router";
import { FormAlert, TextAreaField } from "~/components/form/fields";
import { useForm } from "~/components/form/use-form";
import { Button, buttonVariants } from "~/components/ui/button";
import { Card, Spinner } from "~/components/ui/card";
import { formatMoney } from "~/domain/money";
import { CHANGE_NOTE_MAX, ChangeRequestSchema } from "~/domain/schemas/portal";
import { cn } from "~/lib/utils";

/** A `<summary>` that looks like a button: the disclosure opens the confirm step, with or without JavaScript. */
const summaryButton = (variant: "primary" | "secondary") =>
  cn(buttonVariants({ variant, className: "w-full cursor-pointer list-none" }), "[&::-webkit-details-marker]:hidden");

/**
 * The client's sign-off of a sprint In Review: 'Approve Sprint' (a confirm step; final) or 'Request
 * Changes' (a required note). Both are page forms: they work before JavaScript loads, and the page
 * comes back with the answer's toast.
 */
export function SprintSignOff({
  sprintTitle,
  milestone,
}: {
  sprintTitle: string;
  milestone: { invoiceNumber: string; amount: string; currency: string } | null;
}) {
  const navigation = useNavigation();
  const changes = useForm({ schema: ChangeRequestSchema, via: "page", plainIds: true });
  const posting = (name: string) => navigation.state === "submitting" && navigation.formData?.get("intent") === name;
  // open when the server refused the note (also without JavaScript); the browser's own checks never close it
  const isNoteRefused = Boolean(changes.result && !changes.result.ok && changes.result.fieldErrors?.note);
  // a refusal that is not about the note (approved in another tab, no longer In Review)
  const refusal = changes.result && !changes.result.ok && !changes.result.fieldErrors ? changes.result.error : null;

  return (
    <Card className="p-5 sm:p-8" id="sign-off">
      <section aria-labelledby="sign-off-title">
        <div className="flex gap-3">
          <span
            aria-hidden="true"
            className="grid size-10 shrink-0 place-items-center rounded-xl bg-brand-600 text-white"
          >
            <ClipboardCheck className="size-5" />
          </span>
          <div className="min-w-0">
            <h2 id="sign-off-title" className="text-h3 font-semibold">
              Sign Off This Sprint
            </h2>
            <p className="mt-1 text-sm text-ink-muted">
              The team has finished “{sprintTitle}” and asks for your review. Approve it to close the sprint, or tell
              the team what should change.
            </p>
            {milestone ? (
              <p className="mt-2 text-sm font-medium text-ink" data-testid="milestone-invoice">
                Approving issues invoice {milestone.invoiceNumber} for{" "}
                {formatMoney(milestone.amount, milestone.currency)}, sent to you by e-mail.
              </p>
            ) : null}
          </div>
        </div>

        {refusal ? (
          <div className="mt-4">
            <FormAlert message={refusal} />
          </div>
        ) : null}

        <div className="mt-5 grid gap-3 sm:grid-cols-2 sm:items-start">
          <details className="group rounded-xl">
            <summary className={summaryButton("primary")}>
              <BadgeCheck aria-hidden="true" />
              Approve Sprint
            </summary>
            <div className="mt-3 rounded-xl bg-success-50 p-4 ring-1 ring-success-600/25 ring-inset">
              <p className="text-sm text-ink">
                Approving is final: the sprint is marked Completed
                {milestone ? ` and invoice ${milestone.invoiceNumber} is issued` : ""}.
              </p>
              <Form method="post" className="mt-3">
                <input type="hidden" name="intent" value="approve" />
                <Button type="submit" className="w-full sm:w-auto" disabled={posting("approve")}>
                  {posting("approve") ? <Spinner label="Approving" /> : <BadgeCheck aria-hidden="true" />}
                  Confirm Approval
                </Button>
              </Form>
            </div>
          </details>

          <details className="group rounded-xl" open={isNoteRefused || undefined}>
            <summary className={summaryButton("secondary")}>
              <MessageSquareWarning aria-hidden="true" />
              Request Changes
            </summary>
            <changes.Form
              {...changes.formProps}
              className="mt-3 grid gap-3 rounded-xl bg-surface-sunken/70 p-4 ring-1 ring-line ring-inset"
            >
              <input type="hidden" name="intent" value="request-changes" />
              <TextAreaField
                form={changes}
                name="note"
                label="What should change?"
                hint={`Required, up to ${CHANGE_NOTE_MAX.toLocaleString("en-US")} characters. The team sees it with the sprint.`}
                required
                rows={4}
                maxLength={CHANGE_NOTE_MAX}
              />
              <Button
                type="submit"
                variant="secondary"
                className="w-full sm:w-auto sm:justify-self-start"
                disabled={posting("request-changes")}
              >
                {posting("request-changes") ? <Spinner label="Sending" /> : <Send aria-hidden="true" />}
                Send Change Request
              </Button>
            </changes.Form>
          </details>
        </div>
      </section>
    </Card>
  );
}
