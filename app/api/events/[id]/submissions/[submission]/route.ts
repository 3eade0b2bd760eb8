/** POST { status: approved | returned, comment? }: the organiser's verdict on one list. */
import { reviewSubmission } from "@/lib/data-access/events";
import { jsonResponse } from "@/lib/http/error-response";
import { readJsonBody } from "@/lib/http/read-body";
import { requireAccountOwner, route } from "@/lib/http/route";
import { reviewSchema } from "@/lib/schemas/event-requests";
import { translatorOfRequest } from "@/lib/http/request-translator";

export const POST = route<{ id: string; submission: string }>(async (request, { id, submission }) => {
  const review = await readJsonBody(request, reviewSchema);
  return jsonResponse(await reviewSubmission(await requireAccountOwner(request), id, submission, review, undefined, translatorOfRequest(request)));
});
