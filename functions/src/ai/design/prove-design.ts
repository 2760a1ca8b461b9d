/**
 * Proves a room design solvable before anyone may use it: it is assembled into a package
 * exactly as finalize does (placements do not matter to the puzzle chain) and explored by the
 * core checker. A design that cannot be assembled or whose exit cannot be reached is refused.
 */
import { checkSolvability, type RoomPackage, type SolvabilityReport } from '@core';
import { assemblePackage } from '../../model/assemble-package';
import type { RoomBrief, RoomDesign } from '../../model/room-design';
import { DesignProblem } from './design-problem';

export function proveDesignSolvable(brief: RoomBrief, design: RoomDesign): SolvabilityReport {
  return proveDesign(brief, design).report;
}

/** The proof and the package it explored (for measuring the room's shape, design-shape.ts). */
export function proveDesign(brief: RoomBrief, design: RoomDesign): { report: SolvabilityReport; pkg: RoomPackage } {
  const pkg = assembleForCheck(brief, design);
  const report = checkSolvability(pkg, design.solutions);
  if (!report.solvable)
    throw new DesignProblem(`the design is not solvable: ${report.reason ?? 'the exit cannot be reached'}`);
  return { report, pkg };
}

/** The design assembled as finalize does (placements do not matter to the puzzle chain). Throws DesignProblem. */
export function assembleForCheck(brief: RoomBrief, design: RoomDesign): RoomPackage {
  try {
    return assemblePackage({
      roomId: 'design-check',
      title: brief.title,
      description: brief.description,
      difficulty: brief.difficulty,
      theme: brief.theme,
      version: 'design-check',
      design,
      media: {},
    });
  } catch (error) {
    throw new DesignProblem(`the design cannot be assembled: ${(error as Error).message}`);
  }
}
