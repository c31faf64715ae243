import { ImagePlus, Quote, Sparkles, X } from "lucide-react";
import { useRef, useState } from "react";
import { useFetcher } from "react-router";
import { type ActionResult, useActionToast } from "~/components/form/toast";
import { toast } from "~/components/toast";
import { Button } from "~/components/ui/button";
import { Card, Spinner } from "~/components/ui/card";
import { Field, Input, Label, Textarea } from "~/components/ui/input";
import { firstMessage } from "~/domain/form-values";
import { TESTIMONIAL_MAX, TestimonialSchema } from "~/domain/schemas/portal";
import { cn } from "~/lib/utils";
import { StarRating } from "./star-rating";

const IMAGE_MESSAGE = "Please choose an image file (JPEG, PNG, WebP, GIF or AVIF)";

/**
 * 'Testimonial request': one card per Completed project without a testimonial. Name and
 * company are read-only (from the profile); the server checks everything again, image by content.
 */
export function TestimonialCard({
  projectId,
  projectTitle,
  identity,
}: {
  projectId: string;
  projectTitle: string;
  identity: { clientName: string; clientCompany: string };
}) {
  const fetcher = useFetcher<ActionResult>({ key: `testimonial-${projectId}` });
  useActionToast(fetcher.data);
  const [rating, setRating] = useState(0);
  const [text, setText] = useState("");
  const [preview, setPreview] = useState<string | null>(null);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const fileRef = useRef<HTMLInputElement>(null);
  const id = `testimonial-${projectId.slice(0, 8)}`;
  const pending = fetcher.state !== "idle";
  const serverErrors = fetcher.data && !fetcher.data.ok ? (fetcher.data.fieldErrors ?? {}) : {};
  const fieldError = (name: string) => errors[name] ?? serverErrors[name];

  function onImage(event: React.ChangeEvent<HTMLInputElement>) {
    const file = event.currentTarget.files?.[0];
    setPreview(null);
    setErrors((e) => ({ ...e, image: "" }));
    if (!file) return;
    if (!file.type.startsWith("image/")) {
      setErrors((e) => ({ ...e, image: IMAGE_MESSAGE }));
      event.currentTarget.value = "";
      return;
    }
    // a data: URL, not a blob: one: nothing to revoke, and the CSP's img-src allows it
    const reader = new FileReader();
    reader.onload = () => setPreview(typeof reader.result === "string" ? reader.result : null);
    reader.readAsDataURL(file);
  }

  function clearImage() {
    if (fileRef.current) fileRef.current.value = "";
    setPreview(null);
  }

  function onSubmit(event: React.FormEvent<HTMLFormElement>) {
    const parsed = TestimonialSchema.safeParse({ projectId, rating, testimonialText: text });
    if (!parsed.success) {
      event.preventDefault();
      const message = firstMessage(parsed.error);
      const next: Record<string, string> = {};
      for (const issue of parsed.error.issues) next[String(issue.path[0])] ??= issue.message;
      setErrors(next);
      // 'Please provide a rating and testimonial text'
      toast.error("Error", { description: message });
      return;
    }
    setErrors({});
  }

  const count = text.length;
  return (
    <Card id={`testimonial-${projectId}`} className="relative scroll-mt-24 overflow-hidden border-accent-400/60">
      <div
        aria-hidden="true"
        className="absolute inset-x-0 top-0 h-1 bg-gradient-to-r from-accent-400 via-brand-500 to-brand-700"
      />
      <div className="grid gap-6 p-6 sm:p-8 lg:grid-cols-[minmax(0,2fr)_minmax(0,3fr)] lg:gap-10">
        <div>
          <span className="inline-flex items-center gap-1.5 rounded-full bg-accent-300/30 px-2.5 py-1 text-xs font-semibold text-warning-700">
            <Sparkles aria-hidden="true" className="size-3.5" />
            Testimonial request
          </span>
          <h2 className="mt-3 text-h3 font-semibold">How did we do on {projectTitle}?</h2>
          <p className="mt-2 text-sm text-ink-muted">
            Your project is complete. A few words about working with us help other teams decide, and help us get better.
            It takes a minute.
          </p>
          <Quote aria-hidden="true" className="mt-6 hidden size-10 text-brand-100 lg:block" />
        </div>
        <fetcher.Form
          method="post"
          encType="multipart/form-data"
          onSubmit={onSubmit}
          noValidate
          className="grid gap-5"
          aria-label={`Testimonial for ${projectTitle}`}
        >
          <input type="hidden" name="intent" value="testimonial" />
          <input type="hidden" name="projectId" value={projectId} />
          <div className="grid gap-4 sm:grid-cols-2">
            <Field id={`${id}-name`} label="Name">
              <Input
                id={`${id}-name`}
                value={identity.clientName}
                readOnly
                aria-readonly="true"
                className="bg-surface-sunken"
              />
            </Field>
            <Field id={`${id}-company`} label="Company">
              <Input
                id={`${id}-company`}
                value={identity.clientCompany}
                readOnly
                aria-readonly="true"
                className="bg-surface-sunken"
              />
            </Field>
          </div>
          <div>
            <StarRating
              name="rating"
              idPrefix={`${id}-rating`}
              value={rating}
              onChange={(n) => {
                setRating(n);
                setErrors((e) => ({ ...e, rating: "" }));
              }}
              invalid={Boolean(fieldError("rating"))}
              describedBy={fieldError("rating") ? `${id}-rating-error` : undefined}
            />
            {fieldError("rating") ? (
              <p id={`${id}-rating-error`} role="alert" className="mt-1 text-sm text-danger-700">
                {fieldError("rating")}
              </p>
            ) : null}
          </div>
          <div className="grid gap-1.5">
            <div className="flex items-baseline justify-between gap-3">
              <Label htmlFor={`${id}-text`}>Your testimonial</Label>
              <span
                id={`${id}-count`}
                className={cn(
                  "text-xs tabular-nums",
                  count >= TESTIMONIAL_MAX ? "font-semibold text-danger-700" : "text-ink-subtle",
                )}
              >
                {count}/{TESTIMONIAL_MAX}
              </span>
            </div>
            <Textarea
              id={`${id}-text`}
              name="testimonialText"
              value={text}
              maxLength={TESTIMONIAL_MAX}
              rows={4}
              placeholder="What was it like to work with us? What changed for your team?"
              onChange={(e) => {
                setText(e.currentTarget.value);
                setErrors((er) => ({ ...er, testimonialText: "" }));
              }}
              aria-invalid={fieldError("testimonialText") ? true : undefined}
              aria-describedby={`${id}-count${fieldError("testimonialText") ? ` ${id}-text-error` : ""}`}
            />
            {fieldError("testimonialText") ? (
              <p id={`${id}-text-error`} role="alert" className="text-sm text-danger-700">
                {fieldError("testimonialText")}
              </p>
            ) : null}
          </div>
          <div className="grid gap-1.5">
            <span className="text-sm font-medium text-ink" id={`${id}-image-label`}>
              Photo <span className="font-normal text-ink-subtle">(optional)</span>
            </span>
            <div className="flex items-center gap-4">
              {preview ? (
                <img
                  src={preview}
                  alt="Preview of your selection"
                  className="size-14 rounded-full object-cover ring-2 ring-brand-100"
                />
              ) : null}
              <label
                htmlFor={`${id}-image`}
                className="inline-flex h-10 cursor-pointer items-center gap-2 rounded-full bg-white px-4 text-sm font-semibold text-ink ring-1 ring-line-strong ring-inset transition-colors hover:bg-surface-sunken has-focus-visible:outline-3 has-focus-visible:outline-offset-2 has-focus-visible:outline-brand-500"
              >
                <ImagePlus aria-hidden="true" className="size-4" />
                {preview ? "Change photo" : "Choose a photo"}
                <input
                  ref={fileRef}
                  id={`${id}-image`}
                  name="image"
                  type="file"
                  accept="image/*"
                  className="sr-only"
                  onChange={onImage}
                  aria-describedby={fieldError("image") ? `${id}-image-error` : `${id}-image-hint`}
                />
              </label>
              {preview ? (
                <Button type="button" variant="ghost" size="sm" onClick={clearImage}>
                  <X aria-hidden="true" />
                  Remove
                </Button>
              ) : null}
            </div>
            {fieldError("image") ? (
              <p id={`${id}-image-error`} role="alert" className="text-sm text-danger-700">
                {fieldError("image")}
              </p>
            ) : (
              <p id={`${id}-image-hint`} className="text-xs text-ink-subtle">
                JPEG, PNG, WebP, GIF or AVIF, up to 5 MB.
              </p>
            )}
          </div>
          <div>
            <Button type="submit" size="lg" disabled={pending} className="w-full sm:w-auto">
              {pending ? <Spinner label="Submitting testimonial" /> : null}
              Submit Testimonial
            </Button>
          </div>
        </fetcher.Form>
      </div>
    </Card>
  );
}
