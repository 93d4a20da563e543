import { useId, type ComponentType } from 'react';
import { portalRoutes } from '#contracts/routes';
import { MapFormHostContext } from '../../../../lib/map-form-host';
import { Banner } from '../../../../ui/banner';
import { Button, ButtonLink } from '../../../../ui/button';
import { Icon } from '../../../../ui/icon';
import { SectionBoundary } from '../../../../ui/section-boundary';
import { mapToolsStore, useMapTools } from '../map-tools-store';
import styles from '../map-tools.module.css';
import { toolsTexts } from '../map-tools.texts';
import { mapFormFor } from './map-forms';
import { useFormHost } from './use-form-host';

const texts = toolsTexts.formPanel;

/** The form with the map as its host; it may load lazily, and a failure stays inside the panel. */
function HostedForm({ form: Form }: { form: ComponentType }) {
  const host = useFormHost();
  return (
    <MapFormHostContext.Provider value={host}>
      <SectionBoundary>
        <Form />
      </SectionBoundary>
    </MapFormHostContext.Provider>
  );
}

/** The map form panel (docs/portal.md 2): the open form, closed by its button; the area editor resets. */
export function MapFormPanel() {
  const panel = useMapTools((state) => state.formPanel);
  const headingId = useId();
  if (!panel.open) return null;
  const form = mapFormFor(panel.formId);
  const Form = form?.component;
  return (
    <section className={styles.panel} aria-labelledby={headingId}>
      <div className={styles.panelHeader}>
        <h2 id={headingId} className={styles.panelHeading}>
          {form?.title ?? texts.unknownForm}
        </h2>
        <button
          type="button"
          className={styles.iconButton}
          aria-label={texts.close}
          onClick={() => mapToolsStore.closeFormPanel()}
        >
          <Icon name="close" />
        </button>
      </div>
      {Form !== undefined && <HostedForm key={panel.formId} form={Form} />}
    </section>
  );
}

/** The cart pop-up while the cart has something in it, and the message over the map. */
export function MapNotices() {
  const { cartCount, message } = useMapTools((state) => state.formPanel);
  return (
    <div className={styles.notices}>
      {message !== null && (
        <div className={styles.message}>
          <Banner tone="info" role="status">
            <p>{message}</p>
          </Banner>
          <Button variant="link" onClick={() => mapToolsStore.setMessage(null)}>
            {texts.closeMessage}
          </Button>
        </div>
      )}
      {cartCount > 0 && (
        <div className={styles.cartPopup} role="status">
          <Icon name="cart" />
          <span>{texts.cart(cartCount)}</span>
          <ButtonLink variant="secondary" to={portalRoutes.checkout.path}>
            {texts.toCheckout}
          </ButtonLink>
        </div>
      )}
    </div>
  );
}
