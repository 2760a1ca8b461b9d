/** One early-access response: who, scores, profile answers, the list answers grouped, and the linked account. */
import { IonChip, IonLabel } from '@ionic/react';
import type { EoiResponse } from '@core/contracts/early-access';
import { formatDate, formatDateTime } from '../users/user-text';
import { energyColor, energyLabel, listText, passiveRewardsLabel } from './application-format';

function Answer({ label, value, testId }: { label: string; value: string; testId: string }) {
  return (
    <div className="application-answer">
      <dt>{label}</dt>
      <dd data-testid={testId}>{value}</dd>
    </div>
  );
}

export default function ApplicationRow({ application: a }: { application: EoiResponse }) {
  return (
    <tr data-testid="application-row" data-email={a.email}>
      <td data-label="Applicant" className="responsive-table__title">
        <span className="application-name" data-testid="application-name">
          {a.full_name}
        </span>
        <span className="muted application-email" data-testid="application-email">
          {a.email}
        </span>
        <span className="muted application-submitted">
          Submitted{' '}
          <time dateTime={a.submitted_at} data-testid="application-submitted">
            {formatDateTime(a.submitted_at)}
          </time>
        </span>
      </td>
      <td data-label="Scores" className="application-scores-cell">
        <span className="application-scores">
          <span className="application-score">
            <span className="application-score__label">Energy</span>
            <IonChip
              color={energyColor(a.escape_energy)}
              data-testid="application-energy"
              data-color={energyColor(a.escape_energy)}
            >
              <IonLabel>{energyLabel(a.escape_energy)}</IonLabel>
            </IonChip>
          </span>
          <span className="application-score">
            <span className="application-score__label">Passive rewards</span>
            <span data-testid="application-passive">{passiveRewardsLabel(a.passive_rewards)}</span>
          </span>
        </span>
      </td>
      <td data-label="Resume" data-testid="application-resume">
        {a.escape_resume}
      </td>
      <td data-label="Ownership" data-testid="application-ownership">
        {a.ownership_interest}
      </td>
      <td data-label="Answers" className="responsive-table__block">
        <dl className="application-answers">
          <div className="application-answer application-answer--vibes">
            <dt>Vibes, ranked</dt>
            <dd>
              <ol className="application-vibes" data-testid="application-vibes">
                {a.adventure_vibe.map((vibe) => (
                  <li key={vibe}>{vibe}</li>
                ))}
              </ol>
            </dd>
          </div>
          <Answer label="Motivation" value={a.escape_motivation} testId="application-motivation" />
          <Answer label="Sidekick" value={a.sidekick_choice} testId="application-sidekick" />
          <Answer label="First move" value={a.first_move} testId="application-first-move" />
          <Answer label="Would change" value={listText(a.escape_room_changes)} testId="application-changes" />
          <Answer label="Play rewards" value={listText(a.play_rewards)} testId="application-play-rewards" />
          <Answer label="Puzzle rewards" value={listText(a.puzzle_rewards)} testId="application-puzzle-rewards" />
          <Answer label="Token usage" value={listText(a.token_usage)} testId="application-token-usage" />
          <Answer label="Heard via" value={a.how_did_you_hear_about_us || 'not given'} testId="application-heard" />
        </dl>
      </td>
      <td data-label="Linked user" data-testid="application-user">
        {a.user ? (
          <span className="application-user">
            <span>{a.user.email}</span>
            <span className="muted">joined {formatDate(a.user.created_at)}</span>
          </span>
        ) : (
          <span className="muted">none</span>
        )}
      </td>
    </tr>
  );
}
