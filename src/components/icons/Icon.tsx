/**
 * An ionicons icon drawn inline (inline-icon.ts), 1em square in the text's colour as <ion-icon> draws
 * it (icon.css), hidden from assistive technology. `slot` places it in an Ionic button as an
 * <ion-icon> would be placed.
 */
import { inlineIconSvg } from './inline-icon';
import './icon.css';

export default function Icon({ icon, slot, className }: { icon: string; slot?: string; className?: string }) {
  return (
    <span
      className={className ? `inline-icon ${className}` : 'inline-icon'}
      slot={slot}
      aria-hidden="true"
      dangerouslySetInnerHTML={{ __html: inlineIconSvg(icon) }}
    />
  );
}
