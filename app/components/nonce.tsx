import { createContext, useContext } from "react";

/** The per-request CSP nonce; set around the server render, empty in the browser (which hides it anyway). */
export const NonceContext = createContext("");
export const useNonce = () => useContext(NonceContext);
