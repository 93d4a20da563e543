import { Banner } from '../../ui/banner';
import { appTexts } from '../app.texts';

/** Shown to a representative (DelegatedRight) on every page but login selection. */
export function DelegateBanner() {
  return (
    <Banner tone="info" layout="page">
      <p>{appTexts.delegateBanner}</p>
    </Banner>
  );
}
