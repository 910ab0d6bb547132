import type { ReactNode } from 'react';

/** One titled card of the account page, with its actions (Edit…) beside the title. */
export function SectionCard({
  id,
  title,
  actions,
  children,
}: {
  id: string;
  title: string;
  actions?: ReactNode;
  children: ReactNode;
}) {
  return (
    <section className="card account-section" aria-labelledby={`${id}-title`} id={id}>
      <div className="account-section__head">
        <h2 id={`${id}-title`}>{title}</h2>
        {actions && <div className="account-section__actions">{actions}</div>}
      </div>
      {children}
    </section>
  );
}
