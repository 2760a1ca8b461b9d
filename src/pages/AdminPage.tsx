/** The admin panel (rooms-and-play-spec §2, platform-spec §2). Non-admins see access denied. */
import { useState } from 'react';
import { IonButton, IonContent, IonIcon, IonPage, IonSpinner } from '@ionic/react';
import { arrowBack, lockClosedOutline } from 'ionicons/icons';
import { AUTH_MESSAGES } from '@core/content/auth-messages';
import StudioHeader from '../components/layout/StudioHeader';
import StudioTabs from '../components/layout/StudioTabs';
import { useProfile } from '../data/auth/useProfile';
import AdminTabContent from './admin/AdminTabContent';
import { ADMIN_TABS, type AdminTab } from './admin/admin-tabs';
import './DashboardPage.css';
import { NAVIGATION_LABELS } from '@core/content/labels';

const backButton = (
  <IonButton
    routerLink="/dashboard"
    routerDirection="back"
    aria-label={NAVIGATION_LABELS.backToDashboard}
    data-testid="back-to-dashboard"
  >
    <IonIcon slot="start" icon={arrowBack} aria-hidden="true" />
    <span className="studio-header__label">{NAVIGATION_LABELS.backToDashboard}</span>
  </IonButton>
);

function AccessDenied() {
  return (
    <section className="coming-soon surface-card" data-testid="access-denied">
      <IonIcon icon={lockClosedOutline} aria-hidden="true" />
      <p role="alert">{AUTH_MESSAGES.accessDenied}</p>
      <IonButton routerLink="/dashboard" routerDirection="back" className="gradient-button">
        {NAVIGATION_LABELS.backToDashboard}
      </IonButton>
    </section>
  );
}

export default function AdminPage() {
  const { profile, isAdmin, loading } = useProfile();
  const [tab, setTab] = useState<AdminTab>('lab');

  return (
    <IonPage>
      <StudioHeader email={profile?.email} admin={isAdmin} actions={backButton} />
      <IonContent className="studio-content">
        <div className="page-width studio-body">
          {loading ? (
            <div className="centered-fill">
              <IonSpinner name="crescent" aria-label="Loading your profile" />
            </div>
          ) : !isAdmin ? (
            <AccessDenied />
          ) : (
            <>
              <StudioTabs
                tabs={ADMIN_TABS}
                value={tab}
                onChange={setTab}
                label="Admin sections"
                testIdPrefix="admin-tab-"
              />
              <div className="studio-panel" role="tabpanel" aria-label={ADMIN_TABS.find((t) => t.id === tab)?.label}>
                <AdminTabContent tab={tab} />
              </div>
            </>
          )}
        </div>
      </IonContent>
    </IonPage>
  );
}
