/** A small spinning ring. With `label` it is announced (role=status); without, it is decorative (e.g. in a button). */
export function Spinner({ label, size = 20 }: { label?: string; size?: number }) {
  const ring = <span className="spinner" style={{ width: size, height: size }} aria-hidden="true" />;
  if (!label) return ring;
  return (
    <span role="status" className="spinner-wrap">
      {ring}
      <span className="sr-only">{label}</span>
    </span>
  );
}
