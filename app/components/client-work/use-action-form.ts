import { type FocusEvent, type FormEvent, useCallback, useEffect, useId, useRef, useState } from "react";
import { useFetcher } from "react-router";
import type { z } from "zod";
import { fieldErrors } from "~/domain/schemas/auth";
import { formValues } from "~/domain/schemas/client-work";
import { type ActionResult, useActionToast } from "~/hooks/use-action-toast";

/**
 * A dialog or inline form that posts to the route action through a fetcher, validated in the
 * browser with the same zod schema the server uses: a field's message shows once it has been left
 * (or on submit), then follows every keystroke. Before hydration the native constraints apply.
 */
export function useActionForm({
  schema,
  lists = [],
  onSuccess,
  extraCheck,
}: {
  schema: z.ZodType;
  lists?: readonly string[];
  onSuccess?: () => void;
  /** checks the schema cannot make (e.g. a chosen file's type) */
  extraCheck?: (form: HTMLFormElement) => Record<string, string>;
}) {
  const fetcher = useFetcher<ActionResult>();
  useActionToast(fetcher.data, onSuccess);
  const idPrefix = useId();
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [isHydrated, setIsHydrated] = useState(false);
  const touched = useRef(new Set<string>());
  const submitted = useRef(false);

  useEffect(() => setIsHydrated(true), []);
  const serverErrors = fetcher.data && !fetcher.data.ok ? fetcher.data.fieldErrors : undefined;
  useEffect(() => {
    if (serverErrors) setErrors(serverErrors);
  }, [serverErrors]);

  const check = useCallback(
    (form: HTMLFormElement, isSubmit: boolean) => {
      const result = schema.safeParse(formValues(new FormData(form), lists));
      const all = { ...(result.success ? {} : fieldErrors(result.error)), ...(extraCheck?.(form) ?? {}) };
      const shown =
        isSubmit || submitted.current
          ? all
          : Object.fromEntries(Object.entries(all).filter(([name]) => touched.current.has(name)));
      setErrors(shown);
      return Object.keys(all).length === 0;
    },
    [schema, lists, extraCheck],
  );

  const formProps = {
    noValidate: isHydrated,
    onSubmit(event: FormEvent<HTMLFormElement>) {
      submitted.current = true;
      const form = event.currentTarget;
      if (check(form, true)) return;
      event.preventDefault();
      // move focus to the first field with a message, in document order
      requestAnimationFrame(() => form.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus());
    },
    onBlur(event: FocusEvent<HTMLFormElement>) {
      const name = (event.target as unknown as HTMLInputElement).name;
      if (!name || name === "intent") return;
      touched.current.add(name);
      check(event.currentTarget, false);
    },
    onChange(event: FormEvent<HTMLFormElement>) {
      const name = (event.target as unknown as HTMLInputElement).name;
      if (submitted.current || touched.current.has(name)) check(event.currentTarget, false);
    },
  };

  /** id, name and the aria wiring of one field (its message is rendered by <Field id=…>). */
  const field = (name: string) => {
    const id = `${idPrefix}-${name}`;
    return {
      id,
      name,
      "aria-invalid": errors[name] ? true : undefined,
      "aria-describedby": errors[name] ? `${id}-error` : undefined,
    } as const;
  };

  /** The props of a <Field> around that control: its label's target and its message. */
  const fieldFor = (name: string) => ({ id: `${idPrefix}-${name}`, error: errors[name] });

  return {
    fetcher,
    formProps,
    errors,
    field,
    fieldFor,
    isBusy: fetcher.state !== "idle",
    formError: fetcher.data && !fetcher.data.ok ? (fetcher.data.fieldErrors?.form ?? null) : null,
  };
}
