import { Plus, X } from "lucide-react";
import type * as React from "react";
import { useId, useRef, useState } from "react";
import { Button } from "~/components/ui/button";
import { Input } from "~/components/ui/input";

/**
 * Features and technologies: type and press Enter or Add; each entry is a chip
 * with its own remove button; entries are trimmed, blanks and repeats ignored. Each chip posts
 * as a repeated hidden input named `name`.
 */
export function ChipListInput({
  name,
  label,
  defaultValue = [],
  placeholder,
  addLabel,
  error,
}: {
  name: string;
  label: string;
  defaultValue?: readonly string[];
  placeholder?: string;
  /** the Add button's accessible name, e.g. 'Add feature' */
  addLabel: string;
  error?: string;
}) {
  const id = useId();
  const [items, setItems] = useState<string[]>([...defaultValue]);
  const [draft, setDraft] = useState("");
  const inputRef = useRef<HTMLInputElement>(null);

  function add() {
    const value = draft.trim();
    if (value && !items.includes(value)) setItems((list) => [...list, value]);
    setDraft("");
    inputRef.current?.focus();
  }

  return (
    <div className="grid gap-1.5">
      <label htmlFor={`${id}-draft`} className="text-sm font-medium text-ink">
        {label}
      </label>
      {items.map((item) => (
        <input key={item} type="hidden" name={name} value={item} />
      ))}
      <div className="flex gap-2">
        <Input
          ref={inputRef}
          id={`${id}-draft`}
          value={draft}
          placeholder={placeholder}
          aria-describedby={error ? `${id}-error` : `${id}-hint`}
          aria-invalid={error ? true : undefined}
          onChange={(e) => setDraft(e.target.value)}
          onKeyDown={(e) => {
            if (e.key === "Enter") {
              e.preventDefault();
              add();
            }
          }}
        />
        <Button type="button" variant="secondary" className="h-11" onClick={add} aria-label={addLabel}>
          <Plus aria-hidden="true" />
          Add
        </Button>
      </div>
      {items.length > 0 ? (
        <ul className="mt-1 flex flex-wrap gap-2" aria-label={label}>
          {items.map((item) => (
            <li
              key={item}
              className="inline-flex items-center gap-1 rounded-full bg-brand-50 py-1 pr-1 pl-3 text-sm font-medium text-brand-800 ring-1 ring-brand-200 ring-inset"
            >
              {item}
              <button
                type="button"
                onClick={() => setItems((list) => list.filter((x) => x !== item))}
                aria-label={`Remove ${item}`}
                className="grid size-6 place-items-center rounded-full text-brand-600 transition-colors hover:bg-brand-100 hover:text-brand-900"
              >
                <X className="size-3.5" aria-hidden="true" />
              </button>
            </li>
          ))}
        </ul>
      ) : null}
      {error ? (
        <p id={`${id}-error`} role="alert" className="text-sm text-danger-700">
          {error}
        </p>
      ) : (
        <p id={`${id}-hint`} className="text-xs text-ink-subtle">
          Press Enter or Add after each entry.
        </p>
      )}
    </div>
  );
}

/**
 * Rows of inputs (skills, project URLs): at least one row; the last row cannot be removed
 * Blank rows are dropped on save by the schema.
 */
export function RowListInput({
  name,
  label,
  itemLabel,
  defaultValue = [],
  placeholder,
  addLabel,
  type = "text",
  error,
  hint,
}: {
  name: string;
  label: string;
  /** each row's accessible name, numbered: 'Skill 1' */
  itemLabel: string;
  defaultValue?: readonly string[];
  placeholder?: string;
  addLabel: string;
  type?: React.HTMLInputTypeAttribute;
  error?: string;
  hint?: string;
}) {
  const id = useId();
  const next = useRef(0);
  const keyed = (value: string) => ({ key: next.current++, value });
  const [rows, setRows] = useState(() => (defaultValue.length ? defaultValue : [""]).map(keyed));
  const listRef = useRef<HTMLUListElement>(null);

  function addRow() {
    setRows((r) => [...r, keyed("")]);
    requestAnimationFrame(() => {
      const inputs = listRef.current?.querySelectorAll("input");
      inputs?.[inputs.length - 1]?.focus();
    });
  }

  return (
    <fieldset className="grid gap-2" aria-describedby={error ? `${id}-error` : hint ? `${id}-hint` : undefined}>
      <legend className="mb-1.5 text-sm font-medium text-ink">{label}</legend>
      <ul ref={listRef} className="grid gap-2">
        {rows.map((row, i) => (
          <li key={row.key} className="flex gap-2">
            <Input
              type={type}
              name={name}
              value={row.value}
              placeholder={placeholder}
              aria-label={`${itemLabel} ${i + 1}`}
              aria-invalid={error ? true : undefined}
              onChange={(e) => {
                const value = e.target.value;
                setRows((r) => r.map((x) => (x.key === row.key ? { ...x, value } : x)));
              }}
            />
            <Button
              type="button"
              variant="ghost"
              size="icon"
              className="h-11 text-ink-subtle hover:bg-danger-50 hover:text-danger-700"
              disabled={rows.length === 1}
              aria-label={`Remove ${itemLabel.toLowerCase()} ${i + 1}`}
              onClick={() => setRows((r) => r.filter((x) => x.key !== row.key))}
            >
              <X aria-hidden="true" />
            </Button>
          </li>
        ))}
      </ul>
      <div>
        <Button type="button" variant="ghost" size="sm" className="-ml-2 text-brand-700" onClick={addRow}>
          <Plus aria-hidden="true" />
          {addLabel}
        </Button>
      </div>
      {error ? (
        <p id={`${id}-error`} role="alert" className="text-sm text-danger-700">
          {error}
        </p>
      ) : hint ? (
        <p id={`${id}-hint`} className="text-xs text-ink-subtle">
          {hint}
        </p>
      ) : null}
    </fieldset>
  );
}
