/**
 * A QR code as an inline SVG, for the screen (the PDF draws its own with react-pdf). The `qrcode`
 * package encodes; this draws its module matrix, runs of a row merged into one rectangle.
 */
import QRCode from "qrcode";

/** The standard's quiet zone: four modules of white around the symbol. */
const QUIET = 4;

function qrPathData(text: string): { size: number; d: string } {
  const { modules } = QRCode.create(text, { errorCorrectionLevel: "M" });
  const parts: string[] = [];
  for (let row = 0; row < modules.size; row++) {
    let col = 0;
    while (col < modules.size) {
      if (!modules.get(row, col)) {
        col += 1;
        continue;
      }
      const start = col;
      while (col < modules.size && modules.get(row, col)) col += 1;
      parts.push(`M${start + QUIET} ${row + QUIET}h${col - start}v1h${start - col}z`);
    }
  }
  return { size: modules.size + 2 * QUIET, d: parts.join("") };
}

export function QrSvg({ text, label, className = "h-40 w-40" }: { text: string; label: string; className?: string }) {
  const { size, d } = qrPathData(text);
  return (
    <svg role="img" aria-label={label} viewBox={`0 0 ${size} ${size}`} className={`${className} rounded bg-white`} data-testid="qr-code" data-qr-text={text}>
      {/* White even in dark mode: scanners need dark on light. */}
      <rect width={size} height={size} fill="#ffffff" />
      <path d={d} fill="#000000" />
    </svg>
  );
}
