/** Presentation rules of the Builder Applications tab (platform-spec §2, §9). */
import { ESCAPE_ENERGY, PASSIVE_REWARDS } from '@core/contracts/early-access';

export type EnergyColor = 'success' | 'warning' | 'tertiary' | 'medium';

/** Energy chip colours: 8 or more green, 6 or more amber, 4 or more blue, otherwise grey. */
export function energyColor(energy: number): EnergyColor {
  if (energy >= 8) return 'success';
  if (energy >= 6) return 'warning';
  if (energy >= 4) return 'tertiary';
  return 'medium';
}

export const energyLabel = (energy: number): string => `${energy}/${ESCAPE_ENERGY.max}`;
export const passiveRewardsLabel = (value: number): string => `${value}/${PASSIVE_REWARDS.max}`;

/** A list answer as text; "none" when empty. */
export const listText = (values: readonly string[] | null | undefined): string =>
  values && values.length ? values.join(', ') : 'none';
