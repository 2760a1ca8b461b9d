import { inlineIconSvg } from '../../components/icons/inline-icon';

/** An ionicons icon drawn inline (hidden from assistive technology), as the prerendered screen draws it. */
export default function InlineIcon({ icon }: { icon: string }) {
  return <span className="landing-icon" dangerouslySetInnerHTML={{ __html: inlineIconSvg(icon) }} />;
}
