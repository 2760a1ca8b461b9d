/**
 * The five-step room creation wizard (rooms-and-play-spec §2, §4): details, agent,
 * storyboard, scene images, finalize.
 */
import { IonSpinner } from '@ionic/react';
import { useNavigate } from 'react-router-dom';
import ErrorBanner from '../../../components/feedback/ErrorBanner';
import type { AgentsState } from '../../../data/admin/useAgents';
import AgentStep from './steps/AgentStep';
import FinalizeStep from './steps/FinalizeStep';
import RoomDetailsStep from './steps/RoomDetailsStep';
import SceneImagesStep from './steps/SceneImagesStep';
import StepIndicator from './StepIndicator';
import StoryboardStep from './steps/StoryboardStep';
import { creditLines } from './state/creation-credits';
import { useCreationWizard } from './state/useCreationWizard';
import { canFinalize, scenesMissingImages, STEP } from './state/wizard-state';
import './Wizard.css';
import './WizardContent.css';
import './WizardAssist.css';

export default function CreationWizard({ agents }: { agents: AgentsState }) {
  const { state, dispatch, generateStoryboard, generateImages, finalize, assist } = useCreationWizard();
  const navigate = useNavigate();
  const busy = state.busy !== null;
  const back = () => dispatch({ type: 'back' });
  const credits = creditLines(state);

  return (
    <div className="wizard" data-testid="creation-wizard">
      <StepIndicator step={state.step} />
      <ErrorBanner message={state.error} testId="wizard-error" />

      {state.step === STEP.details && (
        <RoomDetailsStep
          details={state.details}
          onChange={(patch) => dispatch({ type: 'details', patch })}
          onNext={() => dispatch({ type: 'next' })}
        />
      )}
      {state.step === STEP.agent && (
        <AgentStep
          agents={agents}
          selectedId={state.agentId}
          busy={busy}
          onSelect={(agentId) => dispatch({ type: 'selectAgent', agentId })}
          onBack={back}
          onGenerate={generateStoryboard}
        />
      )}
      {state.step === STEP.storyboard && (
        <StoryboardStep
          storyboard={state.storyboard}
          busy={busy}
          assist={state.assist}
          credits={credits}
          actions={assist}
          onBack={back}
          onGenerateImages={generateImages}
        />
      )}
      {state.step === STEP.images && (
        <SceneImagesStep
          scenes={state.scenes}
          busy={busy}
          assist={state.assist}
          credits={credits}
          canFinalize={canFinalize(state)}
          canRetry={!busy && scenesMissingImages(state).length > 0}
          onBack={back}
          onRetry={generateImages}
          onFinalize={finalize}
          onChangePicture={assist.changePicture}
        />
      )}
      {state.step === STEP.finalize && (
        <FinalizeStep
          roomId={state.room?.id ?? ''}
          message={state.finalMessage}
          solvability={state.solvability}
          scenes={state.scenes}
          credits={credits}
          onTestPlay={() => state.room && navigate(`/play/${state.room.id}`)}
          onCreateAnother={() => window.location.reload()}
        />
      )}

      {busy && state.progress && (
        <p className="wizard-progress" role="status" aria-live="polite" data-testid="wizard-progress">
          <IonSpinner name="dots" color="primary" />
          <span>{state.progress}</span>
        </p>
      )}
    </div>
  );
}
