import { AppError, type AppErrorStatus } from "./app-error";

/**
 * An expected refusal in client work (a missing project, a sprint of another project…): an AppError,
 * so the route answers it with its message and a 4xx, never a 500. `field` points it at a form field.
 */
export class ClientWorkError extends AppError {
  constructor(message: string, status: Extract<AppErrorStatus, 400 | 404 | 409> = 400, field?: string) {
    super(message, status, field);
    this.name = "ClientWorkError";
  }
}
