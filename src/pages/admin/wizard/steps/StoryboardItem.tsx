/**
 * One rewritable part of the storyboard (title, premise, backstory or a scene): its text,
 * a Rewrite action that opens the inline "Tell Ermie what to change" input, Undo after the
 * last rewrite, and for scenes a Remove action.
 */
import type { ReactNode } from 'react';
import { IonButton, IonIcon, IonSpinner } from '@ionic/react';
import { arrowUndoOutline, sparklesOutline, trashOutline } from 'ionicons/icons';
import { WIZARD_AI_MESSAGES } from '@core/content/messages';
import AskErmieInput from './AskErmieInput';
import { targetLabel, type RewriteTarget } from '../state/storyboard-edits';

interface Props {
  label: string;
  target: RewriteTarget;
  children: ReactNode;
  /** No other call may start (one is pending, or the wizard is busy). */
  disabled: boolean;
  asking: boolean;
  pending: string | null;
  canUndo: boolean;
  /** What the last rewrite of this item changed, as the engine put it. */
  summary?: string;
  /** Shown for scenes while more than the minimum remain. */
  onRemove?: () => void;
  onAsk: () => void;
  onCancel: () => void;
  onRewrite: (sentence: string) => void;
  onUndo: () => void;
}

export default function StoryboardItem(props: Props) {
  const { label, target, disabled, asking, pending } = props;
  const what = targetLabel(target);
  return (
    <div className="storyboard-item" data-testid={`storyboard-item-${target.field}`}>
      <div className="storyboard-item__head">
        <span className="storyboard-item__label">{label}</span>
        <div className="storyboard-item__actions">
          {props.canUndo && (
            <IonButton
              fill="clear"
              size="small"
              className="assist-action"
              disabled={disabled}
              onClick={props.onUndo}
              aria-label={`Undo the rewrite of ${what}`}
              data-testid="undo-rewrite"
            >
              <IonIcon aria-hidden="true" slot="start" icon={arrowUndoOutline} />
              Undo
            </IonButton>
          )}
          <IonButton
            fill="clear"
            size="small"
            className="assist-action"
            disabled={disabled}
            onClick={props.onAsk}
            aria-label={`Rewrite ${what}`}
            aria-expanded={asking}
            data-testid={`rewrite-${target.field}`}
          >
            {pending ? (
              <IonSpinner slot="start" name="crescent" />
            ) : (
              <IonIcon aria-hidden="true" slot="start" icon={sparklesOutline} />
            )}
            Rewrite
          </IonButton>
          {props.onRemove && (
            <IonButton
              fill="clear"
              size="small"
              color="medium"
              className="assist-action assist-action--icon"
              disabled={disabled}
              onClick={props.onRemove}
              aria-label={`Remove ${what}`}
              data-testid="remove-scene"
            >
              <IonIcon aria-hidden="true" slot="icon-only" icon={trashOutline} />
            </IonButton>
          )}
        </div>
      </div>
      {props.children}
      {props.canUndo && props.summary && (
        <p className="storyboard-item__summary muted" data-testid="rewrite-summary">
          {props.summary}
        </p>
      )}
      {pending && (
        <p className="assist-status" role="status" aria-live="polite" data-testid="assist-progress">
          {pending}
        </p>
      )}
      {asking && !pending && (
        <AskErmieInput
          label={WIZARD_AI_MESSAGES.askLabel}
          submitLabel="Rewrite"
          maxLength={1000}
          testId="rewrite-form"
          onSubmit={props.onRewrite}
          onCancel={props.onCancel}
        />
      )}
    </div>
  );
}
