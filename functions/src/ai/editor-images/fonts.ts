/**
 * The fonts the editor's overlay images write their labels in: DejaVu Sans from the
 * `dejavu-fonts-ttf` package. The package is a dependency of functions and stays external
 * in the bundle (build.mjs), so `require.resolve` finds it from the sources, from tsx and
 * from `functions/lib/index.js` alike (node_modules is installed beside the bundle).
 */
import { existsSync } from 'node:fs';

export const LABEL_FONT_FAMILY = 'DejaVu Sans';

const FONT_FILES = ['dejavu-fonts-ttf/ttf/DejaVuSans.ttf', 'dejavu-fonts-ttf/ttf/DejaVuSans-Bold.ttf'];

let resolved: string[] | undefined;

/** Absolute paths of the label fonts; throws a clear error when the package is missing. */
export function labelFontFiles(): string[] {
  if (resolved) return resolved;
  const files = FONT_FILES.map((file) => {
    try {
      return require.resolve(file);
    } catch (error) {
      throw new Error(`The label font ${file} is not installed (npm package dejavu-fonts-ttf)`, { cause: error });
    }
  });
  const missing = files.find((file) => !existsSync(file));
  if (missing) throw new Error(`The label font file ${missing} does not exist`);
  resolved = files;
  return files;
}

/** resvg font options: only the DejaVu files, never the system fonts (fast and the same everywhere). */
export const labelFontOptions = () => ({
  loadSystemFonts: false,
  fontFiles: labelFontFiles(),
  defaultFontFamily: LABEL_FONT_FAMILY,
});
