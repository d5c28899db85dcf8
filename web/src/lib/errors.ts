/**
 * Refusals from the service: one way to unwrap the generated client's answers,
 * and one way to say a problem in the page's language, from its `code` and
 * fields (never from its English `detail`).
 */
import type { Schemas } from "../../../openapi/clients/typescript/src/index.js";

export type Problem = Schemas["Problem"] & {
  version?: number;
  option?: string;
  field?: string;
  min?: number;
  max?: number;
  max_target?: number;
  game_id?: string;
};

export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly problem: Partial<Problem>,
  ) {
    super(problem.code ?? `HTTP ${status}`);
  }
}

/** What every call of the generated client answers. */
export interface Answer<T> {
  data?: T;
  error?: unknown;
  response: { status: number };
}

/** The answer's data, or an `ApiError` carrying its problem. */
export function unwrap<T>(answer: Answer<T>): T {
  if (answer.data !== undefined && answer.response.status < 400) return answer.data;
  throw new ApiError(answer.response.status, (answer.error ?? {}) as Partial<Problem>);
}

/** The words of one refusal: `codes` by code, `byStatus` when the code is new to the page. */
export interface ErrorStrings {
  codes: Record<string, (p: Partial<Problem>) => string>;
  unknown: (status: number, code: string) => string;
  network: string;
}

/** The sentence for a refusal (an `ApiError`), a dropped network, or anything else. */
export function errorText(e: unknown, s: ErrorStrings): string {
  if (e instanceof ApiError) {
    const code = e.problem.code ?? "";
    const say = s.codes[code];
    return say ? say(e.problem) : s.unknown(e.status, code);
  }
  return s.network;
}
