import type { ReactNode } from 'react';

export type Tone = 'error' | 'success' | 'info' | 'warning';

interface AlertProps {
  tone?: Tone;
  title?: ReactNode;
  children?: ReactNode;
  /** Errors interrupt (role=alert); other tones are announced politely (role=status). */
  role?: 'alert' | 'status';
  className?: string;
}

/** A coloured message box (errors show in a red alert). Styles: .alert in src/styles/ui.css. */
export function Alert({ tone = 'info', title, children, role, className }: AlertProps) {
  return (
    <div
      className={`alert alert--${tone}${className ? ` ${className}` : ''}`}
      role={role ?? (tone === 'error' ? 'alert' : 'status')}
    >
      {title && <p className="alert__title">{title}</p>}
      {children && <div className="alert__body">{children}</div>}
    </div>
  );
}
