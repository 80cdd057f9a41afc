import "server-only";
import QRCode from "qrcode";

export interface JoinQrCodeProps {
  url: string;
  label: string;
  className?: string;
}

/**
 * A QR code drawn as SVG on the server (no script reaches the browser). Medium error correction and the
 * standard four-module quiet zone keep it readable from a phone at the back of a room.
 */
export async function JoinQrCode({ url, label, className }: JoinQrCodeProps) {
  const svg = await QRCode.toString(url, { type: "svg", errorCorrectionLevel: "M", margin: 4 });
  // The markup is the library's own output for our URL: two <path> elements, no text from the visitor.
  return <div role="img" aria-label={label} className={className} dangerouslySetInnerHTML={{ __html: svg }} />;
}
