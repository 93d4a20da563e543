import type { BankIdStatus } from '#contracts/bankid';
import { bankIdTexts } from '../login.texts';
import styles from './bankid-login.module.css';

/** The animated QR code as the server draws it; black on white whatever surrounds it, so phones can scan it. */
export function BankIdQr({ qr }: { qr: NonNullable<BankIdStatus['qr']> }) {
  return (
    <svg
      className={styles.qr}
      viewBox={`0 0 ${qr.size} ${qr.size}`}
      role="img"
      aria-label={bankIdTexts.qrLabel}
      shapeRendering="crispEdges"
    >
      <rect width={qr.size} height={qr.size} fill="#fff" />
      <path d={qr.path} fill="#000" />
    </svg>
  );
}
