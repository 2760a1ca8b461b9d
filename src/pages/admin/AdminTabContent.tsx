/** What each admin tab shows. User, invitation and application management come in a later issue. */
import { diamondOutline, mailOutline, peopleOutline, documentTextOutline, starOutline } from 'ionicons/icons';
import ComingSoon from '../../components/ComingSoon';
import { useAgents } from '../../data/useAgents';
import type { AdminTab } from './admin-tabs';
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
      return <RoomManagementTable title="Community Game" subtitle="Every room in the studio. Enable a room to publish it to players." />;
    case 'templates':
      return <RoomManagementTable title="Template Library" subtitle="Rooms to learn from and build upon." />;
    case 'xp':
      return <ComingSoon title="XP Program" icon={starOutline}>Coming soon. XP rules and season settings will live here.</ComingSoon>;
    case 'rewards':
      return <ComingSoon title="$ERM Rewards" icon={diamondOutline}>Coming soon. Reward pools and payouts will be managed here.</ComingSoon>;
    case 'users':
      return <ComingSoon title="User Management" icon={peopleOutline}>Coming soon. Promote, demote and remove users.</ComingSoon>;
    case 'invitations':
      return <ComingSoon title="User Invitations" icon={mailOutline}>Coming soon. Invite creators by email, one at a time or in bulk.</ComingSoon>;
    case 'applications':
      return <ComingSoon title="Builder Applications" icon={documentTextOutline}>Coming soon. Review early-access applications.</ComingSoon>;
    default:
      return null;
  }
}
