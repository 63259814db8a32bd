import './spinner.css';
export function Spinner({ label = 'loading...' }: { label?: string }) {
  return (
    <p className="spinner" role="status">
      <span className="spinner__orb" aria-hidden="true" />
      {label}
    </p>
  );
}
