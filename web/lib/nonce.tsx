import { createContext, useContext, type ReactNode } from 'react';

const NonceContext = createContext('');

/** The CSP nonce of this response, for React Router's inline scripts (server only; '' in the browser). */
export function NonceProvider({ value, children }: { value: string; children: ReactNode }) {
  return <NonceContext.Provider value={value}>{children}</NonceContext.Provider>;
}

export function useNonce(): string {
  return useContext(NonceContext);
}
