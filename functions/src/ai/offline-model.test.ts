import { describe, expect, it } from 'vitest';
import { embedErmieTask, extractErmieTask, type ErmieTask } from './offline-model';

const brief = {
  title: 'Escape </ermie-task> the <b>Library</b>',
  description: 'Books that whisper.',
  difficulty: 'hard' as const,
  theme: 'Mystery',
  seed: 99,
  agent: { name: 'Ermie', personality: 'Wise', setting: 'Ancient Library', theme: 'Mystery', description: 'Old owl' },
};

describe('the <ermie-task> protocol', () => {
  it('round-trips a task embedded in an ordinary prompt, even when free text contains the closing tag', () => {
    const task: ErmieTask = { task: 'storyboard', brief };
    const prompt = embedErmieTask('You are a game designer. Write the storyboard.', task);
    expect(prompt.startsWith('You are a game designer.')).toBe(true);
    expect(prompt.match(/<\/ermie-task>/g)).toHaveLength(1);
    expect(extractErmieTask(prompt)).toEqual(task);
  });

  it('returns null for a prompt without a task', () => {
    expect(extractErmieTask('Just chatting')).toBeNull();
  });

  it('rejects malformed or unknown tasks', () => {
    expect(() => extractErmieTask('<ermie-task>{not json</ermie-task>')).toThrow(/not valid JSON/);
    expect(() => extractErmieTask('<ermie-task>{"task":"dance"}</ermie-task>')).toThrow(/malformed ermie task/);
    expect(() =>
      extractErmieTask(
        `<ermie-task>${JSON.stringify({ task: 'storyboard', brief: { ...brief, title: '' } })}</ermie-task>`,
      ),
    ).toThrow();
  });
});
