/** A permanent redirect (308: the method and body are kept) to the address that replaced this one. */
export function movedTo(request: Request, pathname: string): Response {
  const { search } = new URL(request.url);
  return new Response(null, { status: 308, headers: { location: `${pathname}${search}` } });
}
