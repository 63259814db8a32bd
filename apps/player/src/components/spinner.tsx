import './spinner.css';

export function Spinner({ label = 'loading...' }: { label?: string }) {
  return (
    <p className="spinner" role="status">
      <span className="spinner__orb" aria-hidden="true" />
      {label}
    </p>
  );
}

/** What a lazy route shows while its chunk loads (tests wait for it to go, see testing/test-utils.tsx). */
export function RouteFallback({ label = 'loading...' }: { label?: string }) {
  return (
    <div data-route-loading="">
      <Spinner label={label} />
    </div>
  );
}
