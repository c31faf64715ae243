/**
 * An expected refusal in client work (a missing project, a sprint of another project…): the route
 * answers it with its message and a 4xx, never a 500. `field` points the message at a form field.
 */
export class ClientWorkError extends Error {
  constructor(
    message: string,
    readonly status: 400 | 404 | 409 = 400,
    readonly field?: string,
  ) {
    super(message);
    this.name = "ClientWorkError";
  }
}
