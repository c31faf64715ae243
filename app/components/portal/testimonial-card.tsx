import { ImagePlus, Quote, Sparkles, X } from "lucide-react";
import { useRef, useState } from "react";
import { useForm } from "~/components/form/use-form";
import { Button } from "~/components/ui/button";
import { Card, Spinner } from "~/components/ui/card";
import { Field, Input, Label, Textarea } from "~/components/ui/input";
import { StarRatingInput } from "~/components/ui/star-rating-input";
import { TESTIMONIAL_MAX, TestimonialSchema } from "~/domain/schemas/portal";
import { cn } from "~/lib/utils";

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
  const { Form, formProps, errors, isBusy } = useForm({
    schema: TestimonialSchema,
    fetcherKey: `testimonial-${projectId}`,
    // the first message is the toast: 'Please provide a rating and testimonial text'
    invalidToast: (found) => Object.values(found)[0],
  });
  const [text, setText] = useState("");
  const [preview, setPreview] = useState<string | null>(null);
  const [imageError, setImageError] = useState<string | null>(null);
  const fileRef = useRef<HTMLInputElement>(null);
  const id = `testimonial-${projectId.slice(0, 8)}`;
  const fieldError = (name: string) => (name === "image" ? (imageError ?? errors.image) : errors[name]);

  function onImage(event: React.ChangeEvent<HTMLInputElement>) {
    const file = event.currentTarget.files?.[0];
    setPreview(null);
    setImageError(null);
    if (!file) return;
    if (!file.type.startsWith("image/")) {
      setImageError(IMAGE_MESSAGE);
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
        <Form
          {...formProps}
          encType="multipart/form-data"
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
          <StarRatingInput name="rating" defaultValue={0} error={fieldError("rating")} />
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
              onChange={(e) => setText(e.currentTarget.value)}
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
            <Button type="submit" size="lg" disabled={isBusy} className="w-full sm:w-auto">
              {isBusy ? <Spinner label="Submitting testimonial" /> : null}
              Submit Testimonial
            </Button>
          </div>
        </Form>
      </div>
    </Card>
  );
}
