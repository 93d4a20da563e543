import { createHmac } from 'node:crypto';
import QRCode from 'qrcode';

/** Modules of white border BankID's and the QR standard's readers expect around the code. */
const QUIET_ZONE = 4;

/**
 * The animated QR code's text for one second of an order (docs/bankid.md 3):
 * `bankid.<qrStartToken>.<seconds>.<HMAC-SHA256(qrStartSecret, seconds) in hex>`.
 * The secret is used as its UTF-8 text, never parsed as a UUID.
 */
export function qrContent(qrStartToken: string, qrStartSecret: string, seconds: number): string {
  const time = String(seconds);
  const authCode = createHmac('sha256', qrStartSecret).update(time).digest('hex');
  return `bankid.${qrStartToken}.${time}.${authCode}`;
}

/**
 * The QR code as one SVG path of its dark modules, one `M x y h n v1 h -n z` rectangle per horizontal run,
 * in a `size` x `size` grid that includes the quiet zone. Drawn with `viewBox="0 0 size size"`.
 */
export function qrImage(content: string): { content: string; path: string; size: number } {
  const { modules } = QRCode.create(content, { errorCorrectionLevel: 'M' });
  const parts: string[] = [];
  for (let row = 0; row < modules.size; row++) {
    let col = 0;
    while (col < modules.size) {
      if (modules.get(row, col) === 0) {
        col++;
        continue;
      }
      const start = col;
      while (col < modules.size && modules.get(row, col) !== 0) col++;
      const length = col - start;
      parts.push(`M${start + QUIET_ZONE} ${row + QUIET_ZONE}h${length}v1h-${length}z`);
    }
  }
  return { content, path: parts.join(''), size: modules.size + 2 * QUIET_ZONE };
}
