/** Answers of the HTTP edge that a person may read (the API's error messages). */
export const httpEn = {
  "http.crossOrigin": "This request did not come from Muster's own pages, so it was refused and nothing was changed. If you meant to do this, open Muster and do it there.",
  "http.unsupportedMediaType": "Muster accepts only JSON request bodies (Content-Type: application/json); this one was sent as {contentType}, so nothing was changed.",
  "http.failed": "The server could not do this (HTTP {status}); try again in a moment.",
  "http.unreadable": "The server answered, but its answer could not be read; try again in a moment.",
} as const;
