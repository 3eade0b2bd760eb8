/**
 * A QR code drawn as vector paths, so it stays sharp at any print resolution. The `qrcode`
 * package encodes; this only draws its module matrix.
 */
import { Path, Svg } from "@react-pdf/renderer";
import QRCode from "qrcode";

/** The standard's quiet zone: four modules of white around the symbol. */
const QUIET = 4;

/** One path for every dark module, runs of a row merged into one rectangle. */
export function qrPath(text: string): { size: number; d: string } {
  const { modules } = QRCode.create(text, { errorCorrectionLevel: "M" });
  const size = modules.size;
  const parts: string[] = [];
  for (let row = 0; row < size; row++) {
    let col = 0;
    while (col < size) {
      if (!modules.get(row, col)) {
        col += 1;
        continue;
      }
      const start = col;
      while (col < size && modules.get(row, col)) col += 1;
      parts.push(`M${start + QUIET} ${row + QUIET}h${col - start}v1h${start - col}z`);
    }
  }
  return { size: size + 2 * QUIET, d: parts.join("") };
}

export function QrCode({ text, width }: { text: string; width: number }) {
  const { size, d } = qrPath(text);
  return (
    <Svg width={width} height={width} viewBox={`0 0 ${size} ${size}`}>
      <Path d={d} fill="#000000" />
    </Svg>
  );
}
