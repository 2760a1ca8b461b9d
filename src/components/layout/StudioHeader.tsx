/**
 * The signed-in top bar (platform-spec §2): logo, "Welcome, {email}", ADMIN badge,
 * page actions and Logout.
 */
import { useState, type ReactNode } from 'react';
import { useNavigate } from 'react-router-dom';
import { IonBadge, IonButton, IonButtons, IonHeader, IonIcon, IonSpinner, IonToolbar } from '@ionic/react';
import { logOutOutline } from 'ionicons/icons';
import { useAuth } from '../../data/auth/useAuth';
import AppLogo from './AppLogo';
import './StudioHeader.css';

interface Props {
  email: string | null | undefined;
  admin: boolean;
  actions?: ReactNode;
}

export default function StudioHeader({ email, admin, actions }: Props) {
  const { logout } = useAuth();
  const navigate = useNavigate();
  const [leaving, setLeaving] = useState(false);

  const onLogout = async () => {
    setLeaving(true);
    try {
      await logout();
    } finally {
      setLeaving(false);
      navigate('/login', { replace: true });
    }
  };

  return (
    <IonHeader className="studio-header">
      <IonToolbar>
        <div slot="start" className="studio-header__logo">
          <AppLogo to="/dashboard" />
        </div>
        <IonButtons slot="end">
          {actions}
          <IonButton onClick={onLogout} disabled={leaving} aria-label="Logout" data-testid="logout">
            {leaving ? (
              <IonSpinner name="crescent" />
            ) : (
              <IonIcon slot="start" icon={logOutOutline} aria-hidden="true" />
            )}
            <span className="studio-header__label">Logout</span>
          </IonButton>
        </IonButtons>
      </IonToolbar>
      <IonToolbar className="studio-header__welcome">
        <p className="studio-header__line" data-testid="welcome">
          <span>Welcome, {email ?? 'adventurer'}</span>
          {admin && (
            <IonBadge className="admin-badge" data-testid="admin-badge">
              ADMIN
            </IonBadge>
          )}
        </p>
      </IonToolbar>
    </IonHeader>
  );
}
