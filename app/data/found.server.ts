import { AppError } from "~/domain/app-error";

/** The row a read or write by id found; none means the record is gone: the 404 `notFound` (on `field`, when given). */
export function foundOr404<R>(row: R | undefined, notFound: string, field?: string): R {
  if (!row) throw new AppError(notFound, 404, field);
  return row;
}
