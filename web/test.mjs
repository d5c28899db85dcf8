// Runs the unit tests of the table's pure modules (test/*.test.ts) with Node's
// test runner: esbuild bundles each test into a temporary directory (Node 20
// cannot run TypeScript itself), then `node --test` runs them.
import { build } from "esbuild";
import { spawnSync } from "node:child_process";
import { mkdtemp, readdir, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";

const here = dirname(fileURLToPath(import.meta.url));
const tests = (await readdir(join(here, "test"))).filter((f) => f.endsWith(".test.ts"));
const out = await mkdtemp(join(tmpdir(), "belote-web-test-"));
try {
  await build({
    absWorkingDir: here,
    entryPoints: tests.map((f) => join("test", f)),
    outdir: out,
    outExtension: { ".js": ".mjs" },
    bundle: true,
    platform: "node",
    format: "esm",
    target: "node20",
    nodePaths: [join(here, "node_modules")],
    logLevel: "warning",
  });
  const files = (await readdir(out)).filter((f) => f.endsWith(".mjs")).map((f) => join(out, f));
  const run = spawnSync(process.execPath, ["--test", ...files], { stdio: "inherit" });
  process.exitCode = run.status ?? 1;
} finally {
  await rm(out, { recursive: true, force: true });
}
