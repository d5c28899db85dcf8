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
const common = {
  absWorkingDir: here,
  entryNames: "[name]",
  outdir,
  bundle: true,
  minify: true,
  // es2022: with es2020 a split build gains an empty helpers chunk (one more request).
  target: "es2022",
  charset: "utf8",
  legalComments: "none",
  logLevel: "warning",
};
await build({
  ...common,
  entryPoints: ["src/main.ts"],
  format: "esm",
  // Each language's strings, the refusals' words and the help screen are chunks
  // of their own, loaded when used: the first load carries one language. Chunks
  // are named by their content, so two builds of the same sources agree.
  splitting: true,
  chunkNames: "[name]-[hash]",
  // openapi/clients/typescript/src imports openapi-fetch: resolve it here even
  // when that package's own node_modules is absent.
  nodePaths: [join(here, "node_modules")],
});
// Alone: beside a split script build, esbuild would add an empty chunk for it.
await build({ ...common, entryPoints: ["src/style.css"] });
await copyFile(join(here, "src/index.html"), join(outdir, "index.html"));
