import { useId, useState, type FormEvent, type ReactNode } from 'react';

interface Props {
  label: string;
  placeholder: string;
  button: string;
  maxLength: number;
  onSearch: (query: string) => void;
  /** Fields shown before the search box (a status filter). */
  children?: ReactNode;
  className?: string;
  buttonClassName?: string;
}

/** The search bar above an administrator's list: a query, optional filters, and a button that applies them. */
export function AdminSearchForm({
  label,
  placeholder,
  button,
  maxLength,
  onSearch,
  children,
  className = 'admin-toolbar',
  buttonClassName = 'btn btn--ghost',
}: Props) {
  const id = useId();
  const [query, setQuery] = useState('');

  function submit(event: FormEvent) {
    event.preventDefault();
    onSearch(query);
  }

  return (
    <form className={className} role="search" onSubmit={submit}>
      {children}
      <div className="field admin-toolbar__grow">
        <label htmlFor={`${id}-q`}>{label}</label>
        <input
          id={`${id}-q`}
          className="input"
          type="search"
          value={query}
          onChange={(e) => setQuery(e.target.value)}
          placeholder={placeholder}
          maxLength={maxLength}
        />
      </div>
      <button type="submit" className={buttonClassName}>
        {button}
      </button>
    </form>
  );
}
