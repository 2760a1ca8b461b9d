/** What each admin tab shows. */
import { diamondOutline, starOutline } from 'ionicons/icons';
import ComingSoon from '../../components/feedback/ComingSoon';
import { useAgents } from '../../data/admin/useAgents';
import type { AdminTab } from './admin-tabs';
import BuilderApplications from './applications/BuilderApplications';
import UserInvitations from './invitations/UserInvitations';
import UserManagement from './users/UserManagement';
import RoomManagementTable from './RoomManagementTable';
import CreationWizard from './wizard/CreationWizard';

function Lab() {
  const agents = useAgents();
  return (
    <>
      <div className="tab-head">
        <div>
          <h2>Escape Room Lab</h2>
          <p className="muted">Design a new room with Ermie, from story to published game.</p>
        </div>
      </div>
      <CreationWizard agents={agents} />
    </>
  );
}

export default function AdminTabContent({ tab }: { tab: AdminTab }) {
  switch (tab) {
    case 'lab':
      return <Lab />;
    case 'community':
      return (
        <RoomManagementTable
          title="Community Game"
          subtitle="Every room in the studio. Enable a room to publish it to players."
        />
      );
    case 'templates':
      return <RoomManagementTable title="Template Library" subtitle="Rooms to learn from and build upon." />;
    case 'xp':
      return (
        <ComingSoon title="XP Program" icon={starOutline}>
          Coming soon. XP rules and season settings will live here.
        </ComingSoon>
      );
    case 'rewards':
      return (
        <ComingSoon title="$ERM Rewards" icon={diamondOutline}>
          Coming soon. Reward pools and payouts will be managed here.
        </ComingSoon>
      );
    case 'users':
      return <UserManagement />;
    case 'invitations':
      return <UserInvitations />;
    case 'applications':
      return <BuilderApplications />;
    default:
      return null;
  }
}
