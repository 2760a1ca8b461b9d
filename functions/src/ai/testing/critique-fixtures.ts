/** A room made by the offline engine and what the critique measures on it (validate tests). */
import { checkSolvability, type Difficulty } from '@core';
import { assemblePackage } from '../../model/assemble-package';
import { designPuzzles } from '../offline/design/puzzle-designer';
import { critiqueFacts } from '../offline/design/room-critique';
import { writeStoryboard } from '../offline/writing/storyboard-writer';
import { materialFor } from '../offline/material/theme-material';
import type { RoomDesign } from '../../model/room-design';
import { sampleBrief } from './offline-fixtures';

export function offlineRoom(difficulty: Difficulty = 'medium', seed = 1, edit?: (design: RoomDesign) => void) {
  const brief = sampleBrief({ difficulty, seed });
  const storyboard = writeStoryboard(brief);
  const design = designPuzzles(brief, storyboard);
  edit?.(design);
  const pkg = assemblePackage({
    roomId: '00000000-0000-4000-8000-000000000000',
    title: brief.title,
    description: brief.description,
    difficulty,
    theme: brief.theme,
    version: 'test',
    design,
    media: {},
  });
  const report = checkSolvability(pkg, design.solutions);
  const { theme, setting } = materialFor(brief);
  const facts = critiqueFacts({
    storyboard,
    design,
    pkg,
    report,
    solvable: report.solvable,
    reason: report.reason,
    difficulty,
    theme,
    setting,
  });
  return { brief, storyboard, design, pkg, report, facts };
}
