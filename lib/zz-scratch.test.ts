import { it } from "vitest";
import { preparePdfFonts, printableText } from "./pdf/pdf-fonts";
it("x", async () => {
  await preparePdfFonts();
  for (const c of "•›→‣▸◆◦∙·–‐⊢⊣»▪◾○◇※-") console.log(c, c.codePointAt(0)!.toString(16), printableText(c));
});
