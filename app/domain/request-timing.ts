/** What a request's database statements cost so far, when it is measured (SERVER_TIMING=1). */
export type RequestTiming = { statements: number; dbMs: number };
