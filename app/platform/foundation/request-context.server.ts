import { createContext, RouterContextProvider } from "react-router";

export type RequestInfo = { requestId: string; nonce: string; clientIp: string };

export const requestInfoContext = createContext<RequestInfo>({ requestId: "", nonce: "", clientIp: "" });

export function createLoadContext(info: RequestInfo) {
  const context = new RouterContextProvider();
  context.set(requestInfoContext, info);
  return context;
}
