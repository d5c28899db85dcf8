/**
 * A typed client for the Belote service.
 *
 * `schema.d.ts` is generated from `openapi/openapi.json` by openapi-typescript
 * (regenerate with `.venv/bin/belote openapi --clients` from the repository
 * root); openapi-fetch turns its `paths` into a fetch client whose URLs,
 * parameters, bodies, responses and RFC 9457 problems are all type-checked.
 */
import createClient, { type Client } from "openapi-fetch";

import type { components, operations, paths } from "./schema.js";

export type { components, operations, paths };

/** The service's named schemas: `Schemas["SeatViewOut"]`, `Schemas["Problem"]`, … */
export type Schemas = components["schemas"];

/** An error body: every 4xx/5xx is `application/problem+json` with a stable `code`. */
export type Problem = Schemas["Problem"];

export type BeloteClient = Client<paths>;

/**
 * A client for the service at `baseUrl` (e.g. `http://127.0.0.1:8000`).
 *
 * `token` is a player's bearer token (from `POST /players`); without it only
 * public reads and `POST /players` succeed.
 */
export function createBeloteClient(baseUrl: string, token?: string): BeloteClient {
  const headers: Record<string, string> = {};
  if (token !== undefined) {
    headers.Authorization = `Bearer ${token}`;
  }
  return createClient<paths>({ baseUrl, headers });
}
