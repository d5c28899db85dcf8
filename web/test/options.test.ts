import assert from "node:assert/strict";
import { test } from "node:test";
import { OPTION_FIELDS, defaultsFor, fieldsFor, parseValue, rulesBody } from "../src/lib/options.js";
import { parseRoute, routePath, type Route } from "../src/lib/route.js";

test("each mode's defaults are the rules' (docs/rules.md §10)", async () => {
  assert.equal(defaultsFor("classic").target, 501);
  assert.equal(defaultsFor("coinche").target, 2000);
  assert.equal(defaultsFor("classic").undertrump, "required");
  assert.equal(defaultsFor("coinche").undertrump, "optional");
  assert.equal(defaultsFor("classic").no_taker, "redeal");
  assert.equal(defaultsFor("coinche").coinche_packets, "3-2-3");
});

test("a mode's form offers only its options, and the body drops the other mode's", async () => {
  const classic = fieldsFor("classic").map((f) => f.name);
  assert.ok(classic.includes("no_taker") && !classic.includes("surcoinche_multiplier"));
  const body = rulesBody("coinche", { no_taker: "dealer_forced", surcoinche_multiplier: 3, announcements: true });
  assert.equal(body.mode, "coinche");
  assert.equal(body.surcoinche_multiplier, 3);
  assert.equal(body.announcements, true);
  assert.ok(!("no_taker" in body));
});

test("form values become JSON values; a target is kept in the rules' range", async () => {
  const target = OPTION_FIELDS.find((f) => f.name === "target")!;
  const packet = OPTION_FIELDS.find((f) => f.name === "first_packet")!;
  const moderne = OPTION_FIELDS.find((f) => f.name === "moderne")!;
  assert.equal(parseValue(target, "1001"), 1001);
  assert.equal(parseValue(packet, "2"), 2);
  assert.equal(parseValue(moderne, "true"), true);
  assert.equal(rulesBody("classic", { target: 99999 }).target, 5000);
  assert.equal(rulesBody("classic", { target: 7 }).target, 100);
  assert.equal(rulesBody("classic", { capot_points: 999 }).capot_points, 252, "a value not offered keeps the default");
});

test("every screen has an address that reads back as itself", async () => {
  const routes: Route[] = [
    { screen: "home" },
    { screen: "play", game: "k3v8q2mzt7ha" },
    { screen: "join", game: "k3v8q2mzt7ha", seat: 2, invitation: "Qm9u+/=" },
    { screen: "tables" },
    { screen: "daily", day: null },
    { screen: "daily", day: "2026-12-01" },
    { screen: "help" },
  ];
  for (const route of routes) {
    const [path, query] = routePath(route).split("?");
    assert.deepEqual(parseRoute(path, query ? `?${query}` : ""), route);
  }
  assert.deepEqual(parseRoute("/games/abc"), { screen: "home" }, "an API path is no page");
});
