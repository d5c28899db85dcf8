// Builds the web table into dist/ (or the directory given as the first argument).
// Deterministic on purpose: fixed names (no content hashes, no timestamps), minified,
// no source maps, so tests/browser/test_web_assets.py can compare a fresh build
// with the committed dist/ byte for byte.
import { build } from "esbuild";
import { copyFile, mkdir, rm } from "node:fs/promises";
import { dirname, join, resolve } from "node:path";
import { fileURLToPath } from "node:url";

const here = dirname(fileURLToPath(import.meta.url));
const outdir = resolve(process.argv[2] ?? join(here, "dist"));

await rm(outdir, { recursive: true, force: true });
await mkdir(outdir, { recursive: true });
await build({
  absWorkingDir: here,
  entryPoints: ["src/main.ts", "src/style.css"],
  entryNames: "[name]",
  outdir,
  bundle: true,
  minify: true,
  format: "esm",
  target: "es2020",
  charset: "utf8",
  legalComments: "none",
  // openapi/clients/typescript/src imports openapi-fetch: resolve it here even
  // when that package's own node_modules is absent.
  nodePaths: [join(here, "node_modules")],
  logLevel: "warning",
});
await copyFile(join(here, "src/index.html"), join(outdir, "index.html"));
