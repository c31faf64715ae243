import { AppError } from "~/domain/app-error";

/** The AppError a write was refused with (its code, field and message), or null when it went through. */
export const refusal = (write: Promise<unknown>) =>
  write.then(
    () => null,
    (error: unknown) => {
      if (!(error instanceof AppError)) throw error;
      return { code: error.code, message: error.userMessage, ...(error.field ? { field: error.field } : {}) };
    },
  );
