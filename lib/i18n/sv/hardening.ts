/** Swedish: the server's limits (mirrors ../en/hardening.ts). */
export const hardeningSv = {
  "size.megabytes": "{count, number} MB",
  "size.kilobytes": "{count, number} kB",
  "error.body.tooLargeFor": "Begäran är större än {size}, det mesta Muster tar emot på den här adressen; ingenting ändrades.",
  "error.signIn.locked": "För många felaktiga lösenord för det här kontot: det är låst i {minutes, plural, one {# minut} other {# minuter}}. En webbläsare som har loggat in på det förut, eller en passkey, kommer ändå in.",
  "error.work.busy": "Servern är upptagen med annat arbete av det här slaget; försök igen om {seconds, plural, one {# sekund} other {# sekunder}}.",
  "error.work.timeout": "Det här tog längre tid än {seconds, plural, one {# sekund} other {# sekunder}} och avbröts; ingenting ändrades.",
  "dataFile.error.too-deep": "{file} nästlar element mer än {limit} nivåer djupt (vid {path}); riktiga datafiler nästlar ungefär 20 nivåer.",
} as const;
