import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";

/**
 * The one kit (docs/conventions.md, "Forms, actions and toasts"): a screen's action picks its handler
 * through `dispatchIntent`, forms with fields use `useForm`, toasts go through the toast channel, and
 * a failure that is expected is an `AppError`. Each rule is checked over every module of `app/`.
 */
const APP = path.resolve(import.meta.dirname, "../../app");

function modules(dir = APP): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return entry.name.startsWith("+") ? [] : modules(full);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [full] : [];
  });
}

const sources = modules().map((file) => ({
  file: path.relative(APP, file).replaceAll(path.sep, "/"),
  text: fs.readFileSync(file, "utf8"),
}));

const offenders = (test: (text: string, file: string) => boolean) =>
  sources.filter(({ text, file }) => test(text, file)).map(({ file }) => file);

describe("one kit", () => {
  it("reads the posted intent in one place (web/intents.server.ts)", () => {
    expect(offenders((text, file) => file.startsWith("routes/") && /form\.get\("intent"\)/.test(text))).toEqual([]);
    expect(offenders((text) => /export async function action\b[\s\S]*?\bintent === "/.test(text))).toEqual([]);
  });

  it("draws toasts only through the toast channel (components/form/toast.ts)", () => {
    const allowed = new Set([
      "components/form/toast.ts",
      "root.tsx",
      "components/toast.tsx",
      "components/toast-region.tsx",
    ]);
    expect(offenders((text, file) => !allowed.has(file) && /from "~\/components\/toast"/.test(text))).toEqual([]);
    expect(offenders((text, file) => !allowed.has(file) && /from "sonner"/.test(text))).toEqual([]);
  });

  it("has one way to read a form and one error type", () => {
    expect(offenders((text) => /export function formValues\b/.test(text))).toEqual(["domain/form-values.ts"]);
    expect(offenders((text) => /export function fieldErrors\b/.test(text))).toEqual(["domain/form-values.ts"]);
    // AppError, and the storage's fault (an outage, answered 503 by the screens, not a refusal)
    expect(offenders((text) => /class \w+ extends Error\b/.test(text)).sort()).toEqual([
      "domain/app-error.ts",
      "platform/storage.server.ts",
    ]);
    expect(
      offenders((text) => /class StorageUnavailableError extends Error\b|class AppError extends Error\b/.test(text))
        .length,
    ).toBe(2);
  });

  it("builds forms with fields on useForm, not on a fetcher of their own", () => {
    // a form with a labelled field that posts through its own fetcher or the page form, outside the kit
    const ownForms = offenders(
      (text, file) =>
        !file.startsWith("components/form/") &&
        /<(fetcher\.Form|Form)\b/.test(text) &&
        /<(Input|Textarea|Select)\b/.test(text) &&
        !/useForm\(/.test(text),
    );
    expect(ownForms).toEqual(EXCEPTIONS.ownForms);
  });
});

/** Modules of the staff dashboard: its screens, the content kit and the client-work parts. */
const isDashboard = (file: string) =>
  file.startsWith("routes/dashboard/") ||
  file.startsWith("components/dashboard/") ||
  file.startsWith("components/client-work/");

/**
 * One dashboard kit for content and client work alike (docs/conventions.md, "Dashboard kit"): one
 * `PageHeader`, one form dialog, one open-record hook and one row-action mechanism. A second of any
 * of them, or a screen drawing its own, fails here.
 */
describe("one dashboard kit", () => {
  it("has one PageHeader, which draws every dashboard screen's heading", () => {
    expect(offenders((text) => /\b(function|const|class) \w*(PageHeader|ScreenHeader)\b/.test(text))).toEqual([
      "components/dashboard/page-header.tsx",
    ]);
    expect(offenders((text, file) => isDashboard(file) && /<h1\b/.test(text))).toEqual([
      "components/dashboard/page-header.tsx",
    ]);
    expect(
      offenders(
        (text, file) => isDashboard(file) && /from "[^"]*page-header"/.test(text) && !/<PageHeader\b/.test(text),
      ),
    ).toEqual([]);
  });

  it("has one form dialog: a dialog's form is EntityFormDialog's", () => {
    expect(offenders((text) => /<DialogContent\b/.test(text) && /\buseForm\(/.test(text))).toEqual([
      "components/dashboard/entity-form.tsx",
    ]);
    expect(
      offenders(
        (text, file) => isDashboard(file) && /<DialogContent\b/.test(text) && /<(fetcher\.Form|Form|form)\b/.test(text),
      ),
    ).toEqual(["components/dashboard/entity-form.tsx"]);
    expect(offenders((text) => /\bfunction (DialogForm|\w*FormDialogBase|DialogFormActions)\b/.test(text))).toEqual([]);
  });

  it("has one open-record hook: which record's dialog is open is useOpenRecord's", () => {
    expect(offenders((text) => /\bfunction use\w*(Dialog|Editing|OpenRecord|Modal)\w*\b/.test(text))).toEqual([
      "components/dashboard/open-record.tsx",
    ]);
    // a dialog root opened by a screen's own state (the portal's feedback dialog and the mobile menu are not records)
    expect(offenders((text, file) => isDashboard(file) && /<Dialog(\.Root)?\s+open=/.test(text))).toEqual([
      "components/dashboard/open-record.tsx",
    ]);
    expect(offenders((text) => /\bfunction (DialogSlot|\w*DialogSlot)\b/.test(text))).toEqual([]);
  });

  it("has one row-action mechanism: Edit and Delete of a record and confirmed posts are row-actions.tsx's", () => {
    expect(
      offenders((text) =>
        /\bfunction \w*(ActionButton|RowActions|EditButton|DeleteButton|EditDeleteButtons|ToastHost)\b/.test(text),
      ),
    ).toEqual(["components/dashboard/row-actions.tsx"]);
    expect(offenders((text) => /aria-label=\{`(Edit|Delete) \$\{/.test(text))).toEqual([
      "components/dashboard/row-actions.tsx",
    ]);
    expect(
      offenders((text, file) => file !== "components/ui/confirm-dialog.tsx" && /<ConfirmDialog\b/.test(text)),
    ).toEqual(["components/dashboard/row-actions.tsx"]);
  });
});

/**
 * One record list for content and client work alike (docs/conventions.md, "Dashboard kit"): `RecordList`
 * (components/dashboard/record-list.tsx) owns what every list of records does, the labelled list, the
 * empty state, the pages, dimmed pending rows, drag-to-reorder and the layout. What is checked: in a
 * dashboard module, the empty state (`EmptyState`), the pages (`Pager`, `KeysetPager`) and a sortable list
 * (`SortableList`) are drawn only by RecordList; an empty state or pages anywhere else are a list drawn
 * by hand, and a second list component (a `…Grid`, `RecordCard`, `…ListBase`) fails by its name.
 */
describe("one record list", () => {
  const LIST = "components/dashboard/record-list.tsx";
  it("draws every dashboard list's empty state, pages and reordering through RecordList", () => {
    expect(offenders((text, file) => isDashboard(file) && /<EmptyState\b/.test(text)).sort()).toEqual(
      [LIST, ...EXCEPTIONS.emptyState].sort(),
    );
    expect(offenders((text, file) => isDashboard(file) && /<(Keyset)?Pager\b/.test(text)).sort()).toEqual(
      [LIST, ...EXCEPTIONS.pager].sort(),
    );
    expect(offenders((text, file) => isDashboard(file) && /<SortableList\b/.test(text))).toEqual([LIST]);
  });

  it("has no second list component", () => {
    expect(
      offenders((text) => /\b(function|const) (CardGrid|RecordCard|RecordGrid|\w*ListBase|\w*ListShell)\b/.test(text)),
    ).toEqual([]);
    expect(offenders((text) => /\bfunction RecordList\b/.test(text))).toEqual([LIST]);
  });
});

/**
 * Forms outside the kit, each for a reason: the project filter, the long lists' filter bar, the portal timeline's kind filter,
 * the weekly summary's client choice, the audit log's filters and the search page are GET forms (a search, no action); the
 * sprint feedback form posts to the JSON endpoint with JavaScript and to the page without it; the Users
 * screen's "Grant access" is one select of fixed roles on a fetcher the screen shares, so that its toast
 * outlives the card, which goes as soon as the role is granted.
 */
const EXCEPTIONS = {
  /**
   * Empty states that are not a record list's: the search page's "Nothing found", the weekly summary's
   * "No client yet", an unknown project's manage view, the overview's "Nothing needs you right now", a
   * thread's "No messages yet" and the Sprints screen's "Choose a project". And lists not (yet) moved onto
   * RecordList: the Outbox (a table), Inquiries (two lists on tabs), the Audit log and a post's revisions
   * (numbered rows), and the Sprints screen's Sprint Tickets tab (a section per sprint, each with its
   * tickets' RecordList, paged by sprint).
   */
  emptyState: [
    "routes/dashboard/search.tsx",
    "routes/dashboard/digest.tsx",
    "routes/dashboard/manage/manage.tsx",
    "components/dashboard/needs-attention.tsx",
    "components/client-work/conversations-panel.tsx",
    "components/client-work/sprint-screen-tabs.tsx",
    "routes/dashboard/outbox.tsx",
    "routes/dashboard/inquiries.tsx",
    "routes/dashboard/audit.tsx",
    "routes/dashboard/blog-history.tsx",
  ],
  /** pages of the lists not yet moved onto RecordList (see `emptyState`); the Audit log's by cursor */
  pager: [
    "components/client-work/sprint-screen-tabs.tsx",
    "routes/dashboard/outbox.tsx",
    "routes/dashboard/inquiries.tsx",
    "routes/dashboard/audit.tsx",
  ],
  ownForms: [
    "components/client-work/project-filter.tsx",
    "components/dashboard/list-filter-bar.tsx",
    "components/portal/sprint-actions.tsx",
    "components/portal/timeline.tsx",
    "routes/dashboard/audit.tsx",
    "routes/dashboard/digest.tsx",
    "routes/dashboard/search.tsx",
    "routes/dashboard/users.tsx",
  ],
};
