/** POST { locale }: this browser reads Muster in that language from now on (and the account, when signed in). */
import { saveAccountLocale } from "@/lib/data-access/accounts";
import { getPrisma } from "@/lib/db/prisma";
import { jsonResponse } from "@/lib/http/error-response";
import { readJsonBody } from "@/lib/http/read-body";
import { route } from "@/lib/http/route";
import { readAccountSession } from "@/lib/identity/account-owner";
import { requestIsHttps } from "@/lib/identity/request-owner";
import { serializeLocaleCookie } from "@/lib/i18n/locale-of-request";
import { chooseLocaleSchema } from "@/lib/schemas/locale-request";

export const POST = route(async (request) => {
  const { locale } = await readJsonBody(request, chooseLocaleSchema);
  const secure = requestIsHttps(request);
  const account = await readAccountSession(request.headers, secure, getPrisma());
  if (account) await saveAccountLocale(account.userId, locale);
  const response = jsonResponse({ locale });
  response.headers.append("set-cookie", serializeLocaleCookie(locale, secure));
  return response;
});
