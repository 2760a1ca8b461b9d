/** Runs the wizard's calls in order and feeds their outcomes to the reducer. */
import { useMemo, useReducer, useRef } from 'react';
import { useExclusive } from './useExclusive';
import { useWizardAssist } from './useWizardAssist';
import { finalizeWizardRoom, paintScenes, writeStoryboard } from './wizard-calls';
import { initialWizardState, wizardReducer } from './wizard-state';
import type { WizardState } from './wizard-types';

export function useCreationWizard() {
  const [state, dispatch] = useReducer(wizardReducer, initialWizardState);
  const stateRef = useRef<WizardState>(state);
  stateRef.current = state;
  const exclusive = useExclusive();

  const generateStoryboard = useMemo(() => exclusive(() => writeStoryboard(stateRef.current, dispatch)), [exclusive]);
  const generateImages = useMemo(() => exclusive(() => paintScenes(stateRef.current, dispatch)), [exclusive]);
  const finalize = useMemo(() => exclusive(() => finalizeWizardRoom(stateRef.current, dispatch)), [exclusive]);

  const assist = useWizardAssist(stateRef, dispatch, exclusive);

  return { state, dispatch, generateStoryboard, generateImages, finalize, assist };
}
