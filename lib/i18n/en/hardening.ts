/** Words of the server's limits (issue 35): body sizes, sign-in lockout, busy work queues. */
export const hardeningEn = {
  "size.megabytes": "{count, number} MB",
  "size.kilobytes": "{count, number} KB",
  "error.body.tooLargeFor": "The request is larger than {size}, the most Muster accepts at this address; nothing was changed.",
  "error.signIn.locked": "Too many wrong passwords for this account: it is locked for {minutes, plural, one {# minute} other {# minutes}}. A browser that has signed in to it before, or a passkey, still gets in.",
  "error.work.busy": "The server is busy with other work of this kind; please try again in {seconds, plural, one {# second} other {# seconds}}.",
  "error.work.timeout": "This took longer than {seconds, plural, one {# second} other {# seconds}}, so it was given up; nothing was changed.",
  "dataFile.error.too-deep": "{file} nests elements more than {limit} deep (at {path}); real data files nest about 20 deep.",
} as const;
