/** The Ermie mark and word, linking home. */
import { Link } from 'react-router-dom';
import './AppLogo.css';

export default function AppLogo({ to = '/', compact = false }: { to?: string; compact?: boolean }) {
  return (
    <Link to={to} className="app-logo" aria-label="Ermie Escape Studio home">
      <img src="/logo.svg" alt="" width={32} height={32} />
      {!compact && (
        <span className="app-logo__word">
          Ermie<span className="app-logo__studio"> Escape Studio</span>
        </span>
      )}
    </Link>
  );
}
