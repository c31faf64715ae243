import { Download, FileText, Folder, FolderOpen, Upload } from "lucide-react";
import type * as React from "react";
import { useRef } from "react";
import { Link } from "react-router";
import { TextField } from "~/components/form/fields";
import { useForm } from "~/components/form/use-form";
import { Badge } from "~/components/ui/badge";
import { Button, buttonVariants } from "~/components/ui/button";
import { Card, EmptyState, Spinner } from "~/components/ui/card";
import { Field } from "~/components/ui/input";
import { KeysetPager } from "~/components/ui/pager";
import type { ProjectFileItem, ProjectFileList } from "~/data/project-files.server";
import { formatDate, formatDateTime } from "~/domain/format";
import {
  DEFAULT_FOLDER,
  FILE_CHOOSE_MESSAGE,
  FILE_TOO_LARGE_MESSAGE,
  FOLDER_MAX,
  formatBytes,
  PROJECT_FILE_LIMIT,
  PROJECT_FILE_MAX_BYTES,
  UploadProjectFileSchema,
} from "~/domain/schemas/project-files";
import { cn } from "~/lib/utils";

/** The download address of one version: an authorised route, never a public URL. */
export const versionHref = (versionId: string) => `/files/projects/${versionId}`;

/**
 * A project's shared files, the same on the portal's Files tab and the dashboard's manage view: the
 * upload form (a file and a folder, chosen or new; a plain multipart form that works without
 * JavaScript), the folders as links (?…Folder=), and one page of files (FILES_PAGE_SIZE, by folder then
 * name, `pageParams` hold its place), each with its latest version and the older ones under "Versions".
 * `actions` adds what the screen allows on a file (staff: Delete).
 */
export function ProjectFiles({
  list,
  action,
  folderHref,
  pageParams,
  headingLevel = 2,
  intent,
  description,
  actions,
}: {
  list: ProjectFileList;
  /** where the upload form posts (the screen's own address) */
  action: string;
  folderHref: (folder: string | null) => string;
  /** the query parameters of the page's place: after a file, before a file */
  pageParams: { after: string; before: string };
  headingLevel?: 2 | 3;
  intent: string;
  description: string;
  actions?: (file: ProjectFileItem) => React.ReactNode;
}) {
  const Heading = headingLevel === 2 ? "h2" : "h3";
  const SubHeading = headingLevel === 2 ? "h3" : "h4";
  const groups = Map.groupBy(list.files, (f) => f.folder);
  const folderCount = new Map(list.folders.map((f) => [f.name, f.count]));
  const { page } = list;

  return (
    <div className="grid grid-cols-1 gap-6" data-testid="project-files">
      <div className="flex flex-wrap items-end justify-between gap-2">
        <div>
          <Heading className={cn("font-bold", headingLevel === 2 ? "text-h2" : "text-base font-semibold")}>
            Project Files
          </Heading>
          <p className="mt-1 max-w-prose text-sm text-ink-muted">{description}</p>
        </div>
        <div className="grid w-full gap-1.5 text-sm text-ink-muted tabular-nums sm:w-56 sm:text-right">
          <p>
            {list.total} of {PROJECT_FILE_LIMIT} files
          </p>
          <StorageUse {...list.storage} />
        </div>
      </div>

      <UploadForm list={list} action={action} intent={intent} />

      {list.folders.length > 0 ? (
        <nav aria-label="Folders" className="-mx-1 overflow-x-auto px-1 pb-1">
          <ul className="flex gap-2">
            <FolderLink href={folderHref(null)} isCurrent={list.folder === null} label="All Files" count={list.total} />
            {list.folders.map((f) => (
              <FolderLink
                key={f.name}
                href={folderHref(f.name)}
                isCurrent={list.folder === f.name}
                label={f.name}
                count={f.count}
              />
            ))}
          </ul>
        </nav>
      ) : null}

      {list.files.length === 0 ? (
        <EmptyState icon={<FolderOpen />} title="No Files Yet">
          Specs, designs and contracts shared on this project appear here, with every earlier version.
        </EmptyState>
      ) : (
        <div className="grid grid-cols-1 gap-6">
          {[...groups].map(([folder, files]) => (
            <section key={folder} aria-label={`Folder ${folder}`} className="grid grid-cols-1 gap-3">
              <SubHeading className="flex items-center gap-2 text-sm font-semibold text-ink">
                <Folder aria-hidden="true" className="size-4 text-brand-600" />
                {folder}
                <span className="font-normal text-ink-muted">({folderCount.get(folder) ?? files.length})</span>
              </SubHeading>
              <ul className="grid grid-cols-1 gap-3">
                {files.map((file) => (
                  <FileRow key={file.id} file={file} actions={actions?.(file)} />
                ))}
              </ul>
            </section>
          ))}
          <KeysetPager
            label="File pages"
            params={[pageParams.after, pageParams.before]}
            previous={page.previous === null ? null : page.previous ? { [pageParams.before]: page.previous } : {}}
            next={page.next === null ? null : { [pageParams.after]: page.next }}
            status={`Files ${page.from}–${page.to} of ${page.total}`}
            previousLabel={`Previous ${page.size} files`}
            nextLabel={`Next ${Math.min(page.size, page.total - page.to)} files`}
            preventScrollReset
          />
        </div>
      )}
    </div>
  );
}

function FolderLink({
  href,
  isCurrent,
  label,
  count,
}: {
  href: string;
  isCurrent: boolean;
  label: string;
  count: number;
}) {
  return (
    <li className="flex-none">
      <Link
        to={href}
        preventScrollReset
        aria-current={isCurrent ? "page" : undefined}
        className={cn(
          "inline-flex h-9 items-center gap-1.5 rounded-full px-3.5 text-sm font-semibold whitespace-nowrap ring-1 transition-colors",
          isCurrent
            ? "bg-brand-600 text-white ring-brand-600"
            : "bg-white text-ink-muted ring-line hover:bg-surface-sunken hover:text-ink",
        )}
      >
        {label}
        <span className={cn("tabular-nums", isCurrent ? "text-white/85" : "text-ink-subtle")}>{count}</span>
      </Link>
    </li>
  );
}

function UploadForm({ list, action, intent }: { list: ProjectFileList; action: string; intent: string }) {
  const formRef = useRef<HTMLFormElement>(null);
  const form = useForm({
    schema: UploadProjectFileSchema,
    via: "page",
    // the browser says at once what the server would refuse anyway
    extraCheck: (element): Record<string, string> => {
      const file = (element.elements.namedItem("file") as HTMLInputElement | null)?.files?.[0];
      if (!file) return { file: FILE_CHOOSE_MESSAGE };
      if (file.size > PROJECT_FILE_MAX_BYTES) return { file: FILE_TOO_LARGE_MESSAGE };
      return {};
    },
    onSuccess: () => formRef.current?.reset(),
  });
  const { Form, formProps, isBusy } = form;
  const listId = `folders-${list.projectId}`;
  return (
    <Card className="p-4 sm:p-5">
      <Form
        {...formProps}
        ref={formRef}
        action={action}
        encType="multipart/form-data"
        aria-label="Upload a file"
        className="grid grid-cols-1 items-start gap-4 md:grid-cols-[minmax(0,1fr)_14rem_auto]"
      >
        <input type="hidden" name="intent" value={intent} />
        <input type="hidden" name="projectId" value={list.projectId} />
        <Field
          {...form.fieldFor("file")}
          label="File"
          required
          hint="PDF, image, Office, OpenDocument, ZIP or text; up to 20 MB."
        >
          <input
            {...form.field("file", { hint: true })}
            type="file"
            required
            className="w-full min-w-0 rounded-lg border border-dashed border-line-strong bg-surface-sunken/60 p-2 text-sm text-ink-muted file:mr-3 file:rounded-full file:border-0 file:bg-brand-50 file:px-4 file:py-2 file:text-sm file:font-semibold file:text-brand-700 hover:file:bg-brand-100 focus-visible:outline-2 focus-visible:outline-brand-500/40"
          />
        </Field>
        <TextField
          form={form}
          name="folder"
          label="Folder"
          hint="Choose one or type a new name."
          list={listId}
          maxLength={FOLDER_MAX}
          defaultValue={list.folder ?? DEFAULT_FOLDER}
          autoComplete="off"
        />
        <datalist id={listId}>
          {[...new Set([DEFAULT_FOLDER, ...list.folders.map((f) => f.name)])].map((name) => (
            <option key={name} value={name} />
          ))}
        </datalist>
        <div className="md:pt-7">
          <Button type="submit" disabled={isBusy} aria-busy={isBusy || undefined} className="w-full md:w-auto">
            {isBusy ? <Spinner label="Uploading" /> : <Upload aria-hidden="true" />}
            Upload File
          </Button>
        </div>
      </Form>
    </Card>
  );
}

function FileRow({ file, actions }: { file: ProjectFileItem; actions?: React.ReactNode }) {
  const [latest, ...older] = file.versions;
  if (!latest) return null;
  return (
    <li data-file={file.name}>
      <Card className="p-4 sm:p-5">
        <div className="flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
          <div className="flex min-w-0 items-start gap-3">
            <span className="grid size-10 shrink-0 place-items-center rounded-xl bg-brand-50 text-brand-700">
              <FileText aria-hidden="true" className="size-5" />
            </span>
            <div className="min-w-0">
              <p className="flex flex-wrap items-center gap-2">
                <span className="font-semibold [overflow-wrap:anywhere] text-ink">{file.name}</span>
                <Badge tone="brand">v{latest.version}</Badge>
              </p>
              <p className="mt-1 text-sm text-ink-muted">
                {formatBytes(latest.size)} · {latest.uploadedBy ?? "Former user"} ·{" "}
                <time dateTime={new Date(latest.uploadedAt).toISOString()}>{formatDate(latest.uploadedAt)}</time>
              </p>
            </div>
          </div>
          <div className="flex flex-wrap items-center gap-2 sm:flex-none">
            <a
              href={versionHref(latest.id)}
              download
              className={buttonVariants({ variant: "secondary", size: "sm" })}
              aria-label={`Download ${file.name}`}
            >
              <Download aria-hidden="true" />
              Download
            </a>
            {actions}
          </div>
        </div>
        {older.length > 0 ? (
          <details className="group mt-3 border-t border-line pt-3">
            <summary className="cursor-pointer rounded text-sm font-semibold text-brand-700 hover:text-brand-800 focus-visible:outline-2 focus-visible:outline-brand-500/40">
              Versions ({file.versions.length})
            </summary>
            <ol className="mt-2 grid gap-2" aria-label={`Earlier versions of ${file.name}`}>
              {older.map((v) => (
                <li
                  key={v.id}
                  className="flex flex-col gap-1 rounded-lg bg-surface-sunken/60 px-3 py-2 text-sm sm:flex-row sm:items-center sm:justify-between"
                >
                  <span className="text-ink-muted">
                    <span className="font-semibold text-ink">Version {v.version}</span> · {formatBytes(v.size)} ·{" "}
                    {v.uploadedBy ?? "Former user"} ·{" "}
                    <time dateTime={new Date(v.uploadedAt).toISOString()}>{formatDateTime(v.uploadedAt)}</time>
                  </span>
                  <a
                    href={versionHref(v.id)}
                    download
                    className="inline-flex items-center gap-1 font-semibold text-brand-700 hover:text-brand-800 hover:underline"
                    aria-label={`Download version ${v.version} of ${file.name}`}
                  >
                    <Download aria-hidden="true" className="size-4" />
                    Download
                  </a>
                </li>
              ))}
            </ol>
          </details>
        ) : null}
      </Card>
    </li>
  );
}

/**
 * How much of the project's storage its files and thread attachments use, as words and a bar; the bar
 * turns amber from 90 % (an upload past the quota is refused with storageFullMessage).
 */
function StorageUse({ used, quota }: { used: number; quota: number }) {
  const share = Math.min(1, used / quota);
  const isNearlyFull = share >= 0.9;
  return (
    <>
      <p className={cn(isNearlyFull && "font-medium text-warning-700")}>
        {formatBytes(used)} of {formatBytes(quota)} used{isNearlyFull ? " (nearly full)" : ""}
      </p>
      <div
        className="h-1.5 overflow-hidden rounded-full bg-surface-sunken ring-1 ring-line ring-inset"
        aria-hidden="true"
      >
        <div
          className={cn("h-full rounded-full", isNearlyFull ? "bg-warning-600" : "bg-brand-500")}
          style={{ width: `${Math.max(share * 100, used > 0 ? 2 : 0)}%` }}
        />
      </div>
    </>
  );
}
