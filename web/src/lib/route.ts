/**
 * The page's addresses. They live beside the API's own paths on the same
 * origin, so none of them starts like an API path (`/games`, `/lobby`, …).
 */
export type Route =
  | { screen: "home" }
  | { screen: "play"; game: string }
  | { screen: "join"; game: string; seat: number; invitation: string | null }
  | { screen: "tables" }
  | { screen: "daily"; day: string | null }
  | { screen: "help" };

const ID = "[A-Za-z0-9_-]+";

/** The route of a location's path and query; an unknown path is the home screen. */
export function parseRoute(pathname: string, search = ""): Route {
  const query = new URLSearchParams(search);
  let m: RegExpExecArray | null;
  if ((m = new RegExp(`^/play/(${ID})/?$`).exec(pathname))) return { screen: "play", game: m[1] };
  if ((m = new RegExp(`^/join/(${ID})/([0-3])/?$`).exec(pathname)))
    return { screen: "join", game: m[1], seat: Number(m[2]), invitation: query.get("invitation") };
  if (/^\/tables\/?$/.test(pathname)) return { screen: "tables" };
  if ((m = /^\/daily(?:\/(\d{4}-\d{2}-\d{2}))?\/?$/.exec(pathname))) return { screen: "daily", day: m[1] ?? null };
  if (/^\/help\/?$/.test(pathname)) return { screen: "help" };
  return { screen: "home" };
}

/** The path (and query) of a route. */
export function routePath(route: Route): string {
  switch (route.screen) {
    case "play":
      return `/play/${route.game}`;
    case "join":
      return `/join/${route.game}/${route.seat}${route.invitation ? `?invitation=${encodeURIComponent(route.invitation)}` : ""}`;
    case "tables":
      return "/tables";
    case "daily":
      return route.day ? `/daily/${route.day}` : "/daily";
    case "help":
      return "/help";
    default:
      return "/";
  }
}

/** The page paths the server must answer with the page (for reloads and shared links). */
export const PAGE_PATTERNS = ["/", "/play/<id>", "/join/<id>/<seat>", "/tables", "/daily", "/daily/<day>", "/help"];
