// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, render, screen } from '@testing-library/react';
import type { EoiResponse } from '@core/contracts/early-access';
import ApplicationRow from './ApplicationRow';

afterEach(cleanup);

const submitted: EoiResponse = {
  id: 'a1',
  full_name: 'Grace McHopper',
  email: 'Grace.McHopper@Example.COM',
  escape_energy: 9,
  escape_resume: 'I make them. Seriously!',
  ownership_interest: 'Heck yes, I love ownership',
  submitted_at: '2026-11-20T10:00:00.000Z',
  adventure_vibe: ['Deep storytelling and role play', 'Solo stealth missions'],
  escape_room_changes: ['more replayable', 'add your own puzzles and rooms'],
  puzzle_rewards: ['credit and recognition'],
  play_rewards: ['badges and trophies'],
  sidekick_choice: 'clue sniper',
  first_move: 'scream "I found something!"',
  passive_rewards: 3,
  escape_motivation: 'thrill of solving puzzles',
  token_usage: ['send to friends'],
  how_did_you_hear_about_us: 'Other: The BBC Podcast',
  user: null,
};

describe('ApplicationRow', () => {
  it('shows every answer exactly as submitted, case kept (platform §2 Builder Applications)', () => {
    render(
      <table>
        <tbody>
          <ApplicationRow application={submitted} />
        </tbody>
      </table>,
    );
    const text = (id: string) => screen.getByTestId(id).textContent;
    expect(text('application-name')).toBe('Grace McHopper');
    expect(text('application-email')).toBe('Grace.McHopper@Example.COM');
    expect(text('application-resume')).toBe('I make them. Seriously!');
    expect(text('application-ownership')).toBe('Heck yes, I love ownership');
    expect(text('application-motivation')).toBe('thrill of solving puzzles');
    expect(text('application-first-move')).toBe('scream "I found something!"');
    expect(text('application-changes')).toBe('more replayable, add your own puzzles and rooms');
    expect(text('application-heard')).toBe('Other: The BBC Podcast');
    expect([...screen.getByTestId('application-vibes').querySelectorAll('li')].map((li) => li.textContent)).toEqual(
      submitted.adventure_vibe,
    );
    expect(text('application-energy')).toBe('9/10');
  });
});
