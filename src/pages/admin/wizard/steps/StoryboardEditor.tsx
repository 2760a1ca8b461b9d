/**
 * The storyboard step's editable view (issue 10): every field and scene can be rewritten
 * by a sentence (one-step undo), a scene can be added (at most 8) or removed (while more
 * than 2 remain). One AI call at a time; the others are disabled meanwhile.
 */
import { useState, type ReactNode } from 'react';
import { IonButton, IonIcon } from '@ionic/react';
import { addCircleOutline } from 'ionicons/icons';
import { MAX_STORYBOARD_SCENES, STORYBOARD_PANEL_MAX_HEIGHT, type Storyboard } from '@core';
import { WIZARD_AI_MESSAGES } from '@core/content/messages';
import AskErmieInput from './AskErmieInput';
import AssistProgress from './AssistProgress';
import StoryboardItem from './StoryboardItem';
import { assistProgress } from '../state/assist-state';
import type { AssistState, AssistTask } from '../state/wizard-types';
import {
  canAddScene,
  canRemoveScene,
  fieldTarget,
  sameTarget,
  sceneTarget,
  type RewriteTarget,
} from '../state/storyboard-edits';
import type { WizardAssist } from '../state/useWizardAssist';

interface Props {
  storyboard: Storyboard;
  assist: AssistState;
  /** The wizard is running one of its own steps. */
  busy: boolean;
  actions: WizardAssist;
}

type Asking = RewriteTarget | 'addScene' | null;

export default function StoryboardEditor({ storyboard, assist, busy, actions }: Props) {
  const [asking, setAsking] = useState<Asking>(null);
  const disabled = busy || assist.pending !== null;
  const pending = assist.pending;
  const pendingFor = (target: RewriteTarget) =>
    pending?.kind === 'rewrite' && sameTarget(pending.target, target) ? assistProgress(pending) : null;

  const item = (label: string, target: RewriteTarget, body: React.ReactNode, onRemove?: () => void) => (
    <StoryboardItem
      label={label}
      target={target}
      disabled={disabled}
      asking={asking !== 'addScene' && sameTarget(asking, target)}
      pending={pendingFor(target)}
      canUndo={sameTarget(assist.undo?.target, target)}
      summary={assist.undo?.summary}
      onRemove={onRemove}
      onAsk={() => setAsking(target)}
      onCancel={() => setAsking(null)}
      onRewrite={(sentence) => {
        setAsking(null);
        actions.rewrite(target, sentence);
      }}
      onUndo={actions.undoRewrite}
    >
      {body}
    </StoryboardItem>
  );

  const removable = canRemoveScene(storyboard);
  return (
    <StoryboardPanel>
      {item('Title', fieldTarget('title'), <h3 className="storyboard__title">{storyboard.title}</h3>)}
      {item('Premise', fieldTarget('story_premise'), <p className="storyboard__premise">{storyboard.story_premise}</p>)}
      {item('Backstory', fieldTarget('backstory'), <p>{storyboard.backstory}</p>)}
      <h4>
        Scenes ({storyboard.scenes.length} of at most {MAX_STORYBOARD_SCENES})
      </h4>
      <ol className="storyboard__scenes">
        {storyboard.scenes.map((scene, i) => (
          <li key={`${i}-${scene.title}`} data-testid="storyboard-scene">
            {item(
              `Scene ${i + 1}`,
              sceneTarget(i),
              <>
                <strong data-testid="storyboard-scene-title">{scene.title}</strong>
                <span data-testid="storyboard-scene-description">{scene.description}</span>
              </>,
              removable ? () => actions.removeScene(i) : undefined,
            )}
          </li>
        ))}
      </ol>
      <AddScene
        storyboard={storyboard}
        pending={pending}
        disabled={disabled}
        asking={asking === 'addScene'}
        onAsk={setAsking}
        onAdd={actions.addScene}
      />
    </StoryboardPanel>
  );
}

/** Add a scene (or its progress while the call runs), then the sentence that describes the new scene. */
function AddScene(props: {
  storyboard: Storyboard;
  pending: AssistTask | null;
  disabled: boolean;
  asking: boolean;
  onAsk: (asking: 'addScene' | null) => void;
  onAdd: (sentence: string) => void;
}) {
  const { pending, asking, onAsk } = props;
  return (
    <>
      {pending?.kind === 'addScene' ? (
        <AssistProgress task={pending} />
      ) : (
        <IonButton
          fill="outline"
          className="assist-action storyboard__add"
          disabled={props.disabled || !canAddScene(props.storyboard)}
          onClick={() => onAsk('addScene')}
          aria-expanded={asking}
          data-testid="add-scene"
        >
          <IonIcon aria-hidden="true" slot="start" icon={addCircleOutline} />
          Add a scene
        </IonButton>
      )}
      {asking && !pending && (
        <AskErmieInput
          label={WIZARD_AI_MESSAGES.addSceneLabel}
          submitLabel="Add scene"
          optional
          maxLength={1000}
          testId="add-scene-form"
          onSubmit={(sentence) => {
            onAsk(null);
            props.onAdd(sentence);
          }}
          onCancel={() => onAsk(null)}
        />
      )}
    </>
  );
}

/** The storyboard's scrolling card, editable or not (spec §9: at most STORYBOARD_PANEL_MAX_HEIGHT high). */
export function StoryboardPanel({ children }: { children: ReactNode }) {
  return (
    <div
      className="storyboard surface-card"
      style={{ maxHeight: STORYBOARD_PANEL_MAX_HEIGHT }}
      data-testid="storyboard-panel"
      tabIndex={0}
      aria-label="Storyboard"
    >
      {children}
    </div>
  );
}
