import { ConfirmDialog } from '../../ui/dialog';
import { appTexts } from '../app.texts';

const texts = appTexts.unsentBeforeLogout;

/** Asks before logging out erases observations that have not reached the association yet. */
export function LogoutConfirm({
  count,
  onStay,
  onLogout,
}: {
  count: number;
  onStay: () => void;
  onLogout: () => void;
}) {
  return (
    <ConfirmDialog
      open
      onClose={onStay}
      title={texts.title}
      error={undefined}
      busy={false}
      confirmLabel={texts.logoutAnyway}
      keepLabel={texts.stay}
      onConfirm={onLogout}
    >
      <p>{texts.text(count)}</p>
      <p>{texts.advice}</p>
    </ConfirmDialog>
  );
}
