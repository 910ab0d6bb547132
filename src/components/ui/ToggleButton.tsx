import type { ReactNode } from 'react';

interface Props {
  /** Whether what it shows is shown now. */
  open: boolean;
  /** The id of what it shows and hides. */
  controls: string;
  onToggle: () => void;
  children: ReactNode;
}

/** A small button that shows and hides a part of the page, and says which state it is in. */
export function ToggleButton({ open, controls, onToggle, children }: Props) {
  return (
    <button
      type="button"
      className="btn btn--ghost btn--small"
      aria-expanded={open}
      aria-controls={controls}
      onClick={onToggle}
    >
      {children}
    </button>
  );
}
