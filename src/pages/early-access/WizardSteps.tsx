/** The five steps of the early-access survey (platform-spec §2, §3). */
import { IonButton, IonIcon, IonInput } from '@ionic/react';
import { documentTextOutline, logoDiscord, logoX } from 'ionicons/icons';
import {
  ESCAPE_MOTIVATIONS,
  ESCAPE_RESUMES,
  ESCAPE_ROOM_CHANGES,
  FIRST_MOVES,
  HOW_HEARD_OPTIONS,
  OWNERSHIP_INTERESTS,
  PLAY_REWARDS,
  PUZZLE_REWARDS,
  SIDEKICK_CHOICES,
  TOKEN_USAGES,
  toggleOption,
  type EarlyAccessDraft,
} from '@core/contracts/early-access';
import { MultiChoice, SingleChoice } from './ChoiceGroups';
import EnergySlider from './EnergySlider';
import VibeRanking from './VibeRanking';
import { COMMUNITY_LINKS } from './community-links';
import { QUESTIONS } from './questions';
import { EARLY_ACCESS_LABELS } from '@core/content/labels';

export interface StepProps {
  draft: EarlyAccessDraft;
  update: (patch: Partial<EarlyAccessDraft>) => void;
}

type ListField = 'escape_room_changes' | 'puzzle_rewards' | 'play_rewards' | 'token_usage';
type ChoiceField = 'escape_motivation' | 'escape_resume' | 'sidekick_choice' | 'first_move' | 'ownership_interest';

function Single({ field, options, draft, update }: StepProps & { field: ChoiceField; options: readonly string[] }) {
  const choose = (value: string) => {
    const patch: Partial<EarlyAccessDraft> = {};
    patch[field] = value;
    update(patch);
  };
  return (
    <SingleChoice
      field={field}
      question={QUESTIONS[field] ?? field}
      options={options}
      value={draft[field]}
      onChange={choose}
    />
  );
}

function Multi({ field, options, draft, update }: StepProps & { field: ListField; options: readonly string[] }) {
  return (
    <MultiChoice
      field={field}
      question={QUESTIONS[field] ?? field}
      options={options}
      value={draft[field]}
      onToggle={(option) => {
        const patch: Partial<EarlyAccessDraft> = {};
        patch[field] = toggleOption(draft[field], option);
        update(patch);
      }}
    />
  );
}

function AdventureVibeStep(props: StepProps) {
  const { draft, update } = props;
  return (
    <>
      <VibeRanking value={draft.adventure_vibe} onChange={(adventure_vibe) => update({ adventure_vibe })} />
      <EnergySlider value={draft.escape_energy} onChange={(escape_energy) => update({ escape_energy })} />
      <Single field="escape_motivation" options={ESCAPE_MOTIVATIONS} {...props} />
    </>
  );
}

function EscapeRoomDnaStep(props: StepProps) {
  return (
    <>
      <Single field="escape_resume" options={ESCAPE_RESUMES} {...props} />
      <Single field="sidekick_choice" options={SIDEKICK_CHOICES} {...props} />
      <Single field="first_move" options={FIRST_MOVES} {...props} />
    </>
  );
}

function OwnershipStep(props: StepProps) {
  return (
    <>
      <Single field="ownership_interest" options={OWNERSHIP_INTERESTS} {...props} />
      <Multi field="escape_room_changes" options={ESCAPE_ROOM_CHANGES} {...props} />
      <Multi field="puzzle_rewards" options={PUZZLE_REWARDS} {...props} />
    </>
  );
}

function BenefitsStep(props: StepProps) {
  return (
    <>
      <Multi field="play_rewards" options={PLAY_REWARDS} {...props} />
      <Multi field="token_usage" options={TOKEN_USAGES} {...props} />
    </>
  );
}

const LINK_ICONS = { social: logoX, chat: logoDiscord, whitepaper: documentTextOutline } as const;

function ContactStep({ draft, update }: StepProps) {
  return (
    <>
      <section className="ea-question ea-fields">
        <IonInput
          label="Full name"
          labelPlacement="floating"
          fill="outline"
          autocomplete="name"
          required
          value={draft.full_name}
          onIonInput={(e) => update({ full_name: String(e.detail.value ?? '') })}
          data-testid="ea-full-name"
        />
        <IonInput
          type="email"
          label="Email"
          labelPlacement="floating"
          fill="outline"
          autocomplete="email"
          inputmode="email"
          required
          value={draft.email}
          onIonInput={(e) => update({ email: String(e.detail.value ?? '') })}
          data-testid="ea-email"
        />
      </section>
      <SingleChoice
        field="how_heard"
        question={QUESTIONS.how_heard ?? ''}
        options={HOW_HEARD_OPTIONS}
        value={draft.how_heard}
        onChange={(how_heard) => update({ how_heard })}
        layout="pills"
      />
      {draft.how_heard === 'Other' && (
        <IonInput
          className="ea-other"
          label={EARLY_ACCESS_LABELS.pleaseSpecify}
          labelPlacement="floating"
          fill="outline"
          required
          value={draft.how_heard_other}
          onIonInput={(e) => update({ how_heard_other: String(e.detail.value ?? '') })}
          data-testid="ea-how-heard-other"
        />
      )}
      <section className="ea-question ea-community" aria-labelledby="ea-community-title">
        <h3 id="ea-community-title" className="ea-question__title">
          Join the community
        </h3>
        <div className="ea-community__links">
          {COMMUNITY_LINKS.map((link) => (
            <IonButton
              key={link.id}
              href={link.href}
              target="_blank"
              rel="noopener noreferrer"
              fill="outline"
              className="ghost-button"
              data-testid={`ea-link-${link.id}`}
            >
              <IonIcon slot="start" icon={LINK_ICONS[link.id]} aria-hidden="true" />
              {link.label}
            </IonButton>
          ))}
        </div>
      </section>
    </>
  );
}

const STEPS = [AdventureVibeStep, EscapeRoomDnaStep, OwnershipStep, BenefitsStep, ContactStep];

export default function WizardStep({ step, ...props }: StepProps & { step: number }) {
  const Step = STEPS[step] ?? AdventureVibeStep;
  return <Step {...props} />;
}
