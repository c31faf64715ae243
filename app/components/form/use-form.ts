import { type FocusEvent, type FormEvent, useCallback, useEffect, useId, useRef, useState } from "react";
import { Form, useActionData, useFetcher, useNavigation } from "react-router";
import { type FormSchema, fieldErrors, formValues } from "~/domain/form-values";

import { type ActionResult, showToast, useActionToast } from "./toast";

export type FormOptions = {
  /** the zod schema the server's action parses the same form with */
  schema: FormSchema;
  /** fields posted several times (checkboxes) that the schema reads as lists */
  lists?: readonly string[];
  /** after a successful answer (e.g. close the dialog) */
  onSuccess?: () => void;
  /** checks the schema cannot make (e.g. a chosen file's type) */
  extraCheck?: (form: HTMLFormElement) => Record<string, string>;
  /**
   * 'fetcher' (default): the form posts through its own fetcher and the page stays. 'page': the form
   * posts as a navigation and its answer is the route's action data (public and sign-in forms).
   */
  via?: "fetcher" | "page";
  /** a fetcher key, for a form whose result must outlive the component that sent it */
  fetcherKey?: string;
  /** element ids equal to the field names (a page with one form), instead of ids unique per form */
  plainIds?: boolean;
  /** the 'Error' toast's text when the browser's check stops a submission (or a function of its messages) */
  invalidToast?: string | ((errors: Record<string, string>) => string | undefined);
};

/**
 * The one form kit. A form posts to its route's action (without JavaScript too: the action answers with
 * the same messages) and is checked in the browser with the same schema the server uses:
 * a field's message shows once it has been left (or on submit), then follows every keystroke; a
 * refused submit moves focus to the first field with a message. The answer is an `ActionResult`: its
 * toast goes through the toast channel, its field messages replace the browser's.
 */
export function useForm({
  schema,
  lists = [],
  onSuccess,
  extraCheck,
  via = "fetcher",
  fetcherKey,
  plainIds = false,
  invalidToast,
}: FormOptions) {
  const fetcher = useFetcher<ActionResult>(fetcherKey ? { key: fetcherKey } : undefined);
  const pageResult = useActionData() as ActionResult | undefined;
  const navigation = useNavigation();
  const result = via === "page" ? pageResult : fetcher.data;
  useActionToast(result, onSuccess);
  const reactId = useId();
  const idOf = (name: string) => (plainIds ? name : `${reactId}-${name}`);
  // the browser's own messages; until it has checked, the server's (also when rendered on the server)
  const [clientErrors, setErrors] = useState<Record<string, string> | null>(null);
  const touched = useRef(new Set<string>());
  const submitted = useRef(false);

  const serverErrors = result && !result.ok ? result.fieldErrors : undefined;
  const errors = clientErrors ?? serverErrors ?? {};
  useEffect(() => {
    if (!result) return;
    setErrors(null);
    if (result.ok) {
      touched.current.clear();
      submitted.current = false;
    }
  }, [result]);

  const check = useCallback(
    (form: HTMLFormElement, isSubmit: boolean) => {
      const parsed = schema.safeParse(formValues(new FormData(form), lists));
      const all = { ...(parsed.success ? {} : fieldErrors(parsed.error)), ...(extraCheck?.(form) ?? {}) };
      const shown =
        isSubmit || submitted.current
          ? all
          : Object.fromEntries(Object.entries(all).filter(([name]) => touched.current.has(name)));
      setErrors(shown);
      return all;
    },
    [schema, lists, extraCheck],
  );

  const formProps = {
    method: "post" as const,
    // the server checks with the same rules and answers with the same messages, with or without JavaScript
    noValidate: true,
    onSubmit(event: FormEvent<HTMLFormElement>) {
      submitted.current = true;
      const form = event.currentTarget;
      const found = check(form, true);
      if (Object.keys(found).length === 0) return;
      event.preventDefault();
      const text = typeof invalidToast === "function" ? invalidToast(found) : invalidToast;
      if (text) showToast({ type: "error", title: "Error", description: text });
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

  /** id, name and the ARIA wiring of one control (its message is rendered by <Field {...fieldFor(name)}>). */
  const field = (name: string, { hint = false }: { hint?: boolean } = {}) => {
    const id = idOf(name);
    return {
      id,
      name,
      "aria-invalid": errors[name] ? true : undefined,
      "aria-describedby": errors[name] ? `${id}-error` : hint ? `${id}-hint` : undefined,
    } as const;
  };

  /** The props of the <Field> around that control: its label's target and its message. */
  const fieldFor = (name: string) => ({ id: idOf(name), error: errors[name] });

  const isBusy =
    via === "page"
      ? navigation.state === "submitting" && navigation.formMethod?.toLowerCase() === "post"
      : fetcher.state !== "idle";

  return {
    /** the form element to render: the fetcher's, or the router's page form */
    Form: via === "page" ? Form : fetcher.Form,
    fetcher,
    result,
    formProps,
    errors,
    field,
    fieldFor,
    isBusy,
    formError: result && !result.ok ? (result.fieldErrors?.form ?? null) : null,
  };
}
