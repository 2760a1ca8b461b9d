/**
 * Issue 30 item 8, the way out when reshaping fails: our planner is made to lay out a corridor whenever
 * it reshapes a model's design, so no variant reaches the targets. The design step then asks Gemini
 * once more, naming the shortfall in the prompt, and then lets the offline designer (unchanged) do it.
 */
import { describe, expect, it, vi } from 'vitest';
import { checkSolvability } from '@core';
import { designRoomStep } from '../../../domain/rooms/creation-steps';
import { assemblePackage } from '../../../model/assemble-package';
import { RESHAPE_VARIANTS } from '../../design/reshape-design';
import { useGeminiMock } from '../../testing/gemini-test-setup';
import { sampleBrief } from '../../testing/offline-fixtures';
import { mockDesign, mockStoryboard } from '../../testing/room-responder';

const reshapes = vi.hoisted(() => ({ count: 0 }));

vi.mock('../../offline/design/puzzle-designer', async (importOriginal) => {
  const original = await importOriginal<typeof import('../../offline/design/puzzle-designer')>();
  const { convertModelDesign } = await import('../../design/convert-design');
  const { ModelDesignSchema } = await import('../../design/model-design-schema');
  const responder = await import('../../testing/room-responder');
  return {
    ...original,
    designPuzzles: (...args: Parameters<typeof original.designPuzzles>) => {
      const [brief, storyboard, material] = args;
      if (!material) return original.designPuzzles(brief, storyboard);
      reshapes.count += 1;
      const corridor = ModelDesignSchema.parse(responder.mockDesign(storyboard));
      return convertModelDesign(brief, storyboard, corridor, { repeatPatterns: true });
    },
  };
});

const gemini = useGeminiMock();

describe('a design that reshaping cannot bring to its targets', () => {
  it('when every reshape stays a corridor, then Gemini is asked once more with the shortfall named, and then the offline designer designs the room', async () => {
    const brief = sampleBrief({ difficulty: 'medium' });
    const storyboard = mockStoryboard('The Tide Clock', 3);
    const answer = { parts: [{ text: JSON.stringify(mockDesign(storyboard)) }] };
    gemini().enqueue(answer);
    gemini().enqueue(answer);

    const step = await designRoomStep(brief, storyboard);

    expect(reshapes.count).toBe(2 * RESHAPE_VARIANTS);
    expect(gemini().requests).toHaveLength(2);
    const shortfall =
      'its puzzle chart fell short of the medium targets (1.00 puzzles open at once on average, where 1.80 are wanted; ' +
      '100 % of moments with a single puzzle open, where at most 50 % are wanted; 3 code locks worked out from a single clue), ' +
      'and laid out again it still had 1.00 puzzles open at once on average, where 1.80 are wanted';
    expect(gemini().lastPromptText()).toContain(
      `Your previous design was refused: its design did not hold together (${shortfall}`,
    );
    expect(step.engine).toBe('offline');
    expect(step.notice).toContain(
      `Gemini could not design the puzzles: its design did not hold together (${shortfall}`,
    );
    const pkg = assemblePackage({
      roomId: 'r',
      title: brief.title,
      description: brief.description,
      difficulty: brief.difficulty,
      theme: brief.theme,
      version: 'v',
      design: step.value,
      media: {},
    });
    expect(checkSolvability(pkg, step.value.solutions).solvable).toBe(true);
    expect(step.value.scenes.map((s) => s.title)).toEqual(storyboard.scenes.map((s) => s.title));
  });
});
