/**
 * Following the game live: the seat's Server-Sent Events stream
 * (`GET /games/{id}/events/stream?seat=0`), read with the generated client
 * rather than `EventSource`, because `EventSource` cannot send the
 * `Authorization` header a seat's stream needs. Each message carries the seat's
 * view right after that event. On a drop it reconnects with `after=` the last
 * id received, so nothing is missed; when the server has no stream slot left
 * (503) it long-polls the seat view (`?wait=`) instead.
 */
import type { SeatView, Session } from "./api.js";

export interface Follower {
  stop(): void;
}

/** A message's event: the decision (who, what, and `stand_in` when a seat's stand-in made it). */
export interface StreamEvent {
  seq: number;
  type: string;
  data: { seat?: number; card?: string; stand_in?: boolean };
}

interface Message {
  id?: string;
  event?: string;
  data: string;
}

/** A dead connection is noticed by silence: the server sends `: keepalive` every 15 s. */
const SILENCE_MS = 40_000;

export function follow(
  session: Session,
  gameId: string,
  seat: number,
  fromVersion: number,
  onView: (view: SeatView) => void,
  onOnline: (online: boolean) => void,
  onEvent: (event: StreamEvent) => void = () => undefined,
): Follower {
  let after = fromVersion;
  let stopped = false;
  let controller = new AbortController();
  let wake: (() => void) | null = null;

  const pause = (ms: number) =>
    new Promise<void>((resolve) => {
      const timer = setTimeout(resolve, ms);
      wake = () => {
        clearTimeout(timer);
        resolve();
      };
    });
  const reconnectNow = () => wake?.();
  // The browser knows first when the network goes: drop the stream at once
  // (a half-dead connection may stay silent for a while) and come back with it.
  const dropNow = () => controller.abort();
  window.addEventListener("online", reconnectNow);
  window.addEventListener("offline", dropNow);

  async function readStream(): Promise<"ended" | "busy"> {
    controller = new AbortController();
    const { data, response } = await session.client.GET("/games/{game_id}/events/stream", {
      params: { path: { game_id: gameId }, query: { seat, after } },
      parseAs: "stream",
      signal: controller.signal,
    });
    if (response.status === 503) return "busy";
    if (!response.ok || !data) throw new Error(`stream: HTTP ${response.status}`);
    onOnline(true);
    for await (const message of messages(data as ReadableStream<Uint8Array>, controller)) {
      if (message.id) after = Number(message.id);
      const body = JSON.parse(message.data) as StreamEvent & { view?: SeatView };
      onEvent(body);
      if (body.view) onView(body.view);
    }
    return "ended";
  }

  async function longPoll(): Promise<void> {
    const before = after;
    const view = await session.view(gameId, seat, { seconds: 30, afterVersion: after });
    onOnline(true);
    after = Math.max(after, view.table.version);
    onView(view);
    // The long-poll answers at once while it is this seat's turn: nothing will
    // change until the player moves (and the move's answer is the next view).
    if (view.table.version <= before) await pause(5000);
  }

  async function run(): Promise<void> {
    let delay = 500;
    while (!stopped) {
      try {
        const how = await readStream();
        if (how === "busy") {
          await longPoll();
          continue;
        }
        // The stream ends after the game's last event, or when the server goes away.
        const view = await session.view(gameId, seat);
        onView(view);
        if (view.table.status === "finished") return;
        delay = 500;
      } catch {
        if (stopped) return;
        onOnline(false);
        await pause(delay);
        delay = Math.min(delay * 2, 8000);
        try {
          const view = await session.view(gameId, seat); // catch up at once, the stream follows
          onView(view);
          after = Math.max(after, view.table.version);
          onOnline(true);
        } catch {
          // still offline: try the stream again after the next pause
        }
      }
    }
  }

  void run();
  return {
    stop() {
      stopped = true;
      window.removeEventListener("online", reconnectNow);
      window.removeEventListener("offline", dropNow);
      controller.abort();
    },
  };
}

/** The SSE format: blank-line separated blocks of `field: value` lines, `:` comments. */
async function* messages(
  body: ReadableStream<Uint8Array>,
  controller: AbortController,
): AsyncGenerator<Message> {
  const reader = body.getReader();
  const decoder = new TextDecoder();
  let buffer = "";
  let watchdog = setTimeout(() => controller.abort(), SILENCE_MS);
  try {
    for (;;) {
      const { value, done } = await reader.read();
      if (done) return;
      clearTimeout(watchdog);
      watchdog = setTimeout(() => controller.abort(), SILENCE_MS);
      buffer += decoder.decode(value, { stream: true }).replace(/\r\n?/g, "\n");
      let end: number;
      while ((end = buffer.indexOf("\n\n")) >= 0) {
        const block = buffer.slice(0, end);
        buffer = buffer.slice(end + 2);
        const message: Message = { data: "" };
        const data: string[] = [];
        for (const line of block.split("\n")) {
          if (line.startsWith(":")) continue;
          const colon = line.indexOf(":");
          const field = colon < 0 ? line : line.slice(0, colon);
          const text = colon < 0 ? "" : line.slice(colon + 1).replace(/^ /, "");
          if (field === "data") data.push(text);
          else if (field === "id") message.id = text;
          else if (field === "event") message.event = text;
        }
        if (data.length) {
          message.data = data.join("\n");
          yield message;
        }
      }
    }
  } finally {
    clearTimeout(watchdog);
    reader.releaseLock();
  }
}
