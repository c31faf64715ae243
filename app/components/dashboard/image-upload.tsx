import { ImagePlus, RefreshCw, Trash2, X } from "lucide-react";
import { useId, useRef, useState } from "react";
import { showToast } from "~/components/form/toast";
import { Button } from "~/components/ui/button";
import { cn } from "~/lib/utils";
import { useUploadTracker } from "./entity-form";
import { precheckImage, type UploadFolder, uploadImage } from "./upload";

type Messages = { success: string; failure: string };
const IMAGE_MESSAGES: Messages = { success: "Image uploaded successfully", failure: "Failed to upload image" };
const ACCEPT = "image/jpeg,image/png,image/webp,image/gif,image/avif";

function ProgressBar({ percent, label }: { percent: number; label: string }) {
  return (
    <div className="grid gap-1.5">
      <div className="flex items-center justify-between text-xs font-medium text-ink-muted">
        <span>{label}</span>
        <span aria-hidden="true">{percent}%</span>
      </div>
      <div
        role="progressbar"
        aria-label={label}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={percent}
        className="h-1.5 overflow-hidden rounded-full bg-brand-100"
      >
        <div
          className="h-full rounded-full bg-brand-600 transition-[width] duration-200"
          style={{ width: `${percent}%` }}
        />
      </div>
    </div>
  );
}

/** Upload state for one file at a time: progress, the error, the toast */
function useImageUpload(folder: UploadFolder, messages: Messages) {
  const tracker = useUploadTracker();
  const [progress, setProgress] = useState<number | null>(null);
  const [error, setError] = useState<string | null>(null);
  async function upload(file: File) {
    const problem = precheckImage(file);
    if (problem) {
      setError(problem);
      showToast({ type: "error", title: "Error", description: messages.failure });
      return null;
    }
    setError(null);
    setProgress(0);
    tracker.begin();
    try {
      const url = await uploadImage(file, folder, setProgress);
      showToast({ type: "success", title: "Success", description: messages.success });
      return url;
    } catch (e) {
      setError(e instanceof Error ? e.message : "The upload did not go through.");
      showToast({ type: "error", title: "Error", description: messages.failure });
      return null;
    } finally {
      setProgress(null);
      tracker.end();
    }
  }
  return { upload, progress, error, setError };
}

function DropZone({
  inputId,
  multiple,
  onFiles,
  isBusy,
  hint,
  describedBy,
  compact,
}: {
  inputId: string;
  multiple?: boolean;
  onFiles: (files: File[]) => void;
  isBusy: boolean;
  hint: string;
  describedBy?: string;
  compact?: boolean;
}) {
  const [isOver, setIsOver] = useState(false);
  return (
    <label
      htmlFor={inputId}
      onDragOver={(e) => {
        e.preventDefault();
        setIsOver(true);
      }}
      onDragLeave={() => setIsOver(false)}
      onDrop={(e) => {
        e.preventDefault();
        setIsOver(false);
        if (!isBusy) onFiles(Array.from(e.dataTransfer.files));
      }}
      className={cn(
        "flex cursor-pointer flex-col items-center justify-center gap-2 rounded-xl border-2 border-dashed border-line-strong bg-surface-sunken/60 px-4 text-center transition-colors hover:border-brand-400 hover:bg-brand-50/60 focus-within:border-brand-500 focus-within:outline-3 focus-within:outline-offset-2 focus-within:outline-brand-500",
        compact ? "aspect-square py-3" : "py-8",
        isOver && "border-brand-500 bg-brand-50",
        isBusy && "pointer-events-none opacity-60",
      )}
    >
      <span className="grid size-10 place-items-center rounded-full bg-white text-brand-600 shadow-sm ring-1 ring-line">
        <ImagePlus className="size-5" aria-hidden="true" />
      </span>
      <span className="text-sm font-semibold text-ink">
        {compact ? (
          "Add images"
        ) : (
          <>
            <span className="text-brand-700">Click to upload</span> or drag and drop
          </>
        )}
      </span>
      {compact ? null : <span className="text-xs text-ink-subtle">{hint}</span>}
      <input
        id={inputId}
        type="file"
        accept={ACCEPT}
        multiple={multiple}
        disabled={isBusy}
        aria-describedby={describedBy}
        className="sr-only"
        onChange={(e) => {
          const files = Array.from(e.currentTarget.files ?? []);
          e.currentTarget.value = "";
          if (files.length) onFiles(files);
        }}
      />
    </label>
  );
}

/**
 * One image (blog header, team photo, project cover): uploaded at once with visible progress, its
 * URL posted with the form in a hidden input.
 */
export function ImageUploadField({
  name,
  label,
  folder,
  defaultValue,
  messages = IMAGE_MESSAGES,
  aspect = "wide",
  error: formError,
}: {
  name: string;
  label: string;
  folder: UploadFolder;
  defaultValue?: string | null;
  messages?: Messages;
  aspect?: "wide" | "square";
  error?: string;
}) {
  const id = useId();
  const [url, setUrl] = useState(defaultValue ?? "");
  const { upload, progress, error, setError } = useImageUpload(folder, messages);
  const replaceRef = useRef<HTMLInputElement>(null);
  const message = error ?? formError;
  const errorId = `${id}-error`;

  async function onFiles(files: File[]) {
    const file = files[0];
    if (!file) return;
    const stored = await upload(file);
    if (stored) setUrl(stored);
  }

  return (
    <fieldset className="grid gap-1.5">
      <legend className="mb-1.5 text-sm font-medium text-ink">{label}</legend>
      <input type="hidden" name={name} value={url} />
      {url ? (
        <div
          className={cn(
            "group/preview relative overflow-hidden rounded-xl bg-surface-sunken ring-1 ring-line",
            aspect === "square" ? "aspect-square w-40" : "aspect-[16/9]",
          )}
        >
          <img src={url} alt={`${label} preview`} className="size-full object-cover" />
          <div className="absolute inset-x-2 bottom-2 flex justify-end gap-2">
            <Button
              type="button"
              size="sm"
              variant="secondary"
              className="shadow-md"
              onClick={() => replaceRef.current?.click()}
              disabled={progress !== null}
            >
              <RefreshCw aria-hidden="true" />
              Replace
            </Button>
            <Button
              type="button"
              size="icon-sm"
              variant="secondary"
              className="shadow-md"
              aria-label={`Remove ${label.toLowerCase()}`}
              onClick={() => {
                setUrl("");
                setError(null);
              }}
              disabled={progress !== null}
            >
              <Trash2 aria-hidden="true" />
            </Button>
          </div>
          <input
            ref={replaceRef}
            type="file"
            accept={ACCEPT}
            className="sr-only"
            tabIndex={-1}
            aria-hidden="true"
            onChange={(e) => {
              const files = Array.from(e.currentTarget.files ?? []);
              e.currentTarget.value = "";
              void onFiles(files);
            }}
          />
          {progress !== null ? (
            <div className="absolute inset-0 grid place-items-center bg-white/85 px-6">
              <div className="w-full">
                <ProgressBar percent={progress} label={`Uploading ${label.toLowerCase()}`} />
              </div>
            </div>
          ) : null}
        </div>
      ) : progress !== null ? (
        <div className="rounded-xl border border-line bg-surface-sunken/60 px-4 py-8">
          <ProgressBar percent={progress} label={`Uploading ${label.toLowerCase()}`} />
        </div>
      ) : (
        <DropZone
          inputId={`${id}-file`}
          onFiles={onFiles}
          isBusy={progress !== null}
          hint="JPEG, PNG, WebP, GIF or AVIF, up to 5 MB"
          describedBy={message ? errorId : undefined}
        />
      )}
      {message ? (
        <p id={errorId} role="alert" className="text-sm text-danger-700">
          {message}
        </p>
      ) : null}
    </fieldset>
  );
}

type Pending = { key: string; name: string; percent: number };

/** Several project images: each file uploads with its own progress bar; thumbnails can be removed. */
export function ImageListUploadField({
  name,
  label,
  folder,
  defaultValue = [],
  error: formError,
}: {
  name: string;
  label: string;
  folder: UploadFolder;
  defaultValue?: readonly string[];
  error?: string;
}) {
  const id = useId();
  const tracker = useUploadTracker();
  const [urls, setUrls] = useState<string[]>([...defaultValue]);
  const [pending, setPending] = useState<Pending[]>([]);
  const [error, setError] = useState<string | null>(null);
  const message = error ?? formError;

  async function onFiles(files: File[]) {
    setError(null);
    await Promise.all(
      files.map(async (file, i) => {
        const problem = precheckImage(file);
        if (problem) {
          setError(`${file.name}: ${problem}`);
          showToast({ type: "error", title: "Error", description: IMAGE_MESSAGES.failure });
          return;
        }
        const key = `${Date.now()}-${i}-${file.name}`;
        setPending((p) => [...p, { key, name: file.name, percent: 0 }]);
        tracker.begin();
        try {
          const url = await uploadImage(file, folder, (percent) =>
            setPending((p) => p.map((x) => (x.key === key ? { ...x, percent } : x))),
          );
          setUrls((u) => [...u, url]);
          showToast({ type: "success", title: "Success", description: IMAGE_MESSAGES.success });
        } catch (e) {
          setError(`${file.name}: ${e instanceof Error ? e.message : "The upload did not go through."}`);
          showToast({ type: "error", title: "Error", description: IMAGE_MESSAGES.failure });
        } finally {
          setPending((p) => p.filter((x) => x.key !== key));
          tracker.end();
        }
      }),
    );
  }

  return (
    <fieldset className="grid gap-1.5">
      <legend className="mb-1.5 text-sm font-medium text-ink">{label}</legend>
      {urls.map((url) => (
        <input key={url} type="hidden" name={name} value={url} />
      ))}
      <ul className="grid grid-cols-3 gap-3 sm:grid-cols-4" aria-label={`${label}: ${urls.length} uploaded`}>
        {urls.map((url, i) => (
          <li
            key={url}
            className="relative aspect-square overflow-hidden rounded-xl bg-surface-sunken ring-1 ring-line"
          >
            <img src={url} alt={`${label} ${i + 1}`} className="size-full object-cover" />
            <button
              type="button"
              onClick={() => setUrls((u) => u.filter((x) => x !== url))}
              aria-label={`Remove image ${i + 1}`}
              className="absolute top-1.5 right-1.5 grid size-7 place-items-center rounded-full bg-white/95 text-ink shadow ring-1 ring-line transition-colors hover:bg-danger-50 hover:text-danger-700"
            >
              <X className="size-3.5" aria-hidden="true" />
            </button>
          </li>
        ))}
        {pending.map((p) => (
          <li
            key={p.key}
            className="flex aspect-square flex-col justify-center rounded-xl bg-surface-sunken px-3 ring-1 ring-line"
          >
            <ProgressBar percent={p.percent} label={`Uploading ${p.name}`} />
          </li>
        ))}
        <li>
          <DropZone
            inputId={`${id}-file`}
            multiple
            compact
            onFiles={(files) => void onFiles(files)}
            isBusy={false}
            hint=""
            describedBy={message ? `${id}-error` : undefined}
          />
        </li>
      </ul>
      {message ? (
        <p id={`${id}-error`} role="alert" className="text-sm text-danger-700">
          {message}
        </p>
      ) : (
        <p className="text-xs text-ink-subtle">JPEG, PNG, WebP, GIF or AVIF, up to 5 MB each</p>
      )}
    </fieldset>
  );
}
