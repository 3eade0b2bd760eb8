/** Polish: the server's limits (mirrors ../en/hardening.ts). */
export const hardeningPl = {
  "size.megabytes": "{count, number} MB",
  "size.kilobytes": "{count, number} KB",
  "error.body.tooLargeFor": "Żądanie jest większe niż {size}, najwięcej, ile Muster przyjmuje pod tym adresem; nic nie zostało zmienione.",
  "error.signIn.locked": "Zbyt wiele błędnych haseł dla tego konta: jest zablokowane na {minutes, plural, one {# minutę} few {# minuty} many {# minut} other {# minuty}}. Przeglądarka, która już się na nie logowała, albo klucz dostępu (passkey) nadal pozwala się zalogować.",
  "error.work.busy": "Serwer jest zajęty inną pracą tego rodzaju; spróbuj ponownie za {seconds, plural, one {# sekundę} few {# sekundy} many {# sekund} other {# sekundy}}.",
  "error.work.timeout": "To trwało dłużej niż {seconds, plural, one {# sekundę} few {# sekundy} many {# sekund} other {# sekundy}}, więc zostało przerwane; nic nie zostało zmienione.",
  "dataFile.error.too-deep": "{file} zagnieżdża elementy głębiej niż na {limit} poziomów (w {path}); prawdziwe pliki danych mają około 20 poziomów.",
} as const;
