"""Both generated clients are packages a user can install or publish, at the API's version.

``python -m build`` makes a wheel and an sdist of ``openapi/clients/python``
(in a copy: a build leaves files behind); ``npm pack`` makes a tarball of
``openapi/clients/typescript``. The Python README's example runs, as written,
against a live server.
"""

from __future__ import annotations

import json
import re
import shutil
import subprocess
import sys
import tarfile
import tomllib
import zipfile
from pathlib import Path
from types import ModuleType

import pytest

from api.cli.codegen import ClientPaths
from api.http.app import API_VERSION
from tests.e2e.conftest import Server


def test_both_clients_have_the_api_version(client_paths: ClientPaths) -> None:
    spec = json.loads(client_paths.spec.read_text(encoding="utf-8"))
    python = tomllib.loads((client_paths.python / "pyproject.toml").read_text(encoding="utf-8"))
    typescript = client_paths.typescript
    package = json.loads((typescript / "package.json").read_text(encoding="utf-8"))
    lock = json.loads((typescript / "package-lock.json").read_text(encoding="utf-8"))
    assert spec["info"]["version"] == API_VERSION
    assert python["project"]["version"] == API_VERSION
    assert package["version"] == lock["version"] == API_VERSION
    assert lock["packages"][""]["version"] == API_VERSION


def test_the_readmes_are_real(client_paths: ClientPaths) -> None:
    topics = ["## Install", "player", "Problem", "If-Match", "events/stream"]
    for readme in (client_paths.python / "README.md", client_paths.typescript / "README.md"):
        text = readme.read_text(encoding="utf-8")
        assert "api.example.com" not in text and "my_tag" not in text  # generator boilerplate
        assert [topic for topic in topics if topic not in text] == [], readme
    assert f"version {API_VERSION} (the API's" in (client_paths.python / "README.md").read_text()


def test_python_client_builds_a_wheel_and_an_sdist(
    client_paths: ClientPaths, tmp_path: Path
) -> None:
    source = tmp_path / "python"
    shutil.copytree(client_paths.python, source, ignore=shutil.ignore_patterns("*.egg-info"))
    out = tmp_path / "dist"
    result = subprocess.run(
        [sys.executable, "-m", "build", "--outdir", str(out), str(source)],
        capture_output=True,
        text=True,
        check=False,
    )
    assert result.returncode == 0, result.stdout[-3000:] + result.stderr[-3000:]
    wheel = out / f"belote_client-{API_VERSION}-py3-none-any.whl"
    assert (out / f"belote_client-{API_VERSION}.tar.gz").is_file()
    with zipfile.ZipFile(wheel) as archive:
        names = archive.namelist()
        metadata = archive.read(f"belote_client-{API_VERSION}.dist-info/METADATA").decode()
    assert "belote_client/py.typed" in names
    assert "belote_client/api/deals/post_play.py" in names
    assert f"Version: {API_VERSION}" in metadata
    assert "License-Expression: MIT" in metadata
    assert "Description-Content-Type: text/markdown" in metadata
    assert "## Follow a game live" in metadata  # the README is the long description


def test_python_readme_example_runs(
    client_paths: ClientPaths, belote_client_package: ModuleType, live_server: Server
) -> None:
    readme = (client_paths.python / "README.md").read_text(encoding="utf-8")
    blocks = re.findall(r"```python\n(.*?)```", readme, re.S)
    assert len(blocks) == 2
    code = "\n".join(blocks).replace('"http://127.0.0.1:8000"', repr(live_server.url))
    result = subprocess.run(
        [sys.executable, "-c", code],
        capture_output=True,
        text=True,
        timeout=120,
        check=False,
        env={"PYTHONPATH": str(client_paths.python), "PATH": "/usr/bin:/bin"},
    )
    assert result.returncode == 0, result.stderr
    assert "409 card_not_in_hand" in result.stdout
    assert " CardPlayed " in result.stdout


def npm_pack(node_package: Path, destination: Path) -> Path:
    """``npm pack`` of the TypeScript client into ``destination``: the tarball."""
    result = subprocess.run(
        [shutil.which("npm") or "npm", "pack", "--pack-destination", str(destination), "--json"],
        cwd=node_package,
        capture_output=True,
        text=True,
        check=False,
    )
    assert result.returncode == 0, result.stderr
    return destination / json.loads(result.stdout)[0]["filename"]


def test_typescript_client_packs(node_package: Path, tmp_path: Path) -> None:
    manifest = json.loads((node_package / "package.json").read_text(encoding="utf-8"))
    assert "private" not in manifest
    tarball = npm_pack(node_package, tmp_path)
    with tarfile.open(tarball) as archive:
        names = set(archive.getnames())
    assert {
        "package/package.json",
        "package/README.md",
        "package/dist/src/index.js",
        "package/dist/src/index.d.ts",
        "package/src/schema.d.ts",
    } <= names
    assert not any(name.startswith("package/dist/test") for name in names)


def test_typescript_readme_example_type_checks(node_package: Path, tmp_path: Path) -> None:
    """The README's TypeScript, compiled against the package (``tsc --noEmit``, strict)."""
    readme = (node_package / "README.md").read_text(encoding="utf-8")
    code = "\n".join(re.findall(r"```ts\n(.*?)```", readme, re.S))
    code = code.replace('from "belote-client"', 'from "../src/index.js"')
    lines = code.splitlines()
    imports = [line for line in lines if line.startswith("import ")]
    body = [line for line in lines if not line.startswith("import ")]
    project = tmp_path / "readme"
    shutil.copytree(node_package / "src", project / "src")
    (project / "node_modules").symlink_to(node_package / "node_modules")
    shutil.copy(node_package / "package.json", project)
    config = json.loads((node_package / "tsconfig.json").read_text(encoding="utf-8"))
    config["compilerOptions"]["lib"] = [*config["compilerOptions"]["lib"], "DOM"]  # EventSource
    (project / "tsconfig.json").write_text(json.dumps(config), encoding="utf-8")
    (project / "test").mkdir()
    (project / "test" / "readme.ts").write_text(
        "\n".join([*imports, "", "export async function readme(): Promise<void> {", *body, "}"]),
        encoding="utf-8",
    )
    tsc = node_package / "node_modules" / "typescript" / "bin" / "tsc"
    result = subprocess.run(
        [shutil.which("node") or "node", str(tsc), "--noEmit", "-p", str(project)],
        capture_output=True,
        text=True,
        check=False,
    )
    assert result.returncode == 0, result.stdout + result.stderr
    assert len(body) > 20


FRESH_USE = """{imports}
export async function use(): Promise<string> {{
  const client = createBeloteClient("http://127.0.0.1:8000");
  // @ts-expect-error a name is a string: the package's types say so
  await client.POST("/players", {{ body: {{ name: 1234 }} }});
  const {{ data }} = await client.POST("/players", {{ body: {{ name: "Mireille" }} }});
  const token: string | undefined = data?.token;
  return token ?? "";
}}
"""


@pytest.mark.parametrize(
    ("kind", "imports"),
    [
        ("module", 'import { createBeloteClient } from "belote-client";'),
        ("commonjs", 'const { createBeloteClient } = await import("belote-client");'),
    ],
)
def test_the_packed_tarball_types_a_fresh_strict_project(
    node_package: Path, tmp_path: Path, kind: str, imports: str
) -> None:
    """``npm pack``, installed into an empty strict TypeScript project: ES module, or
    CommonJS loading the ES-module-only package with ``import()``; types, not ``any``."""
    tarball = npm_pack(node_package, tmp_path)
    project = tmp_path / kind
    project.mkdir()
    (project / "package.json").write_text(
        json.dumps({"name": "fresh", "private": True, "type": kind}), encoding="utf-8"
    )
    # What `npm install <tarball>` puts in node_modules (done here without the network):
    # the package as packed, and its one dependency beside it.
    modules = project / "node_modules"
    modules.mkdir()
    with tarfile.open(tarball) as archive:
        archive.extractall(modules, filter="data")
    (modules / "package").rename(modules / "belote-client")
    (modules / "openapi-fetch").symlink_to(node_package / "node_modules" / "openapi-fetch")
    config = {
        "compilerOptions": {
            "target": "ES2022",
            "module": "NodeNext",
            "moduleResolution": "NodeNext",
            "lib": ["ES2022", "DOM"],
            "strict": True,
            "skipLibCheck": False,
            "noEmit": True,
        },
        "include": ["use.ts"],
    }
    (project / "tsconfig.json").write_text(json.dumps(config), encoding="utf-8")
    body = FRESH_USE.format(imports=imports)
    if kind == "commonjs":  # a top-level await is not CommonJS: the import goes inside
        body = body.replace(imports + "\n", "").replace(
            '  const client = createBeloteClient("http://127.0.0.1:8000");',
            f'  {imports}\n  const client = createBeloteClient("http://127.0.0.1:8000");',
        )
    (project / "use.ts").write_text(body, encoding="utf-8")
    tsc = node_package / "node_modules" / "typescript" / "bin" / "tsc"
    checked = subprocess.run(
        [shutil.which("node") or "node", str(tsc), "-p", str(project)],
        capture_output=True,
        text=True,
        check=False,
    )
    assert checked.returncode == 0, checked.stdout + checked.stderr
    with tarfile.open(tarball) as archive:
        assert "package/dist/src/schema.d.ts" in archive.getnames()
