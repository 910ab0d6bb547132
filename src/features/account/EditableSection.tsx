import type { ReactNode } from 'react';
import { useT } from '../../lib/i18n/react.tsx';
import { SectionCard } from './SectionCard.tsx';

interface Props {
  id: string;
  title: string;
  /** While the form is open the card has no Edit button. */
  editing: boolean;
  /** The last save worked: the card says so until the form opens again. */
  saved: boolean;
  /** Edit, or Add when nothing is saved yet. */
  editLabel: string;
  onEdit: () => void;
  children: ReactNode;
}

/** An account card whose saved value opens into a form: its Edit / Add button and its "Saved" line. */
export function EditableSection({ id, title, editing, saved, editLabel, onEdit, children }: Props) {
  const t = useT();
  const actions = editing ? null : (
    <button type="button" className="btn btn--ghost" onClick={onEdit}>
      {editLabel}
    </button>
  );
  return (
    <SectionCard id={id} title={title} actions={actions}>
      {saved && (
        <p className="account-notice" role="status">
          {t('account.saved')}
        </p>
      )}
      {children}
    </SectionCard>
  );
}
