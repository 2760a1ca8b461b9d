/**
 * Turns the assistant's wire-form proposal into one of core's EditProposals, or drops it:
 * a proposal naming an element that is not in the scene, or one that fails the edit schema,
 * is never offered to the creator. Positions are clamped as every edit's are.
 */
import { clampPosition, EditProposalSchema, type EditProposal } from '@core';
import type { AssistantElement, ProposalWire } from './assistant-schemas';

function action(wire: ProposalWire, ids: Set<string>): unknown {
  switch (wire.kind) {
    case 'update_element': {
      if (!wire.element_id || !ids.has(wire.element_id) || !wire.changes) return null;
      const changes: Record<string, unknown> = { ...wire.changes };
      if (wire.changes.x_position !== undefined || wire.changes.y_position !== undefined) {
        const clamped = clampPosition(wire.changes.x_position ?? 0, wire.changes.y_position ?? 0);
        if (wire.changes.x_position !== undefined) changes.x_position = clamped.x;
        if (wire.changes.y_position !== undefined) changes.y_position = clamped.y;
      }
      if (!Object.keys(changes).length) return null;
      return { kind: 'update_element', element_id: wire.element_id, changes };
    }
    case 'delete_element':
      return wire.element_id && ids.has(wire.element_id)
        ? { kind: 'delete_element', element_id: wire.element_id }
        : null;
    case 'create_element': {
      if (!wire.element) return null;
      const at = clampPosition(wire.element.x_position, wire.element.y_position);
      return { kind: 'create_element', element: { ...wire.element, x_position: at.x, y_position: at.y } };
    }
    case 'modify_scene':
      return wire.modification_prompt?.trim()
        ? { kind: 'modify_scene', modification_prompt: wire.modification_prompt.trim() }
        : null;
  }
}

export function proposalFromWire(wire: ProposalWire | null, elements: AssistantElement[]): EditProposal | null {
  if (!wire) return null;
  const built = action(wire, new Set(elements.map((element) => element.id)));
  if (!built) return null;
  const parsed = EditProposalSchema.safeParse({ label: wire.label, action: built });
  return parsed.success ? parsed.data : null;
}

/** The wire form of a proposal (the offline engine answers in the same form as a model). */
export function proposalToWire(proposal: EditProposal): ProposalWire {
  const { action: a } = proposal;
  const wire: ProposalWire = {
    label: proposal.label,
    kind: a.kind,
    element_id: null,
    changes: null,
    element: null,
    modification_prompt: null,
  };
  if (a.kind === 'update_element') {
    const { name, element_type, x_position, y_position, visible } = a.changes;
    return { ...wire, element_id: a.element_id, changes: { name, element_type, x_position, y_position, visible } };
  }
  if (a.kind === 'delete_element') return { ...wire, element_id: a.element_id };
  if (a.kind === 'create_element') {
    const { name, element_type, x_position, y_position, visible } = a.element;
    return { ...wire, element: { name, element_type, x_position, y_position, visible } };
  }
  return { ...wire, modification_prompt: a.modification_prompt };
}
