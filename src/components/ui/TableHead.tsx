/** A column header: its words, read only by screen readers when the column needs no visible title. */
export interface Column {
  label: string;
  hidden?: boolean;
  className?: string;
}

/** A table's caption for screen readers (when it has one) and its one row of column headers. */
export function TableHead({ caption, columns }: { caption?: string; columns: (string | Column)[] }) {
  return (
    <>
      {caption ? <caption className="sr-only">{caption}</caption> : null}
      <thead>
        <tr>
          {columns.map((column) => {
            const { label, hidden, className } = typeof column === 'string' ? { label: column } : column;
            return (
              <th key={label} scope="col" className={className}>
                {hidden ? <span className="sr-only">{label}</span> : label}
              </th>
            );
          })}
        </tr>
      </thead>
    </>
  );
}
