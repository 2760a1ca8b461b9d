/**
 * What the editor assistant knows and answers. The context is a compact view of the scene
 * (the model needs positions, types and confidence, not every config field); the answer's
 * proposal travels in a flat wire form that any JSON-schema model fills easily and is then
 * checked against core's EditProposalSchema (assistant-proposal.ts).
 */
import { AssistantMessageSchema, ElementTypeSchema, isAiPositioned, POSITIONING_METHODS } from '@core';
import { z } from 'zod';

/**
 * What an element does in the room, by name (ids resolved): what opens it, what it gives, its
 * clue. Optional, so a caller that knows only positions still builds a context.
 */
export const AssistantElementDetailsSchema = z.object({
  description: z.string(),
  state: z.string().describe('available or locked when play starts'),
  needs_items: z.array(z.string()).describe('Names of the inventory items used on it'),
  needs_solved: z.array(z.string()).describe('Names of the elements that must be solved first'),
  has_code: z.boolean().describe('A combination opens it'),
  code_from: z.array(z.string()).describe('Names of the elements whose text gives its code'),
  collect: z.boolean().describe('Tapping it puts it in the inventory'),
  unlocks: z.array(z.string()),
  reveals: z.array(z.string()),
  leads_to: z.string().nullable().describe('The scene it leads to'),
  escape: z.boolean().describe('Solving it escapes the room'),
  clue: z.string().describe('What inspecting it shows'),
  hints: z.array(z.string()),
  used_by: z.array(z.string()).describe('Names of the elements this one is used on, or must be solved before'),
  clue_for: z.array(z.string()).describe('Names of the locks whose code this element gives'),
  freed_by: z.array(z.string()).describe('Names of the elements that reveal or unlock this one'),
});
export type AssistantElementDetails = z.infer<typeof AssistantElementDetailsSchema>;

export const AssistantElementSchema = z.object({
  id: z.string().min(1),
  name: z.string(),
  element_type: ElementTypeSchema,
  x: z.number().describe('Centre x in editor pixels (0..750)'),
  y: z.number().describe('Centre y in editor pixels (0..550)'),
  visible: z.boolean(),
  confidence: z.number().describe('How sure the AI placement is, 0..1'),
  manual: z.boolean().describe('Moved by hand in the editor'),
  /** Who placed it: a vision model, the offline painter that drew it, an estimate, or a hand. */
  placed_by: z.enum(['ai_vision', 'painter', 'estimate', 'hand']).optional(),
  details: AssistantElementDetailsSchema.optional(),
});
export type AssistantElement = z.infer<typeof AssistantElementSchema>;

/** Who placed an element, from its positioning method (core POSITIONING_METHODS). */
export function placedBy(method: string | null | undefined): NonNullable<AssistantElement['placed_by']> {
  if (isAiPositioned(method)) return 'ai_vision';
  if (method === POSITIONING_METHODS.painterLayout) return 'painter';
  if (method === POSITIONING_METHODS.estimatedLayout) return 'estimate';
  return 'hand';
}

/** How the assistant says where an element's position comes from, e.g. 'placed by the AI with 82% confidence'. */
export function placementPhrase(element: Pick<AssistantElement, 'manual' | 'placed_by' | 'confidence'>): string {
  const pct = `${Math.round(element.confidence * 100)}%`;
  if (element.manual) return 'placed by hand';
  switch (element.placed_by) {
    case 'painter':
      return `where the offline painter drew it (${pct} confidence)`;
    case 'estimate':
      return `at an estimated spot (${pct} confidence; nobody located it in the picture)`;
    default:
      return `placed by the AI with ${pct} confidence`;
  }
}

export const AssistantContextSchema = z.object({
  scene: z.object({
    title: z.string(),
    description: z.string(),
    scene_index: z.number().int().min(0),
    /** The picture's size: element positions are in its pixels. */
    image: z.object({ width: z.number().positive(), height: z.number().positive() }).optional(),
  }),
  elements: z.array(AssistantElementSchema).max(100),
  verdict: z.object({
    solvable: z.boolean(),
    reason: z.string().nullable(),
    offending: z.array(z.string()).describe('Names of the elements that break the room'),
    steps: z.number().int(),
  }),
  prompt: z.string().trim().min(1).max(2000),
  messages: z.array(AssistantMessageSchema).max(50),
});
export type AssistantContext = z.infer<typeof AssistantContextSchema>;

export const PROPOSAL_KINDS = ['update_element', 'create_element', 'delete_element', 'modify_scene'] as const;

export const ProposalWireSchema = z.object({
  label: z.string().min(1).describe('What applying it does, in a few words'),
  kind: z.enum(PROPOSAL_KINDS),
  element_id: z.string().nullable().describe('The id of the element to update or delete, exactly as listed'),
  changes: z
    .object({
      name: z.string().optional(),
      element_type: ElementTypeSchema.optional(),
      x_position: z.number().optional(),
      y_position: z.number().optional(),
      visible: z.boolean().optional(),
    })
    .nullable()
    .describe('update_element: the fields to change'),
  element: z
    .object({
      name: z.string(),
      element_type: ElementTypeSchema,
      x_position: z.number(),
      y_position: z.number(),
      visible: z.boolean(),
    })
    .nullable()
    .describe('create_element: the new element'),
  modification_prompt: z.string().nullable().describe('modify_scene: the change to the picture, in one sentence'),
});
export type ProposalWire = z.infer<typeof ProposalWireSchema>;

export const AssistantAnswerWireSchema = z.object({
  content: z.string().min(1).describe('The answer shown in the chat'),
  proposal: ProposalWireSchema.nullable().describe('At most one edit the creator can apply with one click'),
});
export type AssistantAnswerWire = z.infer<typeof AssistantAnswerWireSchema>;
