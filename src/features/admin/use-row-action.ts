import { useState } from 'react';

export interface Notice {
  tone: 'success' | 'error';
  text: string;
}

/**
 * An action on one row of an admin list (delete, grant, send again): the row is busy while it runs, then the
 * list says what happened and, when it worked, loads the page again.
 */
export function useRowAction<K>(reload: () => void) {
  const [busy, setBusy] = useState<K | null>(null);
  const [notice, setNotice] = useState<Notice | null>(null);

  async function run(key: K, action: () => Promise<unknown>, success: string, failure: (message: string) => string) {
    setBusy(key);
    setNotice(null);
    try {
      await action();
      setNotice({ tone: 'success', text: success });
      reload();
    } catch (err) {
      setNotice({ tone: 'error', text: failure((err as Error).message) });
    } finally {
      setBusy(null);
    }
  }

  return { busy, notice, run };
}
