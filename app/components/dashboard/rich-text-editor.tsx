import { EditorContent, useEditor, useEditorState } from "@tiptap/react";
import StarterKit from "@tiptap/starter-kit";
import { Bold, Italic, Link2, List, ListOrdered, type LucideIcon, Quote, Redo2, Underline, Undo2 } from "lucide-react";
import { useId, useRef, useState } from "react";
import { Button } from "~/components/ui/button";
import { Input } from "~/components/ui/input";
import { cn } from "~/lib/utils";

/** The schemes a link may use; anything else is refused here and stripped by the server's sanitizer. */
const LINK_RE = /^(https?:\/\/|mailto:)\S+$/i;

function ToolbarButton({
  icon: Icon,
  label,
  shortcut,
  isActive,
  disabled,
  onClick,
}: {
  icon: LucideIcon;
  label: string;
  shortcut?: string;
  isActive?: boolean;
  disabled?: boolean;
  onClick: () => void;
}) {
  return (
    <button
      type="button"
      title={shortcut ? `${label} (${shortcut})` : label}
      aria-label={label}
      aria-pressed={isActive === undefined ? undefined : isActive}
      disabled={disabled}
      // keep the editor's selection while clicking the toolbar
      onMouseDown={(e) => e.preventDefault()}
      onClick={onClick}
      className={cn(
        "grid size-8 place-items-center rounded-md text-ink-muted transition-colors hover:bg-white hover:text-ink disabled:pointer-events-none disabled:opacity-40",
        isActive && "bg-white text-brand-700 shadow-sm ring-1 ring-line",
      )}
    >
      <Icon className="size-4" aria-hidden="true" />
    </button>
  );
}

/**
 * the rich editor (TipTap) for blog content and project long descriptions: at least
 * 200px high; bold, italic, underline, bullet and numbered lists, quote, link (asks for a URL),
 * undo, redo; pasting is plain text only. The HTML posts with the form in a hidden input and is
 * sanitized again on the server.
 */
export function RichTextEditor({
  name,
  label,
  defaultValue,
  error,
  placeholder = "Start writing…",
}: {
  name: string;
  label: string;
  defaultValue?: string | null;
  error?: string;
  placeholder?: string;
}) {
  const id = useId();
  const [html, setHtml] = useState(defaultValue ?? "");
  const [linkOpen, setLinkOpen] = useState(false);
  const [linkDraft, setLinkDraft] = useState("");
  const [linkError, setLinkError] = useState<string | null>(null);
  const linkInput = useRef<HTMLInputElement>(null);
  const isPasting = useRef(false);

  const editor = useEditor({
    immediatelyRender: false,
    extensions: [
      StarterKit.configure({
        heading: { levels: [2, 3] },
        codeBlock: false,
        link: {
          openOnClick: false,
          autolink: true,
          linkOnPaste: false,
          protocols: ["http", "https", "mailto"],
          HTMLAttributes: { rel: "noopener noreferrer nofollow", target: null },
        },
      }),
    ],
    content: defaultValue ?? "",
    editorProps: {
      attributes: {
        id: `${id}-editor`,
        role: "textbox",
        "aria-multiline": "true",
        "aria-labelledby": `${id}-label`,
        ...(error ? { "aria-invalid": "true", "aria-describedby": `${id}-error` } : {}),
        class:
          "prose-rich min-h-[200px] max-w-none px-4 py-3 text-sm leading-6 text-ink focus:outline-none [&_p]:my-2 [&_ul]:my-2 [&_ol]:my-2",
      },
      // Paste as plain text only: the clipboard's HTML is ignored
      handlePaste(view, event) {
        if (isPasting.current) return false;
        const text = event.clipboardData?.getData("text/plain") ?? "";
        event.preventDefault();
        if (!text) return true;
        isPasting.current = true;
        try {
          view.pasteText(text, event);
        } finally {
          isPasting.current = false;
        }
        return true;
      },
      handleDrop: () => true,
    },
    onUpdate({ editor }) {
      setHtml(editor.isEmpty ? "" : editor.getHTML());
    },
  });

  const state = useEditorState({
    editor,
    selector: ({ editor }) =>
      editor
        ? {
            bold: editor.isActive("bold"),
            italic: editor.isActive("italic"),
            underline: editor.isActive("underline"),
            bulletList: editor.isActive("bulletList"),
            orderedList: editor.isActive("orderedList"),
            blockquote: editor.isActive("blockquote"),
            link: editor.isActive("link"),
            canUndo: editor.can().undo(),
            canRedo: editor.can().redo(),
          }
        : null,
  });

  function openLink() {
    if (!editor) return;
    setLinkDraft((editor.getAttributes("link").href as string | undefined) ?? "https://");
    setLinkError(null);
    setLinkOpen(true);
    requestAnimationFrame(() => linkInput.current?.select());
  }

  function applyLink() {
    if (!editor) return;
    const href = linkDraft.trim();
    if (href === "" || href === "https://") {
      editor.chain().focus().extendMarkRange("link").unsetLink().run();
      setLinkOpen(false);
      return;
    }
    if (!LINK_RE.test(href)) {
      setLinkError("Enter a URL starting with https://, http:// or mailto:");
      linkInput.current?.focus();
      return;
    }
    const chain = editor.chain().focus();
    if (editor.state.selection.empty && !editor.isActive("link")) {
      chain.insertContent({ type: "text", text: href, marks: [{ type: "link", attrs: { href } }] }).run();
    } else {
      chain.extendMarkRange("link").setLink({ href }).run();
    }
    setLinkOpen(false);
  }

  const run = (fn: () => void) => () => {
    if (editor) fn();
  };

  return (
    <div className="grid gap-1.5">
      <span id={`${id}-label`} className="text-sm font-medium text-ink">
        {label}
      </span>
      <input type="hidden" name={name} value={html} />
      <div
        className={cn(
          "overflow-hidden rounded-lg border border-line-strong bg-white shadow-xs transition-colors focus-within:border-brand-500 focus-within:outline-2 focus-within:outline-brand-500/40",
          error && "border-danger-600",
        )}
      >
        <div
          role="toolbar"
          aria-label={`${label} formatting`}
          aria-controls={`${id}-editor`}
          className="flex flex-wrap items-center gap-0.5 border-b border-line bg-surface-sunken px-1.5 py-1.5 sm:px-2"
        >
          <ToolbarButton
            icon={Bold}
            label="Bold"
            shortcut="Ctrl+B"
            isActive={state?.bold ?? false}
            onClick={run(() => editor!.chain().focus().toggleBold().run())}
          />
          <ToolbarButton
            icon={Italic}
            label="Italic"
            shortcut="Ctrl+I"
            isActive={state?.italic ?? false}
            onClick={run(() => editor!.chain().focus().toggleItalic().run())}
          />
          <ToolbarButton
            icon={Underline}
            label="Underline"
            shortcut="Ctrl+U"
            isActive={state?.underline ?? false}
            onClick={run(() => editor!.chain().focus().toggleUnderline().run())}
          />
          <span className="mx-0.5 h-5 w-px bg-line-strong sm:mx-1" aria-hidden="true" />
          <ToolbarButton
            icon={List}
            label="Bullet list"
            isActive={state?.bulletList ?? false}
            onClick={run(() => editor!.chain().focus().toggleBulletList().run())}
          />
          <ToolbarButton
            icon={ListOrdered}
            label="Numbered list"
            isActive={state?.orderedList ?? false}
            onClick={run(() => editor!.chain().focus().toggleOrderedList().run())}
          />
          <ToolbarButton
            icon={Quote}
            label="Quote"
            isActive={state?.blockquote ?? false}
            onClick={run(() => editor!.chain().focus().toggleBlockquote().run())}
          />
          <ToolbarButton icon={Link2} label="Link" isActive={state?.link ?? false} onClick={openLink} />
          <span className="mx-0.5 h-5 w-px bg-line-strong sm:mx-1" aria-hidden="true" />
          <ToolbarButton
            icon={Undo2}
            label="Undo"
            shortcut="Ctrl+Z"
            disabled={!state?.canUndo}
            onClick={run(() => editor!.chain().focus().undo().run())}
          />
          <ToolbarButton
            icon={Redo2}
            label="Redo"
            shortcut="Ctrl+Shift+Z"
            disabled={!state?.canRedo}
            onClick={run(() => editor!.chain().focus().redo().run())}
          />
        </div>
        {linkOpen ? (
          <div data-escape-local className="grid gap-1.5 border-b border-line bg-brand-50/60 px-3 py-2.5">
            <div className="flex flex-wrap items-center gap-2">
              <label htmlFor={`${id}-link`} className="text-sm font-medium text-ink">
                Link URL
              </label>
              <Input
                ref={linkInput}
                id={`${id}-link`}
                type="url"
                value={linkDraft}
                onChange={(e) => setLinkDraft(e.target.value)}
                aria-invalid={linkError ? true : undefined}
                aria-describedby={linkError ? `${id}-link-error` : undefined}
                onKeyDown={(e) => {
                  if (e.key === "Enter") {
                    e.preventDefault();
                    applyLink();
                  }
                  if (e.key === "Escape") {
                    e.preventDefault();
                    e.stopPropagation();
                    setLinkOpen(false);
                    editor?.commands.focus();
                  }
                }}
                className="h-9 min-w-0 flex-1 basis-48"
              />
              <Button type="button" size="sm" onClick={applyLink}>
                Apply link
              </Button>
              {state?.link ? (
                <Button
                  type="button"
                  size="sm"
                  variant="ghost"
                  onClick={() => {
                    editor?.chain().focus().extendMarkRange("link").unsetLink().run();
                    setLinkOpen(false);
                  }}
                >
                  Remove link
                </Button>
              ) : null}
              <Button
                type="button"
                size="sm"
                variant="ghost"
                onClick={() => {
                  setLinkOpen(false);
                  editor?.commands.focus();
                }}
              >
                Cancel
              </Button>
            </div>
            {linkError ? (
              <p id={`${id}-link-error`} role="alert" className="text-sm text-danger-700">
                {linkError}
              </p>
            ) : null}
          </div>
        ) : null}
        {editor ? (
          <div className="relative">
            {html === "" ? (
              <span className="pointer-events-none absolute top-3 left-4 text-sm text-ink-subtle" aria-hidden="true">
                {placeholder}
              </span>
            ) : null}
            <EditorContent editor={editor} />
          </div>
        ) : (
          <div className="min-h-[200px] px-4 py-3 text-sm text-ink-subtle" aria-hidden="true">
            Loading editor…
          </div>
        )}
      </div>
      {error ? (
        <p id={`${id}-error`} role="alert" className="text-sm text-danger-700">
          {error}
        </p>
      ) : null}
    </div>
  );
}
