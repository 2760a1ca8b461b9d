/** puzzleDesignFlow and the design step against the Gemini-format mock. */
import { describe, expect, it } from 'vitest';
import { designRoomStep } from '../../../domain/rooms/creation-steps';
import { AiFlowError } from '../../genkit';
import { sampleBrief } from '../../testing/offline-fixtures';
import { useGeminiMock } from '../../testing/gemini-test-setup';
import { createRoomResponder, mockDesign, mockStoryboard } from '../../testing/room-responder';
import { puzzleDesignFlow } from './puzzle-design';

const brief = sampleBrief({ difficulty: 'medium' });
const storyboard = mockStoryboard('The Tide Clock', 3);
const gemini = useGeminiMock();

const failureOf = (run: Promise<unknown>) =>
  run.then(
    () => {
      throw new Error('expected the flow to fail');
    },
    (error: unknown) => error as AiFlowError,
  );

describe('puzzleDesignFlow on Gemini', () => {
  it('when the model answers a design that fits the storyboard then it becomes a proven-solvable RoomDesign', async () => {
    gemini().enqueue(createRoomResponder());

    const result = await puzzleDesignFlow({ brief, storyboard });

    expect(result.design.scenes.map((s) => s.title)).toEqual(storyboard.scenes.map((s) => s.title));
    expect(result.design.scenes[2].elements.map((e) => e.name)).toContain('Map Room exit door');
    expect(result.steps).toBeGreaterThan(3);
    const prompt = gemini().lastPromptText();
    expect(prompt).toContain(JSON.stringify(storyboard));
    expect(prompt).toContain('medium');
    expect(JSON.stringify(gemini().requests[0].body.generationConfig?.responseJsonSchema)).toContain('code_lock');
  });

  it('when the model answers text that is not JSON then the flow fails with INVALID_JSON', async () => {
    gemini().enqueue({ parts: [{ text: 'What a lovely room, shall I describe it?' }] });
    expect((await failureOf(puzzleDesignFlow({ brief, storyboard }))).code).toBe('INVALID_JSON');
  });

  it('when the model answers a design that cannot be solved then the flow fails with UNUSABLE_DESIGN', async () => {
    const design = mockDesign(storyboard);
    design.scenes[1].elements[1].reveals = [];
    design.scenes[1].elements[1].unlocks = ['door-1'];
    gemini().enqueue({ parts: [{ text: JSON.stringify(design) }] });

    const error = await failureOf(puzzleDesignFlow({ brief, storyboard }));

    expect(error.code).toBe('UNUSABLE_DESIGN');
    expect(error.message).toMatch(/not solvable/);
  });

  it('when the input has one scene then it is refused before any model call', async () => {
    await expect(
      puzzleDesignFlow({ brief, storyboard: { ...storyboard, scenes: storyboard.scenes.slice(0, 1) } }),
    ).rejects.toThrow(/storyboard\.scenes/);
    expect(gemini().requests).toHaveLength(0);
  });
});

describe('the design step', () => {
  it('when Gemini answers an unusable design twice then the offline designer designs the storyboard, with the reason', async () => {
    const design = mockDesign(storyboard);
    delete design.scenes[0].elements[1].clue;
    gemini().enqueue({ parts: [{ text: JSON.stringify(design) }] });
    gemini().enqueue({ parts: [{ text: JSON.stringify(design) }] });

    const step = await designRoomStep(brief, storyboard);

    expect(step.engine).toBe('offline');
    expect(step.notice).toMatch(
      /^Gemini could not design the puzzles: its design did not hold together \(the code_lock "keypad-0" names no clue/,
    );
    expect(step.value.scenes.map((s) => s.title)).toEqual(storyboard.scenes.map((s) => s.title));
    expect(gemini().requests).toHaveLength(2);
  });

  it('when Gemini answers a good design then the step is Gemini’s', async () => {
    gemini().setDefault(createRoomResponder());
    const step = await designRoomStep(brief, storyboard);
    expect(step).toMatchObject({ engine: 'gemini' });
    expect(step.notice).toBeUndefined();
  });
});
