/**
 * An IonModal with an accessible name. Ionic puts role="dialog" on a wrapper inside the modal's
 * shadow root and copies the host's aria-label onto it once, when the element first loads;
 * aria-labelledby does not cross the shadow root, and a name given or changed later never
 * arrives (axe: aria-dialog-name). So the name is given at creation and written to the
 * wrapper again on every presentation and whenever it changes (the play screen's element
 * dialog is named after the element it shows).
 */
import { useEffect, useRef, type ComponentProps, type Ref } from 'react';
import { IonModal } from '@ionic/react';

type Props = ComponentProps<typeof IonModal> & {
  /** The dialog's accessible name, usually its visible title. */
  name: string;
  ref?: Ref<HTMLIonModalElement>;
};

export default function NamedModal({ name, ref, onWillPresent, onDidPresent, ...props }: Props) {
  const own = useRef<HTMLIonModalElement | null>(null);
  const nameWrapper = () => {
    const wrapper = own.current?.shadowRoot?.querySelector('.modal-wrapper');
    wrapper?.setAttribute('aria-label', name);
  };
  useEffect(nameWrapper);

  return (
    <IonModal
      {...props}
      aria-label={name}
      ref={(element: HTMLIonModalElement | null) => {
        own.current = element;
        if (typeof ref === 'function') ref(element);
        else if (ref) ref.current = element;
      }}
      onWillPresent={(event) => {
        nameWrapper();
        onWillPresent?.(event);
      }}
      onDidPresent={(event) => {
        nameWrapper();
        onDidPresent?.(event);
      }}
    />
  );
}
