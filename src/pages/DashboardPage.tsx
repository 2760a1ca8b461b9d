/** The dashboard (platform-spec §2, rooms-and-play-spec §2): top bar and five tabs. */
import { useState } from 'react';
import { IonButton, IonContent, IonIcon, IonPage, IonSpinner } from '@ionic/react';
import { shieldOutline, walletOutline } from 'ionicons/icons';
import ComingSoon from '../components/feedback/ComingSoon';
import StudioHeader from '../components/layout/StudioHeader';
import StudioTabs from '../components/layout/StudioTabs';
import { useProfile } from '../data/auth/useProfile';
import CreateTab from './dashboard/CreateTab';
import { DASHBOARD_TABS, type DashboardTab } from './dashboard/dashboard-tabs';
import PlayTab from './dashboard/PlayTab';
import VaultTab from './dashboard/VaultTab';
import XpTab from './dashboard/XpTab';
import './DashboardPage.css';

export default function DashboardPage() {
  const { profile, isAdmin, isCreator, loading } = useProfile();
  const [tab, setTab] = useState<DashboardTab>('create');

  return (
    <IonPage>
      <StudioHeader
        email={profile?.email}
        admin={isAdmin}
        actions={
          isAdmin && (
            <IonButton routerLink="/admin" aria-label="Admin Panel" data-testid="admin-panel">
              <IonIcon aria-hidden="true" slot="start" icon={shieldOutline} />
              <span className="studio-header__label">Admin Panel</span>
            </IonButton>
          )
        }
      />
      <IonContent className="studio-content">
        <div className="page-width studio-body">
          <StudioTabs
            tabs={DASHBOARD_TABS}
            value={tab}
            onChange={setTab}
            label="Dashboard sections"
            testIdPrefix="tab-"
          />

          <div className="studio-panel" role="tabpanel" aria-label={DASHBOARD_TABS.find((t) => t.id === tab)?.label}>
            {loading ? (
              <div className="centered-fill">
                <IonSpinner name="crescent" aria-label="Loading your profile" />
              </div>
            ) : (
              <>
                {tab === 'create' && <CreateTab creator={isCreator} />}
                {tab === 'play' && <PlayTab />}
                {tab === 'vault' && <VaultTab creator={isCreator && !isAdmin} />}
                {tab === 'xp' && <XpTab />}
                {tab === 'staking' && (
                  <ComingSoon title="Staking & Rewards" icon={walletOutline}>
                    Coming soon. Stake $ERM and earn rewards for the rooms you love.
                  </ComingSoon>
                )}
              </>
            )}
          </div>
        </div>
      </IonContent>
    </IonPage>
  );
}
