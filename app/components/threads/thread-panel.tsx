import { MessagesSquare, Paperclip, Send } from "lucide-react";
import { FormAlert, TextAreaField } from "~/components/form/fields";
import { useForm } from "~/components/form/use-form";
import { LocalTime } from "~/components/local-time";
import { Avatar } from "~/components/ui/avatar";
import { Badge } from "~/components/ui/badge";
import { Button } from "~/components/ui/button";
import { Spinner } from "~/components/ui/card";
import { Field } from "~/components/ui/input";
import {
  formatFileSize,
  linkifyBody,
  messageAnchor,
  THREAD_BODY_MAX,
  ThreadMessageSchema,
  type ThreadSubjectKind,
} from "~/domain/threads";
import { MAX_DOCUMENT_BYTES } from "~/domain/upload-limits";
import { cn } from "~/lib/utils";

export type ThreadMessageItem = {
  id: string;
  body: string;
  createdAt: string;
  isYours: boolean;
  authorName: string;
  isStaffAuthor: boolean;
  isNew: boolean;
  attachments: { id: string; fileName: string; size: number }[];
};

const MAX_FILE_BYTES = MAX_DOCUMENT_BYTES;

/** The browser's early word on the file; the server checks its content either way. */
function fileCheck(form: HTMLFormElement): Record<string, string> {
  const input = form.elements.namedItem("file");
  const file = input instanceof HTMLInputElement ? input.files?.[0] : undefined;
  if (file && file.size > MAX_FILE_BYTES) return { file: "The file is too large (maximum 20 MB)" };
  return {};
}

/**
 * A conversation on a sprint or a task: its messages, oldest first (newest last), and a page form to
 * write one with an optional file. Used by the portal's sprint page and the dashboard's manage view;
 * `side` says whose screen it is (a client sees staff as 'Lumen Studio').
 */
export function ThreadPanel({
  subject,
  title,
  description,
  messages,
  side,
  headingLevel = 2,
}: {
  subject: { kind: ThreadSubjectKind; id: string };
  title: string;
  description: string;
  messages: ThreadMessageItem[];
  side: "client" | "staff";
  headingLevel?: 2 | 3;
}) {
  const form = useForm({
    schema: ThreadMessageSchema,
    via: "page",
    plainIds: true,
    extraCheck: fileCheck,
    invalidToast: (errors) => errors.body ?? errors.file,
  });
  const Heading = headingLevel === 2 ? "h2" : "h3";
  return (
    <section aria-labelledby="thread-title" id="thread" className="grid scroll-mt-24 gap-5">
      <div className="flex gap-3">
        <span
          aria-hidden="true"
          className="grid size-10 shrink-0 place-items-center rounded-xl bg-brand-50 text-brand-700"
        >
          <MessagesSquare className="size-5" />
        </span>
        <div className="min-w-0">
          <Heading id="thread-title" className="text-h3 font-semibold wrap-anywhere">
            {title}
          </Heading>
          <p className="mt-1 text-sm text-ink-muted">{description}</p>
        </div>
      </div>

      {messages.length === 0 ? (
        <p className="rounded-xl bg-surface-sunken/70 px-4 py-5 text-center text-sm text-ink-muted ring-1 ring-line ring-inset">
          No messages yet. Start the conversation below.
        </p>
      ) : (
        <ol className="grid gap-3" aria-label="Messages">
          {messages.map((m) => (
            <MessageItem key={m.id} message={m} side={side} />
          ))}
        </ol>
      )}

      <form.Form
        {...form.formProps}
        encType="multipart/form-data"
        preventScrollReset
        className="grid gap-3 rounded-xl bg-surface-sunken/70 p-4 ring-1 ring-line ring-inset"
        aria-label="Write a message"
      >
        <input type="hidden" name="intent" value="thread.post" />
        <input type="hidden" name="subjectKind" value={subject.kind} />
        <input type="hidden" name="subjectId" value={subject.id} />
        {form.formError ? <FormAlert message={form.formError} /> : null}
        <TextAreaField
          form={form}
          name="body"
          label="Your message"
          hint={`Plain text; web addresses become links. Up to ${THREAD_BODY_MAX.toLocaleString("en-US")} characters.`}
          required
          rows={4}
          maxLength={THREAD_BODY_MAX}
        />
        <Field
          {...form.fieldFor("file")}
          label="Attach a file (optional)"
          hint="PDF, image, Office document, ZIP or text, up to 20 MB."
        >
          <div className="flex items-center gap-3 rounded-lg border border-dashed border-line-strong bg-white p-3">
            <Paperclip aria-hidden="true" className="size-5 shrink-0 text-brand-600" />
            <input
              {...form.field("file", { hint: true })}
              type="file"
              className="w-full min-w-0 text-sm text-ink-muted file:mr-3 file:rounded-full file:border-0 file:bg-brand-50 file:px-4 file:py-2 file:text-sm file:font-semibold file:text-brand-700 hover:file:bg-brand-100"
            />
          </div>
        </Field>
        <Button type="submit" className="w-full sm:w-auto sm:justify-self-start" disabled={form.isBusy}>
          {form.isBusy ? <Spinner label="Sending" /> : <Send aria-hidden="true" />}
          Send Message
        </Button>
      </form.Form>
    </section>
  );
}

function MessageItem({ message, side }: { message: ThreadMessageItem; side: "client" | "staff" }) {
  const name = message.isYours
    ? "You"
    : side === "client" && message.isStaffAuthor
      ? `${message.authorName} · Lumen Studio`
      : message.authorName;
  return (
    <li
      id={messageAnchor(message.id)}
      className={cn(
        "scroll-mt-24 rounded-xl p-4 ring-1 ring-inset target:ring-2 target:ring-brand-500",
        message.isYours ? "bg-brand-50/60 ring-brand-200" : "bg-white ring-line",
      )}
    >
      <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
        <Avatar name={message.authorName} size="sm" tone={message.isStaffAuthor ? "solid" : "pale"} />
        <p className="min-w-0 text-sm font-semibold text-ink wrap-anywhere">{name}</p>
        <LocalTime value={message.createdAt} className="text-xs text-ink-muted" />
        {message.isNew ? (
          <Badge tone="brand" data-testid="message-new">
            New
          </Badge>
        ) : null}
      </div>
      <p className="mt-2 text-sm leading-6 whitespace-pre-line text-ink wrap-anywhere">
        {linkifyBody(message.body).map((part, i) =>
          part.kind === "link" ? (
            <a
              key={i}
              href={part.href}
              rel="noopener nofollow ugc"
              className="font-medium text-brand-700 underline underline-offset-2 hover:text-brand-800"
            >
              {part.text}
            </a>
          ) : (
            <span key={i}>{part.text}</span>
          ),
        )}
      </p>
      {message.attachments.length > 0 ? (
        <ul className="mt-3 flex flex-wrap gap-2" aria-label="Attachments">
          {message.attachments.map((a) => (
            <li key={a.id}>
              <a
                href={`/files/threads/${a.id}`}
                download
                className="inline-flex max-w-full items-center gap-2 rounded-lg bg-surface-sunken px-3 py-1.5 text-sm font-medium text-ink ring-1 ring-line ring-inset hover:bg-brand-50 hover:text-brand-700"
              >
                <Paperclip aria-hidden="true" className="size-4 shrink-0" />
                <span className="min-w-0 wrap-anywhere">{a.fileName}</span>
                <span className="shrink-0 text-xs text-ink-muted">{formatFileSize(a.size)}</span>
              </a>
            </li>
          ))}
        </ul>
      ) : null}
    </li>
  );
}
