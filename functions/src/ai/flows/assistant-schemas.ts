/**
 * What the editor assistant knows and answers. The context is a compact view of the scene
 * (the model needs positions, types and confidence, not every config field); the answer's
 * proposal travels in a flat wire form that any JSON-schema model fills easily and is then
 * checked against core's EditProposalSchema (assistant-proposal.ts).
 */
import { AssistantMessageSchema, ElementTypeSchema } from '@core';
import { z } from 'zod';

export const AssistantElementSchema = z.object({
  id: z.string().min(1),
  name: z.string(),
  element_type: ElementTypeSchema,
  x: z.number().describe('Centre x in editor pixels (0..750)'),
  y: z.number().describe('Centre y in editor pixels (0..550)'),
  visible: z.boolean(),
  confidence: z.number().describe('How sure the AI placement is, 0..1'),
  manual: z.boolean().describe('Moved by hand in the editor'),
});
export type AssistantElement = z.infer<typeof AssistantElementSchema>;

export const AssistantContextSchema = z.object({
  scene: z.object({
    title: z.string(),
    description: z.string(),
    scene_index: z.number().int().min(0),
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
