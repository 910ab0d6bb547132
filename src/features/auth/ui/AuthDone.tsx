import type { ReactNode } from 'react';
import { Alert } from '../../../components/ui/Alert.tsx';

/** What an auth form turns into once its request worked: the good news, then where to go next. */
export function AuthDone({ message, children }: { message: string; children: ReactNode }) {
  return (
    <div className="auth-form">
      <Alert tone="success">
        <p>{message}</p>
      </Alert>
      {children}
    </div>
  );
}
