import { createContext, useContext, type ReactNode } from 'react';

const NonceContext = createContext('');

/** The CSP nonce of this page, for React Router's inline scripts and preload links. */
export function NonceProvider({ value, children }: { value: string; children: ReactNode }) {
  return <NonceContext.Provider value={value}>{children}</NonceContext.Provider>;
}

export function useNonce(): string {
  return useContext(NonceContext);
}
