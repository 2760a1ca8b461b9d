// Types of split-barrels.mjs, for vite.config.ts.
import type { Plugin } from 'vite';

export interface Split {
  module: string;
  parts: Map<string, string>;
}
export function splitIcons(code: string): Split;
export function splitIonicReact(code: string): Split & { facade: (path: string) => string };
export default function splitBarrels(): Plugin;
