import { createContext, useContext, useState, type ReactNode } from 'react';
import { SignalsStore, signalsForTab } from './signals-store';
import type { ToastStore } from './toast-store';

const SignalsContext = createContext<SignalsStore | null>(null);

/** Made by +Wrapper: the tab's signals store in the browser, a throwaway one per render on the server. */
export function SignalsProvider({ children }: { children: ReactNode }) {
  const [signals] = useState(() => (typeof window === 'undefined' ? new SignalsStore() : signalsForTab()));
  return <SignalsContext.Provider value={signals}>{children}</SignalsContext.Provider>;
}

export function useSignals(): SignalsStore {
  const signals = useContext(SignalsContext);
  if (!signals) throw new Error('useSignals outside SignalsProvider');
  return signals;
}

/**
 * The toaster of this tab: `const toasts = useToasts(); toasts.show({ text, tone: 'success', placement: 'bottom-center' })`.
 * Returns the id; `toasts.dismiss(id)` takes it away early.
 */
export function useToasts(): Pick<ToastStore, 'show' | 'dismiss'> {
  return useSignals().toasts;
}
